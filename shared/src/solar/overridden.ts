/** Which of the customer's what-if overrides changed a value, and what the report would have used without it. */
import type { SolarOverrides } from '../solar-overrides.ts';
import { BATTERY_TYPE_LABELS, GENERATOR_CHOICE_LABELS } from '../solar-options.ts';
import type { EngineContext } from './context.ts';
import { FINANCE_RATE_LABELS, financeRatesOf } from './report-finance.ts';
import { bandForHours, defaultFuelPrice } from './situation.ts';
import type { CurrentSituation, EngineAudit, OverriddenValue } from './types.ts';

export function overriddenValues(
  ctx: EngineContext,
  {
    audit,
    overrides,
    situation,
  }: { audit: EngineAudit; overrides: SolarOverrides; situation: CurrentSituation },
): OverriddenValue[] {
  const values: OverriddenValue[] = [];
  const { generator, grid } = situation;

  if (overrides.fuelPrice !== undefined) {
    values.push({
      key: 'fuelPrice',
      label: generator
        ? `${GENERATOR_CHOICE_LABELS[generator.fuel]} price`
        : 'Fuel price (no generator in the answers)',
      value: overrides.fuelPrice,
      defaultValue: generator ? defaultFuelPrice(ctx, generator.fuel) : null,
      unit: generator?.fuelUnit === 'kg' ? '₦/kg' : '₦/L',
    });
  }
  if (overrides.tariffBand !== undefined) {
    const answeredBand = audit.type === 'home' ? audit.gridBand : undefined;
    const hoursBand =
      grid?.hoursPerDay.basis === 'answered' ? bandForHours(ctx, grid.hoursPerDay.value) : null;
    values.push({
      key: 'tariffBand',
      label: situation.hasGrid === false ? 'Grid tariff band (no grid in the answers)' : 'Grid tariff band',
      value: overrides.tariffBand,
      defaultValue: answeredBand ?? hoursBand,
      unit: 'band',
    });
  }
  if (overrides.batteryType !== undefined) {
    values.push({
      key: 'batteryType',
      label: 'Battery',
      value: BATTERY_TYPE_LABELS[overrides.batteryType],
      defaultValue: BATTERY_TYPE_LABELS[audit.batteryType ?? 'lithium'],
      unit: '',
    });
  }
  if (overrides.moduleWatts !== undefined) {
    values.push({
      key: 'moduleWatts',
      label: 'Solar module size',
      value: overrides.moduleWatts,
      defaultValue: ctx.read('moduleWatts'),
      unit: 'W',
    });
  }
  if (overrides.tier !== undefined) {
    const answeredTier = audit.type === 'home' ? audit.budget : undefined;
    values.push({
      key: 'tier',
      label: 'System option',
      value: overrides.tier,
      defaultValue: answeredTier ?? 'comfort',
      unit: '',
    });
  }
  const defaults = financeRatesOf(ctx);
  for (const key of Object.keys(FINANCE_RATE_LABELS) as (keyof typeof FINANCE_RATE_LABELS)[]) {
    const percent = overrides[key];
    if (percent === undefined) continue;
    values.push({
      key,
      label: FINANCE_RATE_LABELS[key],
      value: percent,
      defaultValue: Math.round(defaults[key] * 10_000) / 100,
      unit: '% a year',
    });
  }
  return values;
}
