/**
 * The load hour by hour (docs/solar-method.md, "The hourly load"): a 24-hour curve per system tier,
 * for a working day and a weekend, built from the load model's parts (loads.ts) and spread with
 * day shapes PowerPay chose (engineering assumptions, stated with each weight below). Each curve's
 * day (07:00–19:00 at home, the office's hours) and night energy equal the load model's, so the
 * hourly year carries the same kWh the answers gave.
 */
import type { SystemTier } from '../../solar-options.ts';
import { remembered } from './memo.ts';
import { DAYS_PER_YEAR, HOURS_PER_DAY, HOURS_PER_YEAR, isWeekend } from './calendar.ts';

/** kW each clock hour (= kWh in that hour), midnight first. */
export type DayCurve = readonly number[];
export type DayShape = { workday: DayCurve; weekend: DayCurve };

/** Weights over clock hours, spread so they carry `kwh`: `{ 7: 1.3, 8: 1 }` → kW per hour. */
function spread(kwh: number, weights: Readonly<Record<number, number>>): number[] {
  const total = Object.values(weights).reduce((sum, weight) => sum + weight, 0);
  return Array.from({ length: HOURS_PER_DAY }, (_, hour) =>
    total > 0 ? (kwh * (weights[hour] ?? 0)) / total : 0,
  );
}

function hoursFrom(start: number, count: number, weight = 1): Record<number, number> {
  return Object.fromEntries(Array.from({ length: count }, (_, index) => [(start + index) % 24, weight]));
}

const add = (...curves: DayCurve[]): number[] =>
  Array.from({ length: HOURS_PER_DAY }, (_, hour) =>
    curves.reduce((sum, curve) => sum + (curve[hour] ?? 0), 0),
  );

/**
 * A home's day: essentials by day with a morning and an early-evening rise, essentials by night
 * peaking 19:00–22:00 (lights, TV, fans) and low after midnight (fridge, freezer, fans); day ACs
 * 09:00–17:00 and night ACs 22:00–06:00 (the load model's 8 hours); heating at 07:00 (water heater,
 * kettle) and 17:00–19:00 (cooking). Homes run the same every day of the week.
 */
export function homeDayShapes(parts: {
  essentialsDayKwh: number;
  essentialsNightKwh: number;
  dayAcKwh: number;
  nightAcKwh: number;
  heatingKwh: number;
}): Record<SystemTier, DayShape> {
  const essentials = add(
    spread(parts.essentialsDayKwh, { 7: 1.3, 8: 1, ...hoursFrom(9, 8, 0.8), 17: 1.1, 18: 1.4 }),
    spread(parts.essentialsNightKwh, {
      19: 1.8,
      20: 2,
      21: 1.8,
      22: 1.2,
      ...hoursFrom(23, 6, 0.5),
      5: 0.7,
      6: 1.2,
    }),
  );
  const comfort = add(
    essentials,
    spread(parts.dayAcKwh, hoursFrom(9, 8)),
    spread(parts.heatingKwh, { 7: 0.4, 17: 0.3, 18: 0.3 }),
  );
  const full = add(comfort, spread(parts.nightAcKwh, hoursFrom(22, 8)));
  const same = (curve: DayCurve): DayShape => ({ workday: curve, weekend: curve });
  return { essentials: same(essentials), comfort: same(comfort), full: same(full) };
}

/**
 * An office's working day: the night share flat outside working hours (security lights, servers,
 * fridges), the rest over the working hours, lighter in the first and last hour (arriving, leaving)
 * and at 12:00 (lunch). Saturdays and Sundays stay at the night level all day. Essentials are the
 * same curve scaled to their share.
 */
export function officeDayShapes(parts: {
  dailyKwh: number;
  nightKwh: number;
  essentialShare: number;
  openFrom: number;
  openHours: number;
}): Record<SystemTier, DayShape> {
  const closedHours = HOURS_PER_DAY - parts.openHours;
  const nightKw = closedHours > 0 ? parts.nightKwh / closedHours : 0;
  const open = hoursFrom(parts.openFrom, parts.openHours);
  const weights = {
    ...open,
    [parts.openFrom]: 0.8,
    [(parts.openFrom + 4) % 24]: 0.9,
    [(parts.openFrom + parts.openHours - 1) % 24]: 0.75,
  };
  const workday = add(
    spread(Math.max(0, parts.dailyKwh - parts.nightKwh), weights),
    Array.from({ length: HOURS_PER_DAY }, (_, hour) => (hour in open ? 0 : nightKw)),
  );
  const weekend = Array.from({ length: HOURS_PER_DAY }, () => nightKw);
  const whole: DayShape = { workday, weekend };
  const scaled = (curve: DayCurve) => curve.map((kw) => kw * parts.essentialShare);
  return { essentials: { workday: scaled(workday), weekend: scaled(weekend) }, comfort: whole, full: whole };
}

/**
 * The year of load, kWh each hour, from a day shape; remembered, so a what-if that keeps the load
 * reuses the same arrays (and the simulated years kept with them). Callers never write to it.
 */
export const loadYear = remembered((shape: DayShape) => JSON.stringify(shape), computeLoadYear);

function computeLoadYear(shape: DayShape): Float64Array {
  const year = new Float64Array(HOURS_PER_YEAR);
  for (let day = 0; day < DAYS_PER_YEAR; day += 1) {
    const curve = isWeekend(day) ? shape.weekend : shape.workday;
    for (let hour = 0; hour < HOURS_PER_DAY; hour += 1) year[day * HOURS_PER_DAY + hour] = curve[hour] ?? 0;
  }
  return year;
}
