/**
 * The engine's core: an audit response (home or office, with any optional answers), where its site is
 * (`locateSite`, done once on the server) and the customer's what-if overrides in, the whole energy
 * report out. Pure and synchronous: no I/O, no clock, no randomness, so the same input always gives
 * the same report (docs/decisions/010).
 */
import type { SolarOverrides } from '../solar-overrides.ts';
import type { SystemTier } from '../solar-options.ts';
import { SOLAR_CONSTANTS, SOLAR_CONSTANTS_VERSION, type SolarConstants } from './constants.ts';
import { createContext, roundTo } from './context.ts';
import { baselineOf } from './economics.ts';
import { loadYear } from './hourly/load-shape.ts';
import { homeLoad, officeLoad, type LoadModel } from './loads.ts';
import { overriddenValues } from './overridden.ts';
import { assumptionsUsed, sizingOptionsFor, warnAboutSystem } from './report-setup.ts';
import { simulateTiers } from './report-tiers.ts';
import { runSystem, siteYearOf } from './simulation.ts';
import { reportSiteOf } from './site-report.ts';
import { currentSituationOf } from './situation.ts';
import { SOLAR_DATA_VERSION } from './solar-data.ts';
import type { EnergyReport, EngineAudit, SiteLocation } from './types.ts';

export type EnergyReportInput = {
  audit: EngineAudit;
  overrides?: SolarOverrides;
  /** Another constants set (tests, or a newer version); defaults to SOLAR_CONSTANTS. */
  constants?: SolarConstants;
};

/** Where the site is comes from `locateSite`, which the browser never loads (docs/decisions/010). */
export type ComposeReportInput = EnergyReportInput & { location: SiteLocation };

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

  const pattern = audit.supplyPattern ?? 'no_pattern';
  const siteYear = siteYearOf(ctx, { site, situation, pattern });
  const wholeLoad = loadYear(load.shapes.full);
  const today = runSystem(ctx, siteYear, {
    kwp: 0,
    usableKwh: 0,
    chemistry: options.chemistry,
    inverterKva: 0,
    load: wholeLoad,
    loadKey: JSON.stringify(['today', load.shapes.full]),
  });
  const { results, simulation, finance } = simulateTiers(ctx, {
    audit,
    constants,
    overrides,
    load,
    options,
    baseline,
    siteYear,
    siteYearFor: (weatherSeed: number) => siteYearOf(ctx, { site, situation, pattern, weatherSeed }),
    wholeLoad,
    today,
    recommendedTier,
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
