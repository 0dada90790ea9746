import { CURRENCY, FEE_KOBO } from './constants.ts';
import { formatNumber } from './number-format.ts';

/** Money is integer kobo everywhere it is stored or added up; the API speaks naira numbers. */

const NAIRA_TEXT_PATTERN = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/** True when `naira` has no more than two decimals (allowing for binary floating-point noise). */
export function hasAtMostTwoDecimals(naira: number): boolean {
  if (!Number.isFinite(naira)) return false;

  const hundredths = naira * 100;
  return Math.abs(hundredths - Math.round(hundredths)) < 1e-6;
}

/**
 * Converts naira (a number or a decimal string) to integer kobo without float errors:
 * `nairaToKobo(1100.1)` is `110010`, never `110009.99…`. Throws a RangeError for values with more than
 * two decimals, non-numbers and amounts beyond the safe integer range.
 */
export function nairaToKobo(naira: number | string): number {
  const kobo = typeof naira === 'string' ? parseNairaText(naira) : Math.round(naira * 100);

  if (typeof naira === 'number' && !hasAtMostTwoDecimals(naira)) {
    throw new RangeError(`Not a naira amount with at most 2 decimals: ${naira}`);
  }
  if (!Number.isSafeInteger(kobo)) throw new RangeError(`Amount out of range: ${naira}`);

  return Object.is(kobo, -0) ? 0 : kobo;
}

function parseNairaText(text: string): number {
  const match = NAIRA_TEXT_PATTERN.exec(text.trim());
  if (!match) throw new RangeError(`Not a naira amount with at most 2 decimals: "${text}"`);

  const [, sign, whole = '', fraction = ''] = match;
  const kobo = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign === '-' ? -kobo : kobo;
}

/** Converts integer kobo to a naira number for the API (`110010` → `1100.1`). */
export function koboToNaira(kobo: number): number {
  if (!Number.isSafeInteger(kobo)) throw new RangeError(`Kobo must be a safe integer: ${kobo}`);

  return kobo / 100;
}

/** The amount the customer pays: the purchase amount plus the fixed NGN 100 fee, in kobo. */
export function totalWithFeeKobo(amountKobo: number): number {
  return amountKobo + FEE_KOBO;
}

/** `NGN 1,100.00`: en-NG grouping with 2 decimals, prefixed with the currency code as docs/product.md §9 shows it. */
export function formatNaira(naira: number): string {
  const sign = naira < 0 ? '-' : '';
  return `${sign}${CURRENCY} ${formatNumber(Math.abs(naira), { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** Formats an integer kobo amount the same way as `formatNaira`. */
export function formatKobo(kobo: number): string {
  return formatNaira(koboToNaira(kobo));
}
