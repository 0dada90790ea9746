import { describe, expect, it } from 'vitest';
import { exceedance, quantile, spreadOf, sunOfYear, type YearOutcome } from './uncertainty.ts';

describe('quantiles (U1), against R’s quantile(type = 7) and Excel’s PERCENTILE.INC', () => {
  it('reads the 10th, 50th and 90th percentiles of 1…10 as 1.9, 5.5 and 9.1', () => {
    const sorted = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

    expect(quantile({ sorted, share: 0.1 })).toBeCloseTo(1.9, 12);
    expect(quantile({ sorted, share: 0.5 })).toBeCloseTo(5.5, 12);
    expect(quantile({ sorted, share: 0.9 })).toBeCloseTo(9.1, 12);
  });

  it('reads Excel’s PERCENTILE.INC example {1, 2, 3, 4} at 0.3 as 1.9', () => {
    expect(quantile({ sorted: [1, 2, 3, 4], share: 0.3 })).toBeCloseTo(1.9, 12);
  });

  it('has no quantile of nothing, and the one value of one', () => {
    expect(quantile({ sorted: [], share: 0.5 })).toBeNull();
    expect(quantile({ sorted: [7], share: 0.9 })).toBe(7);
  });
});

describe('P50 and P90 (U2)', () => {
  const tenYears: YearOutcome[] = [10, 11, 12, 13, 14, 15, 16, 17, 18, 19].map((index) => ({
    productionKwh: index * 1_000,
    savings: index * 100_000,
    paybackYears: 30 / index,
  }));

  it('puts P90 production and savings below P50: the value 90 % of years reach', () => {
    const spread = spreadOf(tenYears);
    const production = tenYears.map((year) => year.productionKwh);
    const reached = (threshold: number) =>
      production.filter((value) => value >= threshold).length / production.length;

    expect(spread.years).toBe(10);
    expect(spread.productionKwh.p50).toBeCloseTo(14_500, 6);
    expect(spread.productionKwh.p90).toBeCloseTo(10_900, 6);
    expect(reached(spread.productionKwh.p90 ?? Infinity)).toBeGreaterThanOrEqual(0.9);
    expect(spread.savings.p90 ?? Infinity).toBeLessThan(spread.savings.p50 ?? 0);
  });

  it('puts the P90 payback above the P50: the payback 90 % of years do at least as well as', () => {
    const { paybackYears } = spreadOf(tenYears);

    expect(paybackYears.p50).toBeCloseTo((30 / 14 + 30 / 15) / 2, 9);
    expect(paybackYears.p90 ?? 0).toBeGreaterThan(paybackYears.p50 ?? Infinity);
    expect(paybackYears.p90 ?? Infinity).toBeLessThan(30 / 10);
  });

  it('says "does not pay back" at P90 when more than a tenth of the years never pay back', () => {
    const paybacks = [2, 2.5, 3, 3.2, 3.4, 3.8, 4, 4.2, null, null];

    expect(exceedance({ values: paybacks, percent: 90, isMoreBetter: false })).toBeNull();
    expect(exceedance({ values: paybacks, percent: 50, isMoreBetter: false })).toBeCloseTo(3.6, 9);
  });
});

describe('a year’s total of sun (U3)', () => {
  const factors = Array.from({ length: 2_000 }, (_, seed) => sunOfYear({ seed, spread: 0.04 }));
  const mean = factors.reduce((total, factor) => total + factor, 0) / factors.length;
  const deviation = Math.sqrt(
    factors.reduce((total, factor) => total + (factor - mean) ** 2, 0) / (factors.length - 1),
  );

  it('is the same for the same seed', () => {
    expect(sunOfYear({ seed: 42, spread: 0.04 })).toBe(sunOfYear({ seed: 42, spread: 0.04 }));
  });

  it('averages 1 with the spread asked for, and stays within ±3σ', () => {
    expect(mean).toBeCloseTo(1, 2);
    expect(deviation).toBeGreaterThan(0.036);
    expect(deviation).toBeLessThan(0.044);
    expect(Math.min(...factors)).toBeGreaterThanOrEqual(0.88);
    expect(Math.max(...factors)).toBeLessThanOrEqual(1.12);
  });
});
