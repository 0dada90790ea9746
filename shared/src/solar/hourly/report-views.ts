/**
 * What the report shows of the hour-by-hour simulation (docs/decisions/051): rows for the web's SVG
 * charts, their table alternatives and the PDF, computed once here so all three show the same numbers.
 * Each function reads a slice of the simulation's results (dispatch.ts sums and hours, a day or a
 * week of them) and the life-cycle cash flow (finance.ts); none runs the simulation.
 */
import { discountFactor, discountedPayback } from '../finance.ts';
import { FIRST_DAY_OF_MONTH, HOURS_PER_DAY, MONTH_OF_DAY } from './calendar.ts';
import type { BilledPurchases, SupplyYearLike } from './before-after.ts';
import type { EnergySums } from './dispatch.ts';

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** The sources a kWh of the load can come from, in the order the dispatch calls on them. */
export const SUPPLY_SOURCES = ['solar', 'battery', 'grid', 'generator', 'unmet'] as const;
export type SupplySource = (typeof SUPPLY_SOURCES)[number];
export const SUPPLY_SOURCE_LABELS: Record<SupplySource, string> = {
  solar: 'Solar, used as it is made',
  battery: 'Battery',
  grid: 'Grid',
  generator: 'Generator',
  unmet: 'Not met',
};

export type SupplyRow = Record<SupplySource, number> & { label: string; load: number };

const round = (value: number, digits: number) => {
  const factor = 10 ** digits;
  const rounded = Math.round((Number.isFinite(value) ? value : 0) * factor) / factor;
  return rounded === 0 ? 0 : rounded;
};

const supplyOf = (
  label: string,
  sums: Pick<EnergySums, 'load' | 'solarToLoad' | 'batteryToLoad' | 'grid' | 'generator' | 'unmet'>,
  digits: number,
): SupplyRow => ({
  label,
  load: round(sums.load, digits),
  solar: round(sums.solarToLoad, digits),
  battery: round(sums.batteryToLoad, digits),
  grid: round(sums.grid, digits),
  generator: round(sums.generator, digits),
  unmet: round(sums.unmet, digits),
});

/** The load of each month split by where it came from, kWh (January first, to 0.1 kWh). */
export function monthlySupplyRows(monthly: readonly EnergySums[]): SupplyRow[] {
  return monthly.map((sums, month) => supplyOf(MONTH_NAMES[month]?.slice(0, 3) ?? '', sums, 1));
}

/** One day's flows, kWh each clock hour, midnight first (a day of the simulation's hours). */
export type DayFlows = {
  load: readonly number[];
  /** All the array made, used or not. */
  solar: readonly number[];
  solarToLoad: readonly number[];
  batteryToLoad: readonly number[];
  grid: readonly number[];
  generator: readonly number[];
  unmet: readonly number[];
};

export type HourRow = SupplyRow & { hour: number; solarMade: number };

export const hourLabel = (hour: number) => `${String(hour % 24).padStart(2, '0')}:00`;

/** A day as 24 rows: the load, what the array made and where each hour's load came from (to 0.01 kWh). */
export function dayRows(day: DayFlows): HourRow[] {
  return Array.from({ length: HOURS_PER_DAY }, (_, hour) => ({
    ...supplyOf(
      hourLabel(hour),
      {
        load: day.load[hour] ?? 0,
        solarToLoad: day.solarToLoad[hour] ?? 0,
        batteryToLoad: day.batteryToLoad[hour] ?? 0,
        grid: day.grid[hour] ?? 0,
        generator: day.generator[hour] ?? 0,
        unmet: day.unmet[hour] ?? 0,
      },
      2,
    ),
    hour,
    solarMade: round(day.solar[hour] ?? 0, 2),
  }));
}

/** The day's totals by source, kWh, for a chart's one-sentence summary and the PDF's line. */
export function dayTotals(rows: readonly HourRow[]): SupplyRow & { solarMade: number } {
  const total = (pick: (row: HourRow) => number) =>
    round(
      rows.reduce((sum, row) => sum + pick(row), 0),
      1,
    );
  return {
    label: 'Day',
    load: total((row) => row.load),
    solar: total((row) => row.solar),
    battery: total((row) => row.battery),
    grid: total((row) => row.grid),
    generator: total((row) => row.generator),
    unmet: total((row) => row.unmet),
    solarMade: total((row) => row.solarMade),
  };
}

/** "14 February" for day 44 of the simulated year (day 0 = 1 January). */
export function dateOfDay(dayOfYear: number): string {
  const day = Math.min(364, Math.max(0, Math.floor(dayOfYear)));
  const month = MONTH_OF_DAY[day] ?? 0;
  return `${day - (FIRST_DAY_OF_MONTH[month] ?? 0) + 1} ${MONTH_NAMES[month] ?? ''}`;
}

export type BatteryWeekDay = {
  label: string;
  /** Lowest and highest charge that day, and the charge at midnight after it, % of the usable energy. */
  lowest: number;
  highest: number;
  atMidnight: number;
};

export type BatteryWeek = {
  /** % of the usable energy at the end of each hour, 7 × 24 values. */
  percent: number[];
  days: BatteryWeekDay[];
  /** Hours the battery sat at its floor (empty, down to its depth of discharge). */
  hoursEmpty: number;
};

/**
 * A week of the battery's charge, as % of its usable energy (100 % full, 0 % at its depth of
 * discharge): the hourly line for the chart, each day's lowest, highest and midnight charge for the
 * table. A battery of no usable energy is 0 % throughout.
 */
export function batteryWeekOf({
  stateOfChargeKwh,
  usableKwh,
  firstDay,
}: {
  stateOfChargeKwh: readonly number[];
  usableKwh: number;
  firstDay: number;
}): BatteryWeek {
  const percent = stateOfChargeKwh.map((kwh) =>
    usableKwh > 0 ? round(Math.min(100, Math.max(0, (100 * kwh) / usableKwh)), 1) : 0,
  );
  const days = Array.from({ length: Math.floor(percent.length / HOURS_PER_DAY) }, (_, index) => {
    const values = percent.slice(index * HOURS_PER_DAY, (index + 1) * HOURS_PER_DAY);
    return {
      label: dateOfDay(firstDay + index),
      lowest: Math.min(...values),
      highest: Math.max(...values),
      atMidnight: values[values.length - 1] ?? 0,
    };
  });
  return { percent, days, hoursEmpty: percent.filter((value) => value <= 0.5).length };
}

export type LifetimePoint = {
  year: number;
  net: number;
  cumulative: number;
  /** At the discount rate: what each year's money is worth on the day of purchase. */
  discountedCumulative: number;
};

/**
 * The cash flow over the system's life (finance.ts F2, F6): each year's net (year 0 the purchase, a
 * negative), its running total and its running total discounted to the day of purchase, whole naira;
 * and the discounted payback.
 */
export function lifetimeCashFlow({
  flows,
  rate,
}: {
  flows: readonly { year: number; net: number }[];
  rate: number;
}): { points: LifetimePoint[]; discountedPaybackYears: number | null } {
  let cumulative = 0;
  let discounted = 0;
  const points = flows.map(({ year, net }) => {
    cumulative += net;
    discounted += net * discountFactor({ rate, year });
    return {
      year,
      net: Math.round(net),
      cumulative: Math.round(cumulative),
      discountedCumulative: Math.round(discounted),
    };
  });
  const byYear: number[] = [];
  for (const { year, net } of flows) byYear[year] = (byYear[year] ?? 0) + net;
  const payback = discountedPayback({ rate, cashFlows: Array.from(byYear, (net) => net ?? 0) });
  return { points, discountedPaybackYears: payback === null ? null : round(payback, 1) };
}

/**
 * The part of the simulation the report's "Hour by hour" section reads: the year by month, a typical
 * dry-season and rainy-season day, a week of the battery, and the grid and generator before and after.
 */
export type SimulationView = {
  monthly: readonly EnergySums[];
  typicalDays: readonly (DayFlows & { id: 'dry_season' | 'rainy_season'; dayOfYear: number })[];
  batteryWeek: { firstDay: number; stateOfChargeKwh: readonly number[] };
  usableBatteryKwh: number;
  before: SupplyYearLike;
  after: SupplyYearLike;
  purchases: BilledPurchases;
};

/**
 * "How sure are these figures", in plain words (docs/decisions/051): how the figures were made and
 * what they cannot know. The same paragraphs on the page and in the PDF.
 */
export const HOW_THE_FIGURES_WERE_MADE = [
  "We have no record of the weather at your site hour by hour, so we draw a year of it from your site's average sun for each month: dull and bright days follow each other as they do in real weather (a published model of day-to-day weather, Aguiar and others, 1988), and each month's sun adds up to its average.",
  'Your use hour by hour comes from your answers: your daily use, spread over the usual day of a home or an office (evening lights and fans, ACs at night, office hours and weekends). The grid is on for the hours a day you gave, in blocks at different times each day, mostly by day or at night if you told us when supply usually comes.',
  'Then, for every hour of the year, solar serves your use first and its surplus charges the battery; the battery serves what is left, down to the depth that keeps it healthy; then the grid when it is on; then the generator, burning fuel as a generator of its size does.',
] as const;

export const WHAT_THE_FIGURES_CANNOT_KNOW = [
  'A real year is never the average one: a dull rainy season gives less, a bright one more. The typical days above are the middle day of February and of August, not the best or the worst.',
  "If your use grows, or the grid's hours change, the savings change with them. Fuel and electricity prices are today's, rising as the assumptions below say.",
  "This is an estimate from your answers. An installer's site visit checks the roof, the shading and the wiring before a firm quotation.",
] as const;
