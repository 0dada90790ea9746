/**
 * How sure the figures are (docs/solar-method-finance.md, "P50 and P90", U1–U3): the engine runs
 * several seeded synthetic years, each with its own weather and its own year's total of sun, and
 * reads P50 and P90 off the results as Dobos, Gilman & Kasberg (2012, NREL/CP-6A20-54488) do from
 * multi-year SAM runs. A Pxx is the value that xx % of the years reach or do better than.
 */
import { seededRandom } from './hourly/random.ts';

/** One simulated year's outcome. A payback of `null` is one that never comes within the horizon. */
export type YearOutcome = { productionKwh: number; savings: number; paybackYears: number | null };

export type Exceedance = { p50: number | null; p90: number | null };

export type OutcomeSpread = {
  years: number;
  productionKwh: Exceedance;
  savings: Exceedance;
  paybackYears: Exceedance;
};

/**
 * U1, the q-quantile of values sorted ascending, by linear interpolation between order statistics
 * (Hyndman & Fan 1996, Am. Stat. 50(4):361–365, definition 7, the default of R and of Excel's
 * PERCENTILE.INC): h = (n − 1)q, Q = x⌊h⌋ + (h − ⌊h⌋)(x⌊h⌋+1 − x⌊h⌋).
 */
export function quantile({ sorted, share }: { sorted: readonly number[]; share: number }): number | null {
  if (sorted.length === 0) return null;
  const position = (sorted.length - 1) * Math.min(1, Math.max(0, share));
  const below = Math.floor(position);
  const low = sorted[below] ?? NaN;
  const high = sorted[Math.min(below + 1, sorted.length - 1)] ?? low;
  if (low === high) return low;
  return low + (position - below) * (high - low);
}

/**
 * U2, Pxx: for a figure where more is better (production, savings) the value exceeded in xx % of the
 * years, the (1 − xx/100)-quantile; for one where less is better (payback) the value not exceeded in
 * xx % of the years, the xx/100-quantile. A payback that never comes counts as the worst; a Pxx that
 * falls on one is `null` ("does not pay back").
 */
export function exceedance({
  values,
  percent,
  isMoreBetter,
}: {
  values: readonly (number | null)[];
  percent: number;
  isMoreBetter: boolean;
}): number | null {
  const worst = isMoreBetter ? -Infinity : Infinity;
  const sorted = values.map((value) => value ?? worst).sort((left, right) => left - right);
  const share = isMoreBetter ? 1 - percent / 100 : percent / 100;
  const value = quantile({ sorted, share });
  return value === null || !Number.isFinite(value) ? null : value;
}

export function spreadOf(outcomes: readonly YearOutcome[]): OutcomeSpread {
  const both = (values: readonly (number | null)[], isMoreBetter: boolean): Exceedance => ({
    p50: exceedance({ values, percent: 50, isMoreBetter }),
    p90: exceedance({ values, percent: 90, isMoreBetter }),
  });
  return {
    years: outcomes.length,
    productionKwh: both(
      outcomes.map((outcome) => outcome.productionKwh),
      true,
    ),
    savings: both(
      outcomes.map((outcome) => outcome.savings),
      true,
    ),
    paybackYears: both(
      outcomes.map((outcome) => outcome.paybackYears),
      false,
    ),
  };
}

/**
 * U3, the year's total of sun relative to the long-term mean: 1 + σ·z, z a standard normal drawn by
 * Box & Muller (1958, Ann. Math. Stat. 29(2):610–611) from the year's seed, cut at ±3σ. The monthly
 * table is a long-term mean, and the synthetic year reproduces it exactly; this factor gives each
 * seeded year the year-to-year spread real years have.
 */
export function sunOfYear({ seed, spread }: { seed: number; spread: number }): number {
  const random = seededRandom(seed);
  const uniform = Math.max(random(), Number.MIN_VALUE);
  const normal = Math.sqrt(-2 * Math.log(uniform)) * Math.cos(2 * Math.PI * random());
  return 1 + spread * Math.min(3, Math.max(-3, normal));
}
