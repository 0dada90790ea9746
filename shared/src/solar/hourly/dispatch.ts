/**
 * Dispatch, hour by hour (docs/solar-method.md, "Dispatch"): solar serves the load, its surplus
 * charges the battery; then the battery (down to its usable share, losing its round trip), then the
 * grid when it is on, then the generator (whole hours, HOMER's fuel curve and minimum load), and what
 * is left is unmet. Solar and battery reach the load through the inverter, so together they never
 * exceed its rating; grid and generator feed the load directly (the inverter's bypass and the
 * changeover). The battery charges only from solar, so the grid and generator never change its path:
 * more grid hours can only take hours from the generator.
 */
import { HOURS_PER_YEAR, MONTH_OF_DAY } from './calendar.ts';

export type GeneratorSpec = {
  ratedKw: number;
  /** HOMER's fuel curve F = F0·Ycap + F1·P (Skarstein and Uhlen 1989): L (or kg) per hour per kW. */
  intercept: number;
  slope: number;
  /** Least output while running, a share of the rating. */
  minimumLoad: number;
};

export type DispatchInput = {
  /** AC solar each hour, kWh (empty or all 0 for the site without solar). */
  solar: Float64Array;
  load: Float64Array;
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
  let fuel = 0;
  let generatorHours = 0;
  let throughput = 0;
  let charge = capacity;

  for (let index = 0; index < HOURS_PER_YEAR; index += 1) {
    const load = Math.max(0, input.load[index] ?? 0);
    const solar = Math.max(0, input.solar[index] ?? 0);
    const solarToLoad = Math.min(solar, load, inverterKw);
    const stored = Math.min((solar - solarToLoad) * oneWay, capacity - charge);
    charge += stored;
    throughput += stored;
    const spilled = solar - solarToLoad - (oneWay > 0 ? stored / oneWay : 0);

    let residual = load - solarToLoad;
    const batteryToLoad = Math.min(residual, charge * oneWay, inverterKw - solarToLoad);
    charge -= oneWay > 0 ? batteryToLoad / oneWay : 0;
    residual -= batteryToLoad;

    let grid = 0;
    let generated = 0;
    if (residual > 0 && input.grid[index] === 1) {
      grid = residual;
      residual = 0;
    } else if (residual > 0 && generator) {
      generated = Math.min(residual, generator.ratedKw);
      const output = Math.max(generated, generator.minimumLoad * generator.ratedKw);
      fuel += generator.intercept * generator.ratedKw + generator.slope * output;
      generatorHours += 1;
      residual -= generated;
    }

    const sums = monthly[MONTH_OF_DAY[Math.floor(index / 24)] ?? 0] as EnergySums;
    sums.load += load;
    sums.solar += solar;
    sums.solarToLoad += solarToLoad;
    sums.batteryToLoad += batteryToLoad;
    sums.grid += grid;
    sums.generator += generated;
    sums.unmet += residual;
    sums.spilled += spilled;
    if (hours) {
      hours.solarToLoad[index] = solarToLoad;
      hours.batteryToLoad[index] = batteryToLoad;
      hours.grid[index] = grid;
      hours.generator[index] = generated;
      hours.unmet[index] = residual;
      hours.stateOfCharge[index] = charge;
    }
  }

  const year = emptySums();
  for (const sums of monthly) {
    for (const key of Object.keys(year) as (keyof EnergySums)[]) year[key] += sums[key];
  }
  return { year, monthly, fuel, generatorHours, batteryThroughputKwh: throughput, hours };
}
