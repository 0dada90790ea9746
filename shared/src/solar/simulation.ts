/**
 * The hour-by-hour year of a site (docs/solar-method.md): its weather, its grid and its generator
 * drawn once, then any system run against them, and a run summed up for the report.
 */
import { roundTo, type EngineContext } from './context.ts';
import { HOURS_PER_DAY, FIRST_DAY_OF_MONTH } from './hourly/calendar.ts';
import { dispatch, type DispatchResult, type GeneratorSpec } from './hourly/dispatch.ts';
import { gridYear, type SupplyPattern } from './hourly/grid-hours.ts';
import { remembered } from './hourly/memo.ts';
import { seedOf } from './hourly/random.ts';
import { outputPerKwp, synthesiseWeather } from './hourly/weather.ts';
import { fuelCurve } from './situation.ts';
import { zoneAt } from './solar-data.ts';
import type { AnnualPurchases, EnergyBySource, SimulatedDay, Simulation } from './simulation-types.ts';
import type { BatteryType } from '../solar-options.ts';
import type { CurrentSituation, ReportSite } from './types.ts';

/** What every system at one site is simulated against. */
export type SiteYear = {
  /** The site's own seed (its coordinates): its grid, and its weather unless another year's is asked for. */
  seed: number;
  /** The seed the weather was drawn from: the site's, or one of the years behind P50 and P90. */
  weatherSeed: number;
  /** AC output of 1 kWp each hour, kWh. */
  solarPerKwp: Float64Array;
  grid: Uint8Array;
  gridHoursPerDay: number;
  generator: GeneratorSpec | null;
  dailyClearness: Float64Array;
  /**
   * Years already run against this site, by load, then by system (`runSystem`'s `loadKey`): the
   * sizing search tries dozens of systems, and a what-if that keeps the site and the systems reuses them.
   */
  runs: Map<string, Map<string, DispatchResult>>;
};

/** Loads remembered per site (a report has four: today's and three tiers'); past it all are forgotten. */
const KEPT_LOADS = 32;

/** The draws for the grid differ from the weather's, from the same site. */
const GRID_SEED_SALT = 0x9e3779b9;

const TEMPERATURE_KEYS = {
  north: ['temperatureNorth', 'dailySwingNorth'],
  middle: ['temperatureMiddle', 'dailySwingMiddle'],
  south: ['temperatureSouth', 'dailySwingSouth'],
} as const;

/** The seed of a site: the same place always gets the same weather and grid (docs/solar-method.md, "Seeding"). */
export function siteSeedOf(site: Pick<ReportSite, 'latitude' | 'longitude'>): number {
  return seedOf(`${site.latitude.toFixed(2)},${site.longitude.toFixed(2)}`);
}

type SiteYearInputs = {
  seed: number;
  weather: Parameters<typeof synthesiseWeather>[0];
  output: Parameters<typeof outputPerKwp>[1];
  grid: Parameters<typeof gridYear>[0];
  gridHoursPerDay: number;
  generator: GeneratorSpec | null;
};

/** Drawn once per site, seed and answers: a what-if that leaves them as they were reuses the year and its runs. */
const drawSiteYear = remembered(
  (inputs: SiteYearInputs) => JSON.stringify(inputs),
  (inputs: SiteYearInputs): SiteYear => {
    const weather = synthesiseWeather(inputs.weather);
    return {
      seed: inputs.seed,
      weatherSeed: inputs.weather.seed,
      solarPerKwp: outputPerKwp(weather, inputs.output),
      grid: gridYear(inputs.grid),
      gridHoursPerDay: inputs.gridHoursPerDay,
      generator: inputs.generator,
      dailyClearness: weather.dailyClearness,
      runs: new Map(),
    };
  },
);

/**
 * The site's year: its weather drawn from `weatherSeed` (the site's own seed unless given, so another
 * seed is another year of the same climate, docs/solar-method-finance.md, U3), and its grid and
 * generator always from the site's seed, so the years behind P50 and P90 differ only in their weather.
 */
export function siteYearOf(
  ctx: EngineContext,
  {
    site,
    situation,
    pattern,
    weatherSeed,
  }: { site: ReportSite; situation: CurrentSituation; pattern: SupplyPattern; weatherSeed?: number },
): SiteYear {
  const seed = siteSeedOf(site);
  const [temperatureKey, swingKey] = TEMPERATURE_KEYS[site.zone ?? zoneAt(site.latitude)];
  // Nigeria keeps West Africa Time (15° E); elsewhere the nearest 15° meridian stands in for the zone.
  const meridian = site.isInNigeria ? 15 : 15 * Math.round(site.longitude / 15);
  const gridHoursPerDay = situation.grid?.hoursPerDay.value ?? 0;
  const { generator } = situation;
  const curve = generator ? fuelCurve(ctx, generator.fuel) : null;
  return drawSiteYear({
    seed,
    weather: {
      latitude: site.latitude,
      clockOffsetHours: (site.longitude - meridian) / 15,
      monthlyGhi: site.monthlyGhi,
      monthlyTemperature: ctx.read(temperatureKey),
      dailySwing: ctx.read(swingKey),
      tilt: site.tilt,
      albedo: ctx.read('albedo'),
      seed: weatherSeed ?? seed,
    },
    output: {
      systemLosses: ctx.read('systemLosses'),
      inverterEfficiency: ctx.read('pvInverterEfficiency'),
      temperatureCoefficient: ctx.read('temperatureCoefficient'),
      u0: ctx.read('faimanU0'),
      u1: ctx.read('faimanU1'),
      windSpeed: ctx.read('windSpeed'),
      shadingFactor: site.shadingFactor,
    },
    grid: { hoursPerDay: gridHoursPerDay, pattern, seed: (seed ^ GRID_SEED_SALT) >>> 0 },
    gridHoursPerDay,
    generator:
      generator && curve
        ? {
            ratedKw: generator.sizeKva.value * ctx.read('powerFactor'),
            intercept: curve.intercept,
            slope: curve.slope,
            minimumLoad: ctx.read('generatorMinimumLoad'),
          }
        : null,
  });
}

export function roundTripOf(ctx: EngineContext, chemistry: BatteryType): number {
  return ctx.read(chemistry === 'lithium' ? 'lithiumRoundTrip' : 'tubularRoundTrip');
}

/** A system (kWp, usable kWh, inverter kVA) run for a year against the site; kWp 0 is the site today. */
export function runSystem(
  ctx: EngineContext,
  siteYear: SiteYear,
  {
    kwp,
    usableKwh,
    chemistry,
    inverterKva,
    load,
    bypass,
    keepHours = false,
    loadKey,
  }: {
    kwp: number;
    usableKwh: number;
    chemistry: BatteryType;
    inverterKva: number;
    load: Float64Array;
    bypass?: Float64Array;
    keepHours?: boolean;
    /** Names `load` and `bypass` (the same key, the same arrays): the run is then remembered with the site. */
    loadKey?: string;
  },
): DispatchResult {
  const roundTrip = roundTripOf(ctx, chemistry);
  const inverterKw = inverterKva * ctx.read('powerFactor');
  // By load first: a tier's key (the same string each call) is hashed once, the system's is short.
  let runs = loadKey === undefined ? null : (siteYear.runs.get(loadKey) ?? null);
  if (runs === null && loadKey !== undefined) {
    if (siteYear.runs.size >= KEPT_LOADS) siteYear.runs.clear();
    runs = new Map();
    siteYear.runs.set(loadKey, runs);
  }
  const key = `${keepHours ? 'hours|' : ''}${kwp}|${usableKwh}|${inverterKw}|${roundTrip}`;
  const known = runs?.get(key);
  if (known) return known;
  const result = dispatch({
    solar: siteYear.solarPerKwp,
    solarScale: kwp,
    load,
    ...(bypass ? { bypass } : {}),
    grid: siteYear.grid,
    usableKwh,
    roundTrip,
    inverterKw,
    generator: siteYear.generator,
    keepHours,
  });
  runs?.set(key, result);
  return result;
}

const roundSums = (sums: EnergyBySource): EnergyBySource => ({
  load: roundTo(sums.load, 1),
  solar: roundTo(sums.solar, 1),
  solarToLoad: roundTo(sums.solarToLoad, 1),
  batteryToLoad: roundTo(sums.batteryToLoad, 1),
  grid: roundTo(sums.grid, 1),
  generator: roundTo(sums.generator, 1),
  unmet: roundTo(sums.unmet, 1),
  spilled: roundTo(sums.spilled, 1),
});

/** The day of `month` whose clearness is the month's median: a typical, not a best or worst, day. */
function typicalDayOf(siteYear: SiteYear, month: number): number {
  const first = FIRST_DAY_OF_MONTH[month] ?? 0;
  const last = FIRST_DAY_OF_MONTH[month + 1] ?? 365;
  const days = Array.from({ length: last - first }, (_, index) => first + index);
  days.sort((left, right) => (siteYear.dailyClearness[left] ?? 0) - (siteYear.dailyClearness[right] ?? 0));
  return days[Math.floor(days.length / 2)] ?? first;
}

function hoursOf(values: ArrayLike<number>, firstDay: number, days: number, digits = 3): number[] {
  return Array.from({ length: days * HOURS_PER_DAY }, (_, hour) =>
    roundTo(values[firstDay * HOURS_PER_DAY + hour] ?? 0, digits),
  );
}

/** February is the heart of the dry season and August of the rains across Nigeria. */
const TYPICAL_MONTHS = { dry_season: 1, rainy_season: 7 } as const;

export function simulationOf({
  siteYear,
  load,
  after,
  before,
  purchases,
  usableKwh,
  kwp,
}: {
  kwp: number;
  siteYear: SiteYear;
  load: Float64Array;
  after: DispatchResult;
  before: DispatchResult;
  purchases: AnnualPurchases;
  usableKwh: number;
}): Simulation {
  const hours = after.hours;
  const typicalDays: SimulatedDay[] = (['dry_season', 'rainy_season'] as const).map((id) => {
    const dayOfYear = typicalDayOf(siteYear, TYPICAL_MONTHS[id]);
    const day = (values: ArrayLike<number> | undefined) => hoursOf(values ?? [], dayOfYear, 1);
    return {
      id,
      dayOfYear,
      month: TYPICAL_MONTHS[id],
      load: day(load),
      solar: day(siteYear.solarPerKwp.map((kwh) => kwh * kwp)),
      solarToLoad: day(hours?.solarToLoad),
      batteryToLoad: day(hours?.batteryToLoad),
      grid: day(hours?.grid),
      generator: day(hours?.generator),
      unmet: day(hours?.unmet),
      stateOfChargeKwh: day(hours?.stateOfCharge),
      gridOn: hoursOf(siteYear.grid, dayOfYear, 1, 0),
    };
  });
  const rainy = typicalDays[1]?.dayOfYear ?? 0;
  const weekStart = Math.min(365 - 7, rainy - (rainy % 7));
  const { year } = after;
  const supplyOf = (result: DispatchResult) => ({
    gridKwh: roundTo(result.year.grid, 1),
    generatorKwh: roundTo(result.year.generator, 1),
    generatorHours: result.generatorHours,
    fuel: roundTo(result.fuel, 1),
    unmetKwh: roundTo(result.year.unmet, 1),
  });
  return {
    method: 'hourly',
    seed: siteYear.seed,
    gridHoursPerDay: siteYear.gridHoursPerDay,
    year: roundSums(year),
    monthly: after.monthly.map(roundSums),
    solarFraction: year.load > 0 ? roundTo((year.solarToLoad + year.batteryToLoad) / year.load, 3) : 0,
    shortfallShare: shortfallShareOf(after),
    before: supplyOf(before),
    after: supplyOf(after),
    purchases,
    batteryThroughputKwh: roundTo(after.batteryThroughputKwh, 1),
    usableBatteryKwh: roundTo(usableKwh, 2),
    typicalDays,
    batteryWeek: { firstDay: weekStart, stateOfChargeKwh: hoursOf(hours?.stateOfCharge ?? [], weekStart, 7) },
  };
}

/** Share of the load that solar, battery and grid leave to the generator or unserved. */
export function shortfallShareOf(result: DispatchResult): number {
  const { load, generator, unmet } = result.year;
  return load > 0 ? roundTo((generator + unmet) / load, 4) : 0;
}
