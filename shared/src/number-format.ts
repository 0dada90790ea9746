/**
 * Numbers as Nigerians read them (en-NG: `1,234,567.5`), written by hand instead of with `Intl`. A
 * page's first `Intl` formatter makes the browser load its locale data on the main thread: 30–120 ms on
 * a desktop, several times that on a phone, in the middle of the page's start (decision 029). en-NG
 * is the plain Western style, so the rule is short: digits in threes with commas, a dot before the
 * fraction. number-format.test.ts checks it against `Intl.NumberFormat('en-NG')`.
 */

export interface FractionDigits {
  /** Decimals always shown (default 0). */
  minimumFractionDigits?: number;
  /** Decimals at most, the last one rounded half away from zero (default 3, as `Intl`'s). */
  maximumFractionDigits?: number;
}

/** `1234567` → `1,234,567`: a run of digits grouped in threes. */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** A non-negative number's shortest decimal text (what `String` gives), without an exponent. */
function plainDecimal(magnitude: number): string {
  const text = String(magnitude);
  const match = /^(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!match) return text;
  const [, lead = '', rest = '', exponentText = '0'] = match;
  const digits = lead + rest;
  const exponent = Number(exponentText);
  if (exponent < 0) return `0.${'0'.repeat(-exponent - 1)}${digits}`;
  return digits.length <= exponent + 1 ? digits.padEnd(exponent + 1, '0') : `${digits.slice(0, exponent + 1)}.${digits.slice(exponent + 1)}`;
}

/** `[whole, fraction]` of a plain decimal text rounded to `decimals`, half away from zero. */
function roundDecimal(text: string, decimals: number): [string, string] {
  const [whole = '0', fraction = ''] = text.split('.');
  if (fraction.length <= decimals) return [whole, fraction];
  const kept = whole + fraction.slice(0, decimals);
  const rounded = (fraction.charAt(decimals) >= '5' ? (BigInt(kept) + 1n).toString() : kept).padStart(kept.length, '0');
  const wholeLength = rounded.length - decimals;
  return [rounded.slice(0, wholeLength).replace(/^0+(?=\d)/, ''), rounded.slice(wholeLength)];
}

/**
 * `formatNumber(1234.5, { minimumFractionDigits: 2 })` → `1,234.50`: the text `Intl.NumberFormat('en-NG', …)`
 * gives, which rounds the number's shortest decimal form (`87075901.0315` → `87,075,901.032`).
 */
export function formatNumber(
  value: number,
  { minimumFractionDigits = 0, maximumFractionDigits = Math.max(3, minimumFractionDigits) }: FractionDigits = {},
): string {
  if (!Number.isFinite(value)) return Number.isNaN(value) ? 'NaN' : `${value < 0 ? '-' : ''}∞`;
  const [whole, fraction] = roundDecimal(plainDecimal(Math.abs(value)), maximumFractionDigits);
  const shownFraction = fraction.replace(/0+$/, '').padEnd(minimumFractionDigits, '0');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${groupThousands(whole)}${shownFraction ? `.${shownFraction}` : ''}`;
}
