/**
 * The report's three tiers (decision 010, docs/solar-method.md): each tier's system sized, run hour by
 * hour against the site's year, priced and valued; the recommended one also gives the report its
 * simulation and its money over the system's life (decision 050).
 */
import type { SolarOverrides } from '../solar-overrides.ts';
import { SYSTEM_TIERS, SYSTEM_TIER_LABELS, type SystemTier } from '../solar-options.ts';
import type { SolarConstants } from './constants.ts';
import { roundTo, type EngineContext } from './context.ts';
import { evaluateEconomics, type baselineOf } from './economics.ts';
import { financeOfSystem, type UncertaintyYear } from './finance-years.ts';
import type { DispatchResult } from './hourly/dispatch.ts';
import { loadYear } from './hourly/load-shape.ts';
import { remembered } from './hourly/memo.ts';
import type { LoadModel } from './loads.ts';
import { productionSummary } from './production.ts';
import { roundTripOf, runSystem, simulationOf, type SiteYear } from './simulation.ts';
import { meanNightKw, nightBackup } from './backup.ts';
import { financeOverridesOf, financeRatesOf } from './report-finance.ts';
import { searchTierSystem } from './sizing-search.ts';
import type { SizingOptions } from './sizing.ts';
import type {
  EnergyReport,
  EngineAudit,
  Economics,
  Environment,
  Production,
  SystemDesign,
  TierOption,
} from './types.ts';

const TIER_DESCRIPTIONS: Record<EngineAudit['type'], Record<SystemTier, string>> = {
  home: {
    essentials: 'Lights, fans, fridge and TV, day and night.',
    comfort: 'Essentials, plus daytime ACs and heavy appliances on solar; essentials on battery at night.',
    full: 'Everything, day and night, with panels sized for the rainy season.',
  },
  office: {
    essentials: 'Lights, computers, network and fridges, day and night.',
    comfort: 'The whole load on solar by day and battery at night.',
    full: 'The whole load, with panels sized for the rainy season.',
  },
};

/** The load a tier leaves off its inverter, hour by hour; remembered by the tier's load key. */
const bypassOf = (() => {
  const remember = remembered(
    ({ key }: { key: string; wholeLoad: Float64Array; onInverter: Float64Array }) => key,
    ({ wholeLoad, onInverter }) => wholeLoad.map((kwh, hour) => Math.max(0, kwh - (onInverter[hour] ?? 0))),
  );
  return (key: string, loads: { wholeLoad: Float64Array; onInverter: Float64Array }) =>
    remember({ key, ...loads });
})();

export type TierResult = {
  option: TierOption;
  production: Production;
  economics: Economics;
  environment: Environment;
};

export type TiersInput = {
  audit: EngineAudit;
  constants: SolarConstants;
  overrides: SolarOverrides;
  load: LoadModel;
  options: SizingOptions;
  baseline: ReturnType<typeof baselineOf>;
  siteYear: SiteYear;
  /** The site's year with its weather drawn from another seed: the years behind P50 and P90. */
  siteYearFor: (weatherSeed: number) => SiteYear;
  /** The whole load, hour by hour, and the site today run against it. */
  wholeLoad: Float64Array;
  today: DispatchResult;
  recommendedTier: SystemTier;
};

export type TiersResult = {
  results: TierResult[];
  simulation: EnergyReport['simulation'] | null;
  finance: EnergyReport['finance'];
};

export function simulateTiers(ctx: EngineContext, input: TiersInput): TiersResult {
  const { audit, constants, overrides, load, options, baseline, siteYear, wholeLoad, today } = input;
  const { recommendedTier, siteYearFor } = input;
  const rates = financeRatesOf(ctx, financeOverridesOf(overrides));
  let simulation: TiersResult['simulation'] = null;
  let finance: TiersResult['finance'] = null;

  const results: TierResult[] = SYSTEM_TIERS.map((id) => {
    const tierLoad = load.tiers[id];
    const loadKey = JSON.stringify([load.shapes[id], load.shapes.full]);
    const onInverter = loadYear(load.shapes[id]);
    const bypass = bypassOf(loadKey, { wholeLoad, onInverter });
    const runOf = (
      design: SystemDesign,
      {
        sun = 1,
        keepHours = false,
        year = siteYear,
      }: { sun?: number; keepHours?: boolean; year?: SiteYear } = {},
    ) =>
      runSystem(ctx, year, {
        kwp: design.pv.kwp * sun,
        usableKwh: design.battery.usableKwh,
        chemistry: design.battery.chemistry,
        inverterKva: design.inverter.kva,
        load: onInverter,
        bypass,
        keepHours,
        loadKey,
      });
    const { system, costs, search, ...searched } = searchTierSystem(ctx, {
      tierLoad,
      options,
      constants,
      baseline,
      rates,
      today,
      run: (design) => runOf(design),
    });
    const after = id === recommendedTier ? runOf(system, { keepHours: true }) : searched.after;
    const economicsInput = { baseline, system, costs, before: today, after, rates };
    const { economics, environment, yearlyKwh, purchases } = evaluateEconomics(ctx, economicsInput);
    const production = productionSummary({
      kwp: system.pv.kwp,
      monthlyKwh: after.monthly.map((month) => month.solar),
      monthlyLoadKwh: after.monthly.map((month) => month.load),
      yearlyKwh,
      degradationPerYear: ctx.read('moduleDegradation'),
      servedKwh: after.year.solarToLoad + after.year.batteryToLoad,
    });
    if (id === recommendedTier) {
      const run = ({ weatherSeed, sunFactor }: UncertaintyYear) =>
        runOf(system, { sun: sunFactor, year: siteYearFor(weatherSeed) });
      finance = financeOfSystem(ctx, {
        siteYear,
        economics: economicsInput,
        firstPurchases: purchases,
        run,
        overrides,
      });
      simulation = simulationOf({
        siteYear,
        load: wholeLoad,
        after,
        before: today,
        purchases,
        usableKwh: system.battery.usableKwh,
        kwp: system.pv.kwp,
      });
    }
    const option: TierOption = {
      id,
      label: SYSTEM_TIER_LABELS[id],
      description: TIER_DESCRIPTIONS[audit.type][id],
      isRecommended: id === recommendedTier,
      load: {
        ...tierLoad,
        dailyKwh: roundTo(tierLoad.dailyKwh, 3),
        nightKwh: roundTo(tierLoad.nightKwh, 3),
        peakKw: roundTo(tierLoad.peakKw, 3),
        startingExtraKw: roundTo(tierLoad.startingExtraKw, 3),
      },
      system,
      annualProductionKwh: production.annualKwh,
      solarFraction: production.solarFraction,
      costs,
      annualSavings: economics.annualSavings,
      paybackYears: economics.paybackYears,
      paybackStatus: economics.paybackStatus,
      search,
      backup: nightBackup({
        usableKwh: system.battery.usableKwh,
        roundTrip: roundTripOf(ctx, system.battery.chemistry),
        nightKw: meanNightKw(onInverter),
      }),
    };
    return { option, production, economics, environment };
  });

  return { results, simulation, finance };
}
