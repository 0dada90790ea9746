/**
 * The engine's core: an audit response (home or office, with any optional answers), where its site is
 * (`locateSite`, done once on the server) and the customer's what-if overrides in, the whole energy
 * report out. Pure and synchronous: no I/O, no clock, no randomness, so the same input always gives
 * the same report (docs/decisions/010).
 */
import type { SolarOverrides } from '../solar-overrides.ts';
import { SYSTEM_TIERS, SYSTEM_TIER_LABELS, type SystemTier } from '../solar-options.ts';
import {
  SOLAR_CONSTANTS,
  SOLAR_CONSTANTS_VERSION,
  type SolarConstantKey,
  type SolarConstants,
} from './constants.ts';
import { createContext, roundTo, type EngineContext } from './context.ts';
import { billOfQuantities } from './costs.ts';
import { baselineOf, evaluateEconomics } from './economics.ts';
import { financeOfSystem } from './finance-years.ts';
import { homeLoad, officeLoad, type LoadModel } from './loads.ts';
import { overriddenValues } from './overridden.ts';
import { loadYear } from './hourly/load-shape.ts';
import { productionSummary } from './production.ts';
import { roundTripOf, runSystem, simulationOf, siteYearOf } from './simulation.ts';
import { reportSiteOf } from './site-report.ts';
import { sizeSystem, formatFigure, type SizingOptions } from './sizing.ts';
import { currentSituationOf } from './situation.ts';
import { SOLAR_DATA_VERSION } from './solar-data.ts';
import type {
  AssumptionUsed,
  EnergyReport,
  EngineAudit,
  Economics,
  Environment,
  Production,
  ReportSite,
  SiteLocation,
  TierOption,
} from './types.ts';

export type EnergyReportInput = {
  audit: EngineAudit;
  overrides?: SolarOverrides;
  /** Another constants set (tests, or a newer version); defaults to SOLAR_CONSTANTS. */
  constants?: SolarConstants;
};

/** Where the site is comes from `locateSite`, which the browser never loads (docs/decisions/010). */
export type ComposeReportInput = EnergyReportInput & { location: SiteLocation };

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

/** The roof or land answered, or null when not known: 0 (the form needs a number) or nothing usable. */
function roofAreaOf(land: number | null | undefined): number | null {
  return typeof land === 'number' && Number.isFinite(land) && land > 0 ? land : null;
}

type TierResult = {
  option: TierOption;
  production: Production;
  economics: Economics;
  environment: Environment;
};

function sizingOptionsFor(
  ctx: EngineContext,
  {
    audit,
    site,
    overrides,
    hasBackup,
    existingInverterKva,
  }: {
    audit: EngineAudit;
    site: ReportSite;
    overrides: SolarOverrides;
    hasBackup: boolean;
    existingInverterKva: number | null;
  },
): SizingOptions {
  const chemistry = overrides.batteryType ?? audit.batteryType ?? 'lithium';
  const darkestMonths = [...site.monthlyGhi].sort((left, right) => left - right).slice(0, 3);
  return {
    annualGhi: site.annualGhi,
    rainySeasonGhi: darkestMonths.reduce((total, value) => total + value, 0) / darkestMonths.length,
    performanceRatio: site.performanceRatio,
    shadingFactor: site.shadingFactor,
    tilt: site.tilt,
    orientation: site.orientation,
    moduleWatts: overrides.moduleWatts ?? ctx.read('moduleWatts'),
    areaM2: roofAreaOf(audit.land),
    roofType: audit.roofType ?? null,
    chemistry,
    roundTrip: roundTripOf(ctx, chemistry),
    autonomyDays: ctx.read(hasBackup ? 'autonomyBacked' : 'autonomyUnbacked'),
    existingInverterKva,
  };
}

function warnAboutSystem(
  ctx: EngineContext,
  { audit, option, production, economics }: { audit: EngineAudit } & TierResult,
) {
  const { pv, inverter } = option.system;
  const area = roofAreaOf(audit.land);
  if (area === null) {
    ctx.warn(
      'roof_space_unknown',
      `We do not know your roof or land space, so the panels are sized on your use alone: they need about ${formatFigure(pv.areaNeededM2)} m². Check the space is there, or tell us the space to see what fits.`,
    );
  } else if (pv.isAreaLimited && pv.maxKwpOnArea !== null) {
    ctx.warn(
      'roof_too_small',
      `Your ${formatFigure(area)} m² fits ${formatFigure(pv.maxKwpOnArea)} kWp of the ${formatFigure(pv.requiredKwp)} kWp needed, so solar covers about ${Math.round(production.solarFraction * 100)} % of your use.`,
    );
  }
  if (area !== null && area > ctx.read('maxRoofArea'))
    ctx.warn(
      'unusual_roof',
      `${formatFigure(area)} m² is far more roof or land than we expect. Please check the answer.`,
    );
  if (inverter.isExistingReused && inverter.existingKva !== null) {
    ctx.warn(
      'existing_inverter_reused',
      `Your ${formatFigure(inverter.existingKva)} kVA inverter is large enough and is left out of the cost; an installer should confirm it is a hybrid that takes ${formatFigure(pv.kwp)} kWp of panels.`,
    );
  }
  if (inverter.units > 1) {
    ctx.warn(
      'parallel_inverters',
      `This load needs ${formatFigure(inverter.units)} inverters of ${formatFigure(inverter.unitKva)} kVA in parallel; an installer should design it on site.`,
    );
  }
  if (economics.paybackStatus === 'not_computed' && economics.basis === 'none') {
    ctx.warn(
      'savings_not_computed',
      'Savings and payback need your monthly grid and generator spend: answer the optional questions to see them.',
    );
  } else if (economics.paybackStatus === 'no_savings') {
    ctx.warn(
      'no_savings',
      'With the spend you gave, this system does not lower your yearly bill, so there is no payback.',
    );
  }
}

function assumptionsUsed(
  constants: SolarConstants,
  usedKeys: ReadonlySet<SolarConstantKey>,
): AssumptionUsed[] {
  return (Object.keys(constants) as SolarConstantKey[])
    .filter((key) => usedKeys.has(key))
    .map((key) => {
      const { label, value, unit, asOf, source } = constants[key];
      return { key, label, value: typeof value === 'number' ? value : value.join(', '), unit, asOf, source };
    });
}

function missingSimulation(): never {
  throw new Error('the recommended tier was not simulated');
}

export function composeEnergyReport({
  audit,
  location,
  overrides = {},
  constants = SOLAR_CONSTANTS,
}: ComposeReportInput): EnergyReport {
  const ctx = createContext(constants);
  const site = reportSiteOf(ctx, { location, gps: audit.gps, shading: audit.shading ?? null });
  const load: LoadModel = audit.type === 'home' ? homeLoad(ctx, audit) : officeLoad(ctx, audit);
  const situation = currentSituationOf(ctx, {
    audit,
    dailyLoadKwh: load.profile.dailyKwh.value,
    peakKw: load.profile.peakKw.value,
    overrides,
  });
  const hasBackup =
    situation.hasGenerator === true || (situation.grid?.hoursPerDay.value ?? 0) >= ctx.read('bandEHours');
  const options = sizingOptionsFor(ctx, {
    audit,
    site,
    overrides,
    hasBackup,
    existingInverterKva: situation.existingInverterKva,
  });
  const baseline = baselineOf(ctx, situation);
  const answeredTier = audit.type === 'home' ? (audit.budget ?? undefined) : undefined;
  const recommendedTier: SystemTier = overrides.tier ?? answeredTier ?? 'comfort';

  const siteYear = siteYearOf(ctx, { site, situation, pattern: 'no_pattern' });
  const wholeLoad = loadYear(load.shapes.full);
  const today = runSystem(ctx, siteYear, {
    kwp: 0,
    usableKwh: 0,
    chemistry: options.chemistry,
    inverterKva: 0,
    load: wholeLoad,
  });
  let simulation: EnergyReport['simulation'] | null = null;
  let finance: EnergyReport['finance'] = null;

  const results: TierResult[] = SYSTEM_TIERS.map((id) => {
    const tierLoad = load.tiers[id];
    const system = sizeSystem(ctx, tierLoad, options);
    const onInverter = loadYear(load.shapes[id]);
    const systemRun = {
      kwp: system.pv.kwp,
      usableKwh: system.battery.usableKwh,
      chemistry: system.battery.chemistry,
      inverterKva: system.inverter.kva,
      load: onInverter,
      bypass: wholeLoad.map((kwh, hour) => Math.max(0, kwh - (onInverter[hour] ?? 0))),
    };
    const after = runSystem(ctx, siteYear, { ...systemRun, keepHours: id === recommendedTier });
    const costs = billOfQuantities(ctx, constants, system);
    const economicsInput = { baseline, system, costs, before: today, after };
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
      const run = (sun: number) => runSystem(ctx, siteYear, { ...systemRun, kwp: systemRun.kwp * sun });
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
    };
    return { option, production, economics, environment };
  });

  const recommended =
    results.find((result) => result.option.id === recommendedTier) ?? results[1] ?? results[0];
  if (!recommended) throw new Error('the engine sized no system');
  warnAboutSystem(ctx, { audit, ...recommended });
  const overridden = overriddenValues(ctx, { audit, overrides, situation });

  return {
    constantsVersion: SOLAR_CONSTANTS_VERSION,
    solarDataVersion: SOLAR_DATA_VERSION,
    auditType: audit.type,
    summary: `${recommended.option.label}: ${recommended.option.system.summary}`,
    recommendedTier,
    recommendedTierBasis: overrides.tier ? 'override' : answeredTier ? 'answered' : 'assumed',
    load: {
      ...load.profile,
      monthlyKwh: today.monthly.map((month) => roundTo(month.load, 2)),
      annualKwh: roundTo(today.year.load, 1),
    },
    site,
    system: recommended.option.system,
    tiers: results.map((result) => result.option),
    production: recommended.production,
    currentSituation: situation,
    costs: recommended.option.costs,
    economics: recommended.economics,
    environment: recommended.environment,
    simulation: simulation ?? missingSimulation(),
    finance,
    assumptions: assumptionsUsed(constants, ctx.usedKeys),
    overridden,
    warnings: [...ctx.warnings],
  };
}
