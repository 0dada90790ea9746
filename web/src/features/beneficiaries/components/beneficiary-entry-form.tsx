import { METER_TYPES, beneficiaryForm, type beneficiaryFormSchema, type Provider } from '@powerpay/shared';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import { PhoneField } from '@/components/ui/phone-field';
import { ProviderSelectField } from '@/components/ui/provider-select-field';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';

import { sequentialResolver } from '@/lib/form-resolver';
import { meterTypeLabel } from '../utils/display';

/** What the customer types; every value is text until the shared schema has checked it. */
export type BeneficiaryEntryValues = { provider: string; meter_type: string; meter_no: string; phone: string; email: string };

/** The entry once the shared schema has accepted it. */
export type BeneficiaryEntryData = z.output<typeof beneficiaryFormSchema>;

export const EMPTY_ENTRY: BeneficiaryEntryValues = { provider: '', meter_type: '', meter_no: '', phone: '', email: '' };

const meterTypeOptions = METER_TYPES.map((type) => ({ value: type, label: meterTypeLabel(type) }));

/**
 * Step 1 of the Add / Edit panel. Checks run in SPEC order and only the first failing field is
 * flagged; the panel's Verify button submits it (`formId`).
 */
export function BeneficiaryEntryForm({
  formId,
  defaultValues,
  providers,
  onValid,
}: {
  formId: string;
  defaultValues: BeneficiaryEntryValues;
  providers: Provider[];
  onValid: (values: BeneficiaryEntryData) => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<BeneficiaryEntryValues, unknown, BeneficiaryEntryData>({
    defaultValues,
    resolver: sequentialResolver(beneficiaryForm),
  });

  const onSubmit = handleSubmit(onValid);

  return (
    <form id={formId} noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-label="Beneficiary details">
      <TextField
        label="Meter Number"
        isRequired
        inputMode="numeric"
        autoComplete="off"
        placeholder="11-digit meter number"
        error={errors.meter_no?.message}
        {...register('meter_no')}
      />
      <ProviderSelectField providers={providers} error={errors.provider?.message} {...register('provider')} />
      <SelectField
        label="Meter Type"
        isRequired
        placeholder="Select meter type"
        options={meterTypeOptions}
        error={errors.meter_type?.message}
        {...register('meter_type')}
      />
      <PhoneField
        label="Phone Number"
        isRequired
        maxLength={11}
        placeholder="08012345678"
        error={errors.phone?.message}
        {...register('phone')}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="name@example.com (optional)"
        error={errors.email?.message}
        {...register('email')}
      />
    </form>
  );
}
