/**
 * Dates are shown in Nigerian time whatever the viewer's or server's own zone, so the history reads the
 * same on every device and in every e-mail. Africa/Lagos is UTC+1 all year (no daylight saving).
 */
export const APP_TIME_ZONE = 'Africa/Lagos';

const LAGOS_UTC_OFFSET = '+01:00';
const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

const LAGOS_OFFSET_MS = 60 * 60 * 1000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

type DateInput = Date | string | number;

/**
 * The wall clock in Lagos at an instant, read with the UTC getters of the instant moved by the fixed
 * offset. Written by hand, not with `Intl.DateTimeFormat`: a page's first formatter with a time zone
 * loads the zone and locale data on the main thread, 30–200 ms on a desktop (decision 029);
 * dates.test.ts checks these against `Intl` in Africa/Lagos.
 */
function lagosClock(value: DateInput): Date {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${String(value)}`);
  return new Date(date.getTime() + LAGOS_OFFSET_MS);
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** `MMM D, YYYY`, e.g. `Jan 5, 2024`. */
export function formatDate(value: DateInput): string {
  const clock = lagosClock(value);
  return `${MONTHS[clock.getUTCMonth()]} ${clock.getUTCDate()}, ${clock.getUTCFullYear()}`;
}

/** `h:mm:ss A`, e.g. `3:04:05 PM`. */
export function formatTime(value: DateInput): string {
  const clock = lagosClock(value);
  const hours = clock.getUTCHours();
  return `${hours % 12 || 12}:${twoDigits(clock.getUTCMinutes())}:${twoDigits(clock.getUTCSeconds())} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** `MMM D, YYYY h:mm:ss A`, e.g. `Jan 5, 2024 3:04:05 PM`. */
export function formatDateTime(value: DateInput): string {
  return `${formatDate(value)} ${formatTime(value)}`;
}

/** The Lagos calendar day of an instant as `YYYY-MM-DD` (the value of a date input). */
export function toLagosIsoDate(value: DateInput): string {
  const clock = lagosClock(value);
  return `${String(clock.getUTCFullYear()).padStart(4, '0')}-${twoDigits(clock.getUTCMonth() + 1)}-${twoDigits(clock.getUTCDate())}`;
}

/** True when `text` is a real calendar date written `YYYY-MM-DD` (rejects `2024-02-30`). */
export function isIsoDate(text: string): boolean {
  const match = ISO_DATE_PATTERN.exec(text);
  if (!match) return false;

  const [, year, month, day] = match.map(Number);
  const date = new Date(Date.UTC(year ?? 0, (month ?? 0) - 1, day ?? 0));
  return date.getUTCFullYear() === year && date.getUTCMonth() + 1 === month && date.getUTCDate() === day;
}

/** The instant a Lagos calendar day (`YYYY-MM-DD`) starts: the inclusive lower bound of a date filter. */
export function startOfLagosDay(isoDate: string): Date {
  if (!isIsoDate(isoDate)) throw new RangeError(`Not a YYYY-MM-DD date: ${isoDate}`);
  return new Date(`${isoDate}T00:00:00${LAGOS_UTC_OFFSET}`);
}

/** The instant the next Lagos day starts: the exclusive upper bound, so `to` includes the whole day. */
export function startOfNextLagosDay(isoDate: string): Date {
  const start = startOfLagosDay(isoDate);
  return new Date(start.getTime() + 24 * 60 * 60 * 1000);
}

/** STS tokens are shown in groups of 4 (`1234 5678 9012 3456 7890`); spaces and dashes are ignored. */
export function formatToken(token: string): string {
  const compact = token.replace(/[\s-]/g, '');
  return compact.match(/.{1,4}/g)?.join(' ') ?? '';
}

/**
 * A day typed as DD/MM/YYYY (also with `-` or `.`) as `YYYY-MM-DD`; '' for empty, null when it is no
 * real calendar day. The date filters read day/month/year, as Nigerians write dates (decision 020).
 */
export function dayMonthYearToIso(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(trimmed);
  if (!match) return null;
  const [, day = '', month = '', year = ''] = match;
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : null;
}

/** A `YYYY-MM-DD` day as DD/MM/YYYY, the way the date filters are typed; '' stays ''. */
export function isoToDayMonthYear(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return isoDate === '' ? '' : `${day}/${month}/${year}`;
}
