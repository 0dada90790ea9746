import { GENERATOR_CHOICE_LABELS, GENERATOR_CHOICES } from '@powerpay/shared';
import type { ApplianceLoadEstimate } from '@powerpay/shared/solar/appliance-load';
import { Suspense, useState } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { lazyComponent } from '@/lib/lazy-route';

import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';

import type { OfficeFormText } from '../utils/audit-form-values';
import { LAND_HINT } from '../utils/land-hint';
import { optionsOf } from '../utils/select-options';
import { GpsField } from './gps-field';

// Few customers open it: its presets and list arrive only then (the forms' budget, decisions 025 and 026).
const ApplianceEstimator = lazyComponent(() =>
  import('./appliance-estimator').then((module) => module.ApplianceEstimator),
);

const generatorOptions = optionsOf(GENERATOR_CHOICES, GENERATOR_CHOICE_LABELS);
const NO_GENERATOR_HINT = 'Not needed without a generator';

type NumberFieldName =
  | 'gridHours'
  | 'gridCost'
  | 'genSize'
  | 'fuel'
  | 'inverter'
  | 'dayPeakLoad'
  | 'nightPeakLoad'
  | 'dayConsumption'
  | 'rooms'
  | 'land';

/**
 * Step 2/2, Current Electricity Sources, in the order docs/product.md §2 lists them (units in the labels). With a
 * "None" generator (decision 010) its size and fuel cost are no longer required.
 */
export function OfficeElectricityFields({
  register,
  errors,
  hasGenerator,
  onLocated,
  onEstimated,
}: {
  register: UseFormRegister<OfficeFormText>;
  errors: FieldErrors<OfficeFormText>;
  hasGenerator: boolean;
  onLocated: (text: string) => void;
  /** "Help me estimate" worked out the three load figures: they go into their fields. */
  onEstimated: (estimate: ApplianceLoadEstimate) => void;
}) {
  const [isEstimatorOpen, setIsEstimatorOpen] = useState(false);
  const numberField = (
    name: NumberFieldName,
    label: string,
    placeholder: string,
    {
      isDecimal = false,
      isRequired = true,
      hint,
    }: { isDecimal?: boolean; isRequired?: boolean; hint?: string } = {},
  ) => (
    <TextField
      label={label}
      isRequired={isRequired}
      hint={hint ?? (isRequired ? undefined : NO_GENERATOR_HINT)}
      inputMode={isDecimal ? 'decimal' : 'numeric'}
      autoComplete="off"
      placeholder={placeholder}
      error={errors[name]?.message}
      {...register(name)}
    />
  );

  return (
    <>
      {numberField('gridHours', 'Grid (hours per day)', 'e.g. 12')}
      {numberField('gridCost', 'Estimated monthly grid cost (NGN)', 'e.g. 150000')}
      <SelectField
        label="Type of Generator"
        isRequired
        placeholder="Select generator type"
        options={generatorOptions}
        error={errors.gen?.message}
        {...register('gen')}
      />
      {numberField('genSize', 'Generator size (KVA)', 'e.g. 27.5', {
        isDecimal: true,
        isRequired: hasGenerator,
      })}
      {numberField('fuel', 'Estimated monthly generator fuel cost (NGN)', 'e.g. 300000', {
        isRequired: hasGenerator,
      })}
      {numberField('inverter', 'Inverter (capacity - KVA)', 'e.g. 10')}
      <div className="flex flex-col gap-3">
        <p className="text-sm text-gray-700">
          Not sure of your peak loads or daily use? List your appliances and we work them out.
        </p>
        <Button
          type="button"
          variant="outline"
          aria-expanded={isEstimatorOpen}
          onClick={() => setIsEstimatorOpen((isOpen) => !isOpen)}
          className="self-start"
        >
          Help me estimate
        </Button>
        {isEstimatorOpen ? (
          <Suspense
            fallback={<Spinner className="size-6 text-brand-600" label="Loading the appliance list" />}
          >
            <ApplianceEstimator
              onUse={(estimate) => {
                onEstimated(estimate);
                setIsEstimatorOpen(false);
              }}
            />
          </Suspense>
        ) : null}
      </div>
      {numberField('dayPeakLoad', 'Estimated daytime peak load in kW', 'e.g. 20')}
      {numberField('nightPeakLoad', 'Estimated night-time peak load in kW', 'e.g. 8')}
      {numberField('dayConsumption', 'Estimated daily consumption in kWh', 'e.g. 180')}
      {numberField('rooms', 'Number of rooms in the building', 'e.g. 14')}
      <GpsField
        label="GPS coordinate for your office location"
        error={errors.gps?.message}
        onLocated={onLocated}
        {...register('gps')}
      />
      {numberField('land', 'Land or roof top space available for solar panels (sqm)', 'e.g. 250', {
        hint: LAND_HINT,
      })}
    </>
  );
}
