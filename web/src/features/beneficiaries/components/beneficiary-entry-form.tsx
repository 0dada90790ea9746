import { METER_TYPES, beneficiaryForm, type beneficiaryFormSchema, type Provider } from '@powerpay/shared';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import { MeterFields } from '@/components/ui/meter-fields';
import { PhoneField } from '@/components/ui/phone-field';
import { TextField } from '@/components/ui/text-field';
import { sequentialResolver } from '@/lib/form-resolver';

/** What the customer types; every value is text until the shared schema has checked it. */
export type BeneficiaryEntryValues = {
  provider: string;
  meter_type: string;
  meter_no: string;
  phone: string;
  email: string;
};

/** The entry once the shared schema has accepted it. */
export type BeneficiaryEntryData = z.output<typeof beneficiaryFormSchema>;

export const EMPTY_ENTRY: BeneficiaryEntryValues = {
  provider: '',
  meter_type: '',
  meter_no: '',
  phone: '',
  email: '',
};

/**
 * Step 1 of the Add / Edit panel. Checks run in the form's order and only the first failing field is
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
    <form
      id={formId}
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-5"
      aria-label="Beneficiary details"
    >
      <MeterFields
        providers={providers}
        meterTypes={METER_TYPES}
        meterNoPlaceholder="Enter the meter number"
        register={register}
        errors={errors}
      />
      <PhoneField
        label="Phone Number"
        isRequired
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
