/**
 * The synthetic years behind the report's P50 and P90 (docs/solar-method-finance.md, U3): the
 * report's own year, then `uncertaintyYears − 1` more, each the site's year with its own seeded total
 * of sun, the system dispatched hour by hour against each and priced as the report prices its own.
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

/** The years a year's factor of sun is drawn for are the site's seed plus 1, 2, …: the same site, the same years. */
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
    /** Dispatches the system with its panels' output scaled by a year's factor of sun. */
    run: (sunFactor: number) => DispatchResult;
    overrides: SolarOverrides;
  },
): FinanceReport | null {
  const count = Math.max(1, Math.round(ctx.read('uncertaintyYears')));
  const spread = ctx.read('solarYearToYear');
  const afters = [economics.after];
  for (let index = 1; index < count; index += 1) {
    const factor = sunOfYear({ seed: (siteYear.seed + index) >>> 0, spread });
    afters.push(run(factor));
  }
  const years = afters.map((after, index) => {
    const purchases =
      index === 0 ? firstPurchases : evaluateEconomics(ctx, { ...economics, after }).purchases;
    return simulatedYearOf({
      year: after.year,
      before: { generatorKwh: economics.before.year.generator },
      after: { generatorKwh: after.year.generator },
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
