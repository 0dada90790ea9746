import { describe, expect, it } from 'vitest';
import { formatNumber, groupThousands } from './number-format.ts';

/** A small seeded generator, so a failure names values that come back on the next run. */
function seededRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const random = seededRandom(2026);
/** Whole numbers of every length, amounts with 1 to 4 decimals, halves, and tiny and negative values. */
const SAMPLES = [
  0,
  -0,
  1,
  -1,
  0.5,
  1.5,
  2.5,
  -2.5,
  0.005,
  0.015,
  1.005,
  1.115,
  0.125,
  999,
  1000,
  999_999.995,
  1_000_000,
  12_345_678.9,
  -0.0001,
  100_000_000_000_000,
  1e-7,
  5e-7,
  9.99e-7,
  -4.5e-7,
  1e21,
  1.5e21,
  1.2345e25,
  ...Array.from({ length: 2000 }, (_, index) => {
    const magnitude = 10 ** Math.floor(random() * 13);
    const decimals = index % 5;
    const value = Number((random() * magnitude).toFixed(decimals));
    return index % 7 === 0 ? -value : value;
  }),
];

const OPTIONS = [
  {},
  { maximumFractionDigits: 0 },
  { maximumFractionDigits: 1 },
  { maximumFractionDigits: 2 },
  { minimumFractionDigits: 2, maximumFractionDigits: 2 },
  { minimumFractionDigits: 1, maximumFractionDigits: 3 },
];

describe('formatNumber', () => {
  it.each(OPTIONS)('writes what Intl.NumberFormat("en-NG") writes, with %o', (options) => {
    const intl = new Intl.NumberFormat('en-NG', options);
    const differences = SAMPLES.map((value) => [
      value,
      formatNumber(value, options),
      intl.format(value),
    ]).filter(([, ours, theirs]) => ours !== theirs);
    expect(differences).toEqual([]);
  });

  it('groups digits in threes with commas and puts a dot before the fraction', () => {
    expect(formatNumber(1_234_567.5)).toBe('1,234,567.5');
    expect(formatNumber(1_100, { minimumFractionDigits: 2, maximumFractionDigits: 2 })).toBe('1,100.00');
    expect(formatNumber(0.285, { maximumFractionDigits: 2 })).toBe('0.29'); // 0.28499999… in binary, 0.285 written
    expect(formatNumber(-1_000.5, { maximumFractionDigits: 0 })).toBe('-1,001');
  });

  it('says what is not a number instead of throwing', () => {
    expect(formatNumber(Number.NaN)).toBe(new Intl.NumberFormat('en-NG').format(Number.NaN));
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe(
      new Intl.NumberFormat('en-NG').format(Number.POSITIVE_INFINITY),
    );
    expect(formatNumber(Number.NEGATIVE_INFINITY)).toBe(
      new Intl.NumberFormat('en-NG').format(Number.NEGATIVE_INFINITY),
    );
  });
});

describe('groupThousands', () => {
  it.each([
    ['', ''],
    ['7', '7'],
    ['100', '100'],
    ['1000', '1,000'],
    ['45012345678', '45,012,345,678'],
  ])('%s → %s', (digits, grouped) => {
    expect(groupThousands(digits)).toBe(grouped);
  });
});
