/**
 * Hours of backup at night (decision 059): how long a full battery alone carries the tier's night-time
 * load, read from the hourly load model (docs/solar-method.md, "The hourly load").
 */
import { HOURS_PER_DAY } from './hourly/calendar.ts';

/** The night the load model and the grid's day/night pattern use: 19:00 to 07:00. */
export const NIGHT_START_HOUR = 19;
export const NIGHT_END_HOUR = 7;
export const NIGHT_HOURS = HOURS_PER_DAY - NIGHT_START_HOUR + NIGHT_END_HOUR;

const isNight = (hour: number) => hour >= NIGHT_START_HOUR || hour < NIGHT_END_HOUR;

export type NightBackup = {
  /** What a full battery hands the load: usable kWh (after depth of discharge) × √η. */
  deliverableKwh: number;
  /** The tier's mean load over the night's hours, kW, from the hourly year. */
  nightKw: number;
  /** deliverableKwh ÷ nightKw; null when the tier has no night-time load on its circuits. */
  hours: number | null;
};

/** The mean kW over the night's clock hours of a year of hourly kWh (midnight first, day after day). */
export function meanNightKw(load: ArrayLike<number>): number {
  let total = 0;
  let hours = 0;
  for (let index = 0; index < load.length; index += 1) {
    if (!isNight(index % HOURS_PER_DAY)) continue;
    total += load[index] ?? 0;
    hours += 1;
  }
  return hours > 0 ? total / hours : 0;
}

/**
 * The battery's usable kWh (nominal × depth of discharge) reaches the load through the discharge half
 * of its round trip, √η, as in the dispatch (docs/solar-method.md, "Dispatch", step 3); the charging
 * half was paid when it filled. Hours = that energy ÷ the mean night-time kW.
 */
export function nightBackup({
  usableKwh,
  roundTrip,
  nightKw,
}: {
  usableKwh: number;
  roundTrip: number;
  nightKw: number;
}): NightBackup {
  const deliverableKwh = Math.max(0, usableKwh) * Math.sqrt(Math.min(1, Math.max(0, roundTrip)));
  return { deliverableKwh, nightKw, hours: nightKw > 0 ? deliverableKwh / nightKw : null };
}
