/**
 * The hour-by-hour simulation's part of the energy report (docs/solar-method.md): a year of the
 * recommended system and of the site today, by month and by source, two typical days and a week of
 * the battery, for the report's words and charts. Energies in kWh, fuel in litres (kg for LPG), money
 * in whole naira a year (year one, today's prices).
 */

/** Where a period's energy came from. `load` = solarToLoad + batteryToLoad + grid + generator + unmet. */
export type EnergyBySource = {
  load: number;
  solar: number;
  solarToLoad: number;
  batteryToLoad: number;
  grid: number;
  generator: number;
  unmet: number;
  /** Solar the battery could not take and the load did not need. */
  spilled: number;
};

/** One simulated day, hour by hour (kWh each clock hour, midnight first). */
export type SimulatedDay = {
  id: 'dry_season' | 'rainy_season';
  /** Day of the simulated year, 0 = 1 January. */
  dayOfYear: number;
  month: number;
  load: number[];
  solar: number[];
  solarToLoad: number[];
  batteryToLoad: number[];
  grid: number[];
  generator: number[];
  unmet: number[];
  /** Battery energy above its floor at the end of each hour. */
  stateOfChargeKwh: number[];
  /** 1 when the grid was on. */
  gridOn: number[];
};

/** The generator and the grid over a year, the site today or with the system. */
export type SupplyYear = {
  gridKwh: number;
  generatorKwh: number;
  generatorHours: number;
  fuel: number;
  unmetKwh: number;
};

/**
 * What the customer buys in year one, before and after, on the basis of their bills: the simulation's
 * share of grid kWh and fuel avoided applied to what they said they buy, never more than the
 * simulation itself avoids (so never more than the panels deliver). For the money over the system's
 * life (NPV, IRR, replacements).
 */
export type AnnualPurchases = {
  gridKwhBefore: number;
  gridKwhAfter: number;
  fuelBefore: number;
  fuelAfter: number;
  fuelUnit: 'L' | 'kg' | null;
  gridSpendBefore: number;
  gridSpendAfter: number;
  /** Fuel and upkeep. */
  generatorSpendBefore: number;
  generatorSpendAfter: number;
  /** What the generator's fuel spend buys, kWh a year: the bills' basis, as the grid's kWh. */
  generatorKwhBefore: number;
  generatorKwhAfter: number;
};

export type Simulation = {
  method: 'hourly';
  /** The seed the site's weather and outages were drawn with (the same site, the same year). */
  seed: number;
  gridHoursPerDay: number;
  year: EnergyBySource;
  /** January first. */
  monthly: EnergyBySource[];
  /** Share of the load solar and battery serve (0–1). */
  solarFraction: number;
  /** Share of the load neither solar, battery nor grid serves (the generator's or unmet). */
  shortfallShare: number;
  before: SupplyYear;
  after: SupplyYear;
  purchases: AnnualPurchases;
  batteryThroughputKwh: number;
  usableBatteryKwh: number;
  typicalDays: SimulatedDay[];
  /** A week from the rainy-season day's Monday: battery energy above its floor each hour. */
  batteryWeek: { firstDay: number; stateOfChargeKwh: number[] };
};
