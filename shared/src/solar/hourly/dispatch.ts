/**
 * Dispatch, hour by hour (docs/solar-method.md, "Dispatch"): solar serves the load, its surplus
 * charges the battery; then the battery (down to its usable share, losing its round trip), then the
 * grid when it is on, then the generator (whole hours, HOMER's fuel curve and minimum load), and what
 * is left is unmet. Solar and battery reach the load through the inverter, so together they never
 * exceed its rating; grid and generator feed the load directly (the inverter's bypass and the
 * changeover). The battery charges only from solar, so the grid and generator never change its path:
 * more grid hours can only take hours from the generator.
 */
import { DAYS_PER_YEAR, FIRST_DAY_OF_MONTH, HOURS_PER_DAY, HOURS_PER_YEAR } from './calendar.ts';

export type GeneratorSpec = {
  ratedKw: number;
  /** HOMER's fuel curve F = F0·Ycap + F1·P (Skarstein and Uhlen 1989): L (or kg) per hour per kW. */
  intercept: number;
  slope: number;
  /** Least output while running, a share of the rating. */
  minimumLoad: number;
};

export type DispatchInput = {
  /** AC solar each hour, kWh (empty or all 0 for the site without solar), times `solarScale`. */
  solar: Float64Array;
  /** kWp when `solar` is the output of 1 kWp; 1 when it is the array's own. */
  solarScale?: number;
  /** The load on the inverter's output (the tier's circuits). */
  load: Float64Array;
  /** Load left off the inverter (a smaller tier's other circuits): straight to grid or generator. */
  bypass?: Float64Array;
  /** 1 when the grid is on. */
  grid: Uint8Array;
  /** Energy the battery can give between full and its depth of discharge, kWh. */
  usableKwh: number;
  roundTrip: number;
  inverterKw: number;
  generator: GeneratorSpec | null;
  /** Keep every hour's flows (for the report's charts and the balance test); off while sizing. */
  keepHours?: boolean;
};

export type EnergySums = {
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

export type HourlyFlows = {
  solarToLoad: Float64Array;
  batteryToLoad: Float64Array;
  grid: Float64Array;
  generator: Float64Array;
  unmet: Float64Array;
  /** Battery energy at the end of each hour, kWh above its floor. */
  stateOfCharge: Float64Array;
};

export type DispatchResult = {
  year: EnergySums;
  /** January first. */
  monthly: EnergySums[];
  /** Fuel burnt, litres (kg for LPG). */
  fuel: number;
  generatorHours: number;
  /** Energy into the battery (after charging losses) over the year. */
  batteryThroughputKwh: number;
  /**
   * The inverter's circuits while the grid is off: their energy, and what solar and the battery left
   * of it to the generator or unserved (the sizing search's reliability, docs/solar-method.md).
   */
  outage: { loadKwh: number; uncoveredKwh: number };
  hours: HourlyFlows | null;
};

const emptySums = (): EnergySums => ({
  load: 0,
  solar: 0,
  solarToLoad: 0,
  batteryToLoad: 0,
  grid: 0,
  generator: 0,
  unmet: 0,
  spilled: 0,
});

export function dispatch(input: DispatchInput): DispatchResult {
  const solarScale = Math.max(0, input.solarScale ?? 1);
  const oneWay = Math.sqrt(Math.min(1, Math.max(0, input.roundTrip)));
  const capacity = Math.max(0, input.usableKwh);
  const inverterKw = Math.max(0, input.inverterKw);
  const generator = input.generator && input.generator.ratedKw > 0 ? input.generator : null;
  const hours: HourlyFlows | null = input.keepHours
    ? {
        solarToLoad: new Float64Array(HOURS_PER_YEAR),
        batteryToLoad: new Float64Array(HOURS_PER_YEAR),
        grid: new Float64Array(HOURS_PER_YEAR),
        generator: new Float64Array(HOURS_PER_YEAR),
        unmet: new Float64Array(HOURS_PER_YEAR),
        stateOfCharge: new Float64Array(HOURS_PER_YEAR),
      }
    : null;
  const monthly = Array.from({ length: 12 }, emptySums);
  const { load: loads, grid: supply } = input;
  const solarPerHour = input.solar;
  const bypassLoad = input.bypass;
  const ratedKw = generator?.ratedKw ?? 0;
  const idleFuel = generator ? generator.intercept * ratedKw : 0;
  const fuelSlope = generator?.slope ?? 0;
  const leastOutput = generator ? generator.minimumLoad * ratedKw : 0;
  let fuel = 0;
  let generatorHours = 0;
  let throughput = 0;
  let outageLoad = 0;
  let outageUncovered = 0;
  let charge = capacity;

  // Month by month, summing in locals: the loop runs 8,760 times for every system the search tries.
  for (let month = 0; month < 12; month += 1) {
    const sums = monthly[month] as EnergySums;
    const first = (FIRST_DAY_OF_MONTH[month] ?? 0) * HOURS_PER_DAY;
    const last = (FIRST_DAY_OF_MONTH[month + 1] ?? DAYS_PER_YEAR) * HOURS_PER_DAY;
    let loadSum = 0;
    let solarSum = 0;
    let solarToLoadSum = 0;
    let batterySum = 0;
    let gridSum = 0;
    let generatorSum = 0;
    let unmetSum = 0;
    let spilledSum = 0;
    for (let index = first; index < last; index += 1) {
      const onInverter = Math.max(0, loads[index] ?? 0);
      const load = bypassLoad ? onInverter + Math.max(0, bypassLoad[index] ?? 0) : onInverter;
      const solar = Math.max(0, (solarPerHour[index] ?? 0) * solarScale);
      const solarToLoad = Math.min(solar, onInverter, inverterKw);
      const stored = Math.min((solar - solarToLoad) * oneWay, capacity - charge);
      charge += stored;
      throughput += stored;
      const spilled = solar - solarToLoad - (oneWay > 0 ? stored / oneWay : 0);

      const batteryToLoad = Math.min(onInverter - solarToLoad, charge * oneWay, inverterKw - solarToLoad);
      charge -= oneWay > 0 ? batteryToLoad / oneWay : 0;
      let residual = load - solarToLoad - batteryToLoad;

      if (supply[index] !== 1) {
        outageLoad += onInverter;
        outageUncovered += onInverter - solarToLoad - batteryToLoad;
      }
      let grid = 0;
      let generated = 0;
      if (residual > 0 && supply[index] === 1) {
        grid = residual;
        residual = 0;
      } else if (residual > 0 && ratedKw > 0) {
        generated = Math.min(residual, ratedKw);
        fuel += idleFuel + fuelSlope * Math.max(generated, leastOutput);
        generatorHours += 1;
        residual -= generated;
      }

      loadSum += load;
      solarSum += solar;
      solarToLoadSum += solarToLoad;
      batterySum += batteryToLoad;
      gridSum += grid;
      generatorSum += generated;
      unmetSum += residual;
      spilledSum += spilled;
      if (hours) {
        hours.solarToLoad[index] = solarToLoad;
        hours.batteryToLoad[index] = batteryToLoad;
        hours.grid[index] = grid;
        hours.generator[index] = generated;
        hours.unmet[index] = residual;
        hours.stateOfCharge[index] = charge;
      }
    }
    sums.load = loadSum;
    sums.solar = solarSum;
    sums.solarToLoad = solarToLoadSum;
    sums.batteryToLoad = batterySum;
    sums.grid = gridSum;
    sums.generator = generatorSum;
    sums.unmet = unmetSum;
    sums.spilled = spilledSum;
  }

  const year = emptySums();
  for (const sums of monthly) {
    for (const key of Object.keys(year) as (keyof EnergySums)[]) year[key] += sums[key];
  }
  return {
    year,
    monthly,
    fuel,
    generatorHours,
    batteryThroughputKwh: throughput,
    outage: { loadKwh: outageLoad, uncoveredKwh: Math.max(0, outageUncovered) },
    hours,
  };
}
