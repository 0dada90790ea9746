/**
 * What the report decides around its tiers (decision 010): the sizing options from the answers and the
 * site, the warnings about the recommended system, and the list of assumptions it read.
 */
import type { SolarOverrides } from '../solar-overrides.ts';
import type { SolarConstantKey, SolarConstants } from './constants.ts';
import type { EngineContext } from './context.ts';
import { roundTripOf } from './simulation.ts';
import { formatFigure, type SizingOptions } from './sizing.ts';
import type { AssumptionUsed, Economics, EngineAudit, Production, ReportSite, TierOption } from './types.ts';

/** The roof or land answered, or null when not known: 0 (the form needs a number) or nothing usable. */
export function roofAreaOf(land: number | null | undefined): number | null {
  return typeof land === 'number' && Number.isFinite(land) && land > 0 ? land : null;
}

export function sizingOptionsFor(
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
    mostAutonomyDays: ctx.read(hasBackup ? 'mostAutonomyBacked' : 'mostAutonomyUnbacked'),
    existingInverterKva,
  };
}

export function warnAboutSystem(
  ctx: EngineContext,
  {
    audit,
    option,
    production,
    economics,
  }: { audit: EngineAudit; option: TierOption; production: Production; economics: Economics },
) {
  const { pv, inverter, chargeControllers } = option.system;
  const area = roofAreaOf(audit.land);
  if (area === null) {
    ctx.warn(
      'roof_space_unknown',
      `We do not know your roof or land space, so the panels are sized on your use alone: they need about ${formatFigure(pv.areaUsedM2)} m². Check the space is there, or tell us the space to see what fits.`,
    );
  } else if (pv.isAreaLimited && pv.fillsArea && pv.maxKwpOnArea !== null) {
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
      `Your ${formatFigure(inverter.existingKva)} kVA inverter is large enough and is left out of the cost; an installer should confirm it is a hybrid that takes ${formatFigure(pv.kwp - chargeControllers.excessKwp)} kWp of panels${chargeControllers.units > 0 ? ` (the other ${formatFigure(chargeControllers.excessKwp)} kWp go through charge controllers)` : ''}.`,
    );
  }
  if (inverter.units > 1) {
    ctx.warn(
      'parallel_inverters',
      `This load needs ${formatFigure(inverter.units)} inverters of ${formatFigure(inverter.unitKva)} kVA in parallel; an installer should design it on site.`,
    );
  }
  if (economics.paybackStatus === 'no_power_today') {
    ctx.warn(
      'no_power_today',
      'You have no grid and no generator today, so this system saves you no spend and has no payback: it is new power. "What one kWh costs you" gives its cost per kWh over its life.',
    );
  } else if (economics.paybackStatus === 'not_computed' && economics.basis === 'none') {
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

export function assumptionsUsed(
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
