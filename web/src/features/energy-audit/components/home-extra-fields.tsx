import {
  AC_SIZE_LABELS,
  AC_SIZES,
  GENERATOR_CHOICE_LABELS,
  GENERATOR_CHOICES,
  SYSTEM_TIERS,
  TARIFF_BAND_LABELS,
  TARIFF_BANDS,
  type SystemTier,
} from '@powerpay/shared';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';

import { YES_NO_OPTIONS } from '@/components/ui/radio-group';
import { SelectField, type SelectOption } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';

import type { HomeFormText } from '../utils/audit-form-values';
import { optionsOf } from '../utils/select-options';
import { ExtrasGroupTitle } from './improve-report-section';
import { SupplyPatternField } from './site-extra-fields';

const BUDGET_LABELS: Record<SystemTier, string> = {
  essentials: 'Essentials: lights, fans, fridge and TV',
  comfort: 'Comfort: plus daytime ACs',
  full: 'Full backup: everything, ACs at night too',
};

type NumberField = 'gridCost' | 'gridHours' | 'genSize' | 'fuel' | 'acNight' | 'inverter';
type ChoiceField = 'gridBand' | 'gen' | 'acSize' | 'acInverter' | 'pump' | 'budget';

/** The Home form's optional questions: electricity today, appliances, and a budget preference. */
export function HomeExtraFields({
  register,
  errors,
}: {
  register: UseFormRegister<HomeFormText>;
  errors: FieldErrors<HomeFormText>;
}) {
  const numberField = (name: NumberField, label: string, placeholder: string, isDecimal = false) => (
    <TextField
      label={label}
      inputMode={isDecimal ? 'decimal' : 'numeric'}
      autoComplete="off"
      placeholder={placeholder}
      error={errors[name]?.message}
      {...register(name)}
    />
  );
  const choiceField = (name: ChoiceField, label: string, options: SelectOption[], placeholder = 'Select') => (
    <SelectField
      label={label}
      placeholder={placeholder}
      options={options}
      error={errors[name]?.message}
      {...register(name)}
    />
  );

  return (
    <>
      <ExtrasGroupTitle>Electricity today</ExtrasGroupTitle>
      {numberField('gridCost', 'Monthly grid electricity spend (NGN)', 'e.g. 30000')}
      {numberField('gridHours', 'Grid supply (hours per day)', 'e.g. 12')}
      {choiceField('gridBand', 'Tariff band', optionsOf(TARIFF_BANDS, TARIFF_BAND_LABELS), 'I don’t know')}
      <SupplyPatternField registered={register('supplyPattern')} error={errors.supplyPattern?.message} />
      {choiceField(
        'gen',
        'Type of generator',
        optionsOf(GENERATOR_CHOICES, GENERATOR_CHOICE_LABELS),
        'Select generator type',
      )}
      {numberField('genSize', 'Generator size (KVA)', 'e.g. 3.5', true)}
      {numberField('fuel', 'Monthly generator fuel spend (NGN)', 'e.g. 40000')}
      <ExtrasGroupTitle>Your appliances</ExtrasGroupTitle>
      {choiceField('acSize', 'AC size', optionsOf(AC_SIZES, AC_SIZE_LABELS))}
      {choiceField('acInverter', 'Are they inverter ACs?', YES_NO_OPTIONS)}
      {numberField('acNight', 'How many ACs do you want to power at night', 'e.g. 1')}
      {choiceField('pump', 'Do you have a pumping machine?', YES_NO_OPTIONS)}
      {numberField('inverter', 'Existing inverter or battery system (KVA)', 'e.g. 3.5', true)}
      <ExtrasGroupTitle>Your budget</ExtrasGroupTitle>
      {choiceField('budget', 'Which system would you choose?', optionsOf(SYSTEM_TIERS, BUDGET_LABELS))}
    </>
  );
}
