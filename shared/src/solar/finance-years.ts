/**
 * The synthetic years behind the report's P50 and P90 (docs/solar-method-finance.md, U3): the
 * report's own year, then `uncertaintyYears − 1` more, each drawn from its own seed (its own days of
 * sun and its own year's total), the system dispatched hour by hour against each and priced as the
 * report prices its own.
 */
import type { EngineContext } from './context.ts';
import { evaluateEconomics } from './economics.ts';
import type { DispatchResult } from './hourly/dispatch.ts';
import {
  financeOverridesOf,
  financeReportOf,
  simulatedYearOf,
  type FinanceReport,
} from './report-finance.ts';
import type { SiteYear } from './simulation.ts';
import type { SolarOverrides } from '../solar-overrides.ts';
import { sunOfYear } from './uncertainty.ts';

type EconomicsInput = Parameters<typeof evaluateEconomics>[1];

/** Another year of the site's weather: its days drawn from `weatherSeed`, its total scaled by `sunFactor`. */
export type UncertaintyYear = { weatherSeed: number; sunFactor: number };

/**
 * The years after the report's own: seeds the site's seed plus 1, 2, … (the same site, the same
 * years), each seed drawing both the year's days (weather.ts) and its total of sun (U3).
 */
export function uncertaintyYearsOf(ctx: EngineContext, siteSeed: number): UncertaintyYear[] {
  const count = Math.max(1, Math.round(ctx.read('uncertaintyYears')));
  const spread = ctx.read('solarYearToYear');
  return Array.from({ length: count - 1 }, (_, index) => {
    const weatherSeed = (siteSeed + index + 1) >>> 0;
    return { weatherSeed, sunFactor: sunOfYear({ seed: weatherSeed, spread }) };
  });
}

export function financeOfSystem(
  ctx: EngineContext,
  {
    siteYear,
    economics,
    firstPurchases,
    run,
    overrides,
  }: {
    siteYear: SiteYear;
    /** The recommended system's economics input, its own year already run (`after`). */
    economics: EconomicsInput;
    /** What the report's own year buys before and after (already computed). */
    firstPurchases: ReturnType<typeof evaluateEconomics>['purchases'];
    /** Dispatches the system against another year of the site's weather. */
    run: (year: UncertaintyYear) => DispatchResult;
    overrides: SolarOverrides;
  },
): FinanceReport | null {
  const afters = [economics.after, ...uncertaintyYearsOf(ctx, siteYear.seed).map(run)];
  const years = afters.map((after, index) => {
    const purchases =
      index === 0 ? firstPurchases : evaluateEconomics(ctx, { ...economics, after }).purchases;
    return simulatedYearOf({
      year: after.year,
      purchases,
      batteryThroughputKwh: after.batteryThroughputKwh,
    });
  });
  return financeReportOf(ctx, {
    years,
    costs: economics.costs,
    battery: economics.system.battery,
    overrides: financeOverridesOf(overrides),
  });
}
