import {
  BATTERY_TYPE_LABELS,
  BATTERY_TYPES,
  ROOF_TYPE_LABELS,
  ROOF_TYPES,
  SHADING_LABELS,
  SHADING_LEVELS,
  SUPPLY_PATTERN_LABELS,
  SUPPLY_PATTERNS,
} from '@powerpay/shared';
import type { UseFormRegisterReturn } from 'react-hook-form';

import { SelectField } from '@/components/ui/select-field';

import { optionsOf } from '../utils/select-options';
import { ExtrasGroupTitle } from './improve-report-section';

export type SiteExtraField = 'roofType' | 'shading' | 'batteryType';

export const SUPPLY_PATTERN_QUESTION = 'When does supply usually come?';

/** Both forms' optional "When does supply usually come?": it places the grid's hours in the simulated year. */
export function SupplyPatternField({
  registered,
  error,
}: {
  registered: UseFormRegisterReturn;
  error: string | undefined;
}) {
  return (
    <SelectField
      label={SUPPLY_PATTERN_QUESTION}
      placeholder="I don’t know"
      options={optionsOf(SUPPLY_PATTERNS, SUPPLY_PATTERN_LABELS)}
      error={error}
      {...registered}
    />
  );
}

/** Both forms' optional site questions: where the panels go, shade, preferred battery. */
export function SiteExtraFields({
  register,
  errors,
}: {
  register: (name: SiteExtraField) => UseFormRegisterReturn;
  errors: Partial<Record<SiteExtraField, { message?: string }>>;
}) {
  return (
    <>
      <ExtrasGroupTitle>Your site</ExtrasGroupTitle>
      <SelectField
        label="Where would the panels go?"
        placeholder="Select roof or land"
        options={optionsOf(ROOF_TYPES, ROOF_TYPE_LABELS)}
        error={errors.roofType?.message}
        {...register('roofType')}
      />
      <SelectField
        label="Shade on the roof or land"
        placeholder="Select shade"
        options={optionsOf(SHADING_LEVELS, SHADING_LABELS)}
        error={errors.shading?.message}
        {...register('shading')}
      />
      <SelectField
        label="Preferred battery"
        placeholder="No preference"
        options={optionsOf(BATTERY_TYPES, BATTERY_TYPE_LABELS)}
        error={errors.batteryType?.message}
        {...register('batteryType')}
      />
    </>
  );
}
