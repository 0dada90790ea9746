import { describe, expect, it } from 'vitest';
import {
  formatKobo,
  formatNaira,
  hasAtMostTwoDecimals,
  koboToNaira,
  nairaToKobo,
  totalWithFeeKobo,
} from './money.ts';

describe('nairaToKobo', () => {
  it.each([
    [1000, 100_000],
    [1100.1, 110_010],
    [0.29, 29],
    [0.57, 57],
    [1.15, 115],
    [4.35, 435],
    [19.99, 1999],
    [500_000, 50_000_000],
    [0, 0],
    [-2.5, -250],
  ])('converts %j naira to %j kobo exactly', (naira, kobo) => {
    expect(nairaToKobo(naira)).toBe(kobo);
  });

  it('is exact for every 2-decimal amount up to NGN 1,000', () => {
    const mismatches: number[] = [];
    for (let kobo = 0; kobo <= 100_000; kobo += 1) {
      const naira = Number((kobo / 100).toFixed(2));
      if (nairaToKobo(naira) !== kobo || nairaToKobo(naira.toFixed(2)) !== kobo) mismatches.push(kobo);
    }
    expect(mismatches).toEqual([]);
  });

  it.each([
    ['1100.10', 110_010],
    ['1100.1', 110_010],
    [' 250 ', 25_000],
    ['-3.05', -305],
  ])('converts the text %j to %j kobo', (text, kobo) => {
    expect(nairaToKobo(text)).toBe(kobo);
  });

  it.each([1.005, 0.001, Number.NaN, Number.POSITIVE_INFINITY, 1e20, '1.005', 'abc', '', '1,000', '1e3'])(
    'refuses %j',
    (value) => {
      expect(() => nairaToKobo(value)).toThrow(RangeError);
    },
  );
});

describe('koboToNaira', () => {
  it('converts integer kobo to naira', () => {
    expect(koboToNaira(110_010)).toBe(1100.1);
    expect(koboToNaira(10_000)).toBe(100);
    expect(koboToNaira(1)).toBe(0.01);
  });

  it('round-trips with nairaToKobo', () => {
    for (const kobo of [0, 1, 99, 12_345, 50_000_000]) expect(nairaToKobo(koboToNaira(kobo))).toBe(kobo);
  });

  it('refuses fractional kobo', () => {
    expect(() => koboToNaira(1.5)).toThrow(RangeError);
  });
});

describe('hasAtMostTwoDecimals', () => {
  it('tells 2-decimal amounts apart from finer ones', () => {
    expect(hasAtMostTwoDecimals(0.1 + 0.2)).toBe(true);
    expect(hasAtMostTwoDecimals(10.55)).toBe(true);
    expect(hasAtMostTwoDecimals(10.555)).toBe(false);
    expect(hasAtMostTwoDecimals(Number.NaN)).toBe(false);
  });
});

describe('totalWithFeeKobo', () => {
  it('adds the NGN 100 fee', () => {
    expect(totalWithFeeKobo(100_000)).toBe(110_000);
    expect(totalWithFeeKobo(nairaToKobo(1500.55))).toBe(nairaToKobo(1600.55));
  });
});

describe('formatNaira and formatKobo', () => {
  it.each([
    [1100, 'NGN 1,100.00'],
    [100, 'NGN 100.00'],
    [0.5, 'NGN 0.50'],
    [1234567.891, 'NGN 1,234,567.89'],
    [500_000, 'NGN 500,000.00'],
    [-25, '-NGN 25.00'],
  ])('formats %j naira as %j', (naira, text) => {
    expect(formatNaira(naira)).toBe(text);
  });

  it('formats kobo the same way', () => {
    expect(formatKobo(110_010)).toBe('NGN 1,100.10');
  });
});
