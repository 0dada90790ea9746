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

/**
 * `formatNumber(1234.5, { minimumFractionDigits: 2 })` → `1,234.50`: the text `Intl.NumberFormat('en-NG', …)`
 * gives, which rounds the number's shortest decimal form half away from zero (`87075901.0315` →
 * `87,075,901.032`, where `toFixed` would round the binary value down).
 */
export function formatNumber(
  value: number,
  {
    minimumFractionDigits = 0,
    maximumFractionDigits = Math.max(3, minimumFractionDigits),
  }: FractionDigits = {},
): string {
  if (!Number.isFinite(value)) return Number.isNaN(value) ? 'NaN' : `${value < 0 ? '-' : ''}∞`;
  // The shortest decimal text without an exponent: the digits and where the point goes.
  const [, lead = '', rest = '', exponent = '0'] =
    /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(Math.abs(value))) ?? [];
  const point = lead.length + Number(exponent);
  const digits = (lead + rest)
    .padStart(lead.length + rest.length - point + 1, '0')
    .padEnd(point + maximumFractionDigits + 1, '0');
  const start = Math.max(point, 1);
  // Kept digits (whole and fraction), rounded up when the first dropped digit is 5 or more.
  let kept = digits.slice(0, start + maximumFractionDigits);
  if (digits.charAt(start + maximumFractionDigits) >= '5')
    kept = String(BigInt(kept) + 1n).padStart(kept.length, '0');
  const wholeLength = kept.length - maximumFractionDigits;
  const whole = kept.slice(0, wholeLength).replace(/^0+(?=\d)/, '');
  const fraction = kept.slice(wholeLength).replace(/0+$/, '').padEnd(minimumFractionDigits, '0');
  return `${value < 0 || Object.is(value, -0) ? '-' : ''}${groupThousands(whole)}${fraction ? `.${fraction}` : ''}`;
}
