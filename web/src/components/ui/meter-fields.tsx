import type { Provider } from '@powerpay/shared';
import { METER_TYPE_LABELS, type MeterType } from '@powerpay/shared/constants';
import { discoLabel } from '@powerpay/shared/display';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';

import { SelectField } from './select-field';
import { TextField } from './text-field';

type MeterFieldName = 'meter_no' | 'provider' | 'meter_type';

export type MeterFieldsProps = {
  providers: Provider[];
  /** The meter types this form accepts: a purchase sells prepaid only, a beneficiary can be either. */
  meterTypes: readonly MeterType[];
  meterNoPlaceholder: string;
  /** The form's react-hook-form `register`. */
  register: (name: MeterFieldName) => UseFormRegisterReturn;
  errors: Partial<Record<MeterFieldName, FieldError>>;
};

/**
 * Which meter: Meter Number, Provider (the serviceID is the value, the DisCo's name and region the label:
 * decision 020) and
 * Meter Type, all required, as the purchase and beneficiary forms ask for them.
 */
export function MeterFields({
  providers,
  meterTypes,
  meterNoPlaceholder,
  register,
  errors,
}: MeterFieldsProps) {
  return (
    <>
      <TextField
        label="Meter Number"
        isRequired
        inputMode="numeric"
        autoComplete="off"
        placeholder={meterNoPlaceholder}
        error={errors.meter_no?.message}
        {...register('meter_no')}
      />
      <SelectField
        label="Provider"
        isRequired
        placeholder="Select provider"
        options={providers.map((provider) => ({
          value: provider.serviceID,
          label: discoLabel(provider.serviceID),
        }))}
        error={errors.provider?.message}
        {...register('provider')}
      />
      <SelectField
        label="Meter Type"
        isRequired
        placeholder="Select meter type"
        options={meterTypes.map((type) => ({ value: type, label: METER_TYPE_LABELS[type] }))}
        error={errors.meter_type?.message}
        {...register('meter_type')}
      />
    </>
  );
}
