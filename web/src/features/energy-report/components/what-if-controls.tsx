import {
  BATTERY_TYPE_LABELS,
  BATTERY_TYPES,
  MODULE_WATT_OPTIONS,
  SYSTEM_TIER_LABELS,
  SYSTEM_TIERS,
  TARIFF_BAND_LABELS,
  TARIFF_BANDS,
} from '@powerpay/shared';
import type { EnergyReport } from '@powerpay/shared/solar-core';
import { FINANCE_RATE_LABELS } from '@powerpay/shared/solar/report-finance';

import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';

import {
  preloadOverridesSchema,
  RATE_KEYS,
  type OverrideKey,
  type TypedKey,
} from '../hooks/use-report-overrides';

/** `27`, `14.45`: a rate in per cent, as the customer types it. */
const percentOf = (share: number) => String(Math.round(share * 10_000) / 100);

/**
 * Fuel price, tariff band, battery, module size, option, and the rates of the money over the system's
 * life: the report recomputes on every change.
 */
export function WhatIfControls({
  report,
  params,
  errors,
  onChange,
}: {
  report: EnergyReport;
  params: URLSearchParams;
  /** Why a figure typed is not used, if it is not. */
  errors: Partial<Record<TypedKey, string>>;
  onChange: (key: OverrideKey, value: string) => void;
}) {
  const { generator, grid, hasGenerator, hasGrid } = report.currentSituation;
  // "No generator" only when the customer said so; an unanswered question is just that.
  const noGeneratorText = hasGenerator === false ? 'No generator' : 'Not in your answers';
  const fuelText = params.get('fuelPrice') ?? '';
  const select = (key: OverrideKey) => ({
    value: params.get(key) ?? '',
    onChange: (event: { target: { value: string } }) => onChange(key, event.target.value),
  });

  return (
    <section
      aria-labelledby="what-if-title"
      className="rounded-2xl border border-brand-100 bg-brand-50/60 p-5 sm:p-6"
      onPointerDownCapture={preloadOverridesSchema}
      onFocusCapture={preloadOverridesSchema}
    >
      <h2 id="what-if-title" className="text-base font-bold text-ink">
        What if…?
      </h2>
      <p className="mb-4 text-sm text-gray-700">
        Change a choice and the whole report updates at once. The link keeps your choices.
      </p>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-5">
        <TextField
          label={`Fuel price (₦ per ${generator?.fuelUnit ?? 'litre'})`}
          inputMode="decimal"
          placeholder={generator ? String(generator.fuelPrice) : noGeneratorText}
          disabled={!generator}
          hint={
            generator
              ? undefined
              : hasGenerator === false
                ? 'You have no generator'
                : 'Your answers name no generator'
          }
          error={errors.fuelPrice}
          value={fuelText}
          onChange={(event) => onChange('fuelPrice', event.target.value.trim())}
        />
        <SelectField
          label="Tariff band"
          placeholder={
            grid
              ? `Band ${grid.band} (${grid.bandBasis === 'override' ? 'chosen' : 'your answers'})`
              : hasGrid === false
                ? 'No grid'
                : 'Not in your answers'
          }
          // A site without grid has no hours of supply for a band to price.
          disabled={hasGrid === false}
          hint={hasGrid === false ? 'You have no grid' : undefined}
          options={TARIFF_BANDS.map((band) => ({ value: band, label: TARIFF_BAND_LABELS[band] }))}
          {...select('tariffBand')}
        />
        <SelectField
          label="Battery"
          placeholder="As recommended"
          options={BATTERY_TYPES.map((type) => ({ value: type, label: BATTERY_TYPE_LABELS[type] }))}
          {...select('batteryType')}
        />
        <SelectField
          label="Module size"
          placeholder="As recommended"
          options={MODULE_WATT_OPTIONS.map((watts) => ({ value: String(watts), label: `${watts} W` }))}
          {...select('moduleWatts')}
        />
        <SelectField
          label="System option"
          placeholder="As recommended"
          options={SYSTEM_TIERS.map((tier) => ({ value: tier, label: SYSTEM_TIER_LABELS[tier] }))}
          {...select('tier')}
        />
      </div>
      <h3 className="mb-2 mt-5 text-sm font-semibold text-ink">Rates over the system’s life (% a year)</h3>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {RATE_KEYS.map((key) => (
          <TextField
            key={key}
            label={FINANCE_RATE_LABELS[key]}
            inputMode="decimal"
            placeholder={report.finance ? `${percentOf(report.finance.rates[key])} %` : undefined}
            error={errors[key]}
            value={params.get(key) ?? ''}
            onChange={(event) => onChange(key, event.target.value.trim())}
          />
        ))}
      </div>
    </section>
  );
}
