import type { FieldErrors, UseFormRegister } from 'react-hook-form';

import { PhoneField } from '@/components/ui/phone-field';
import { TextField } from '@/components/ui/text-field';

import type { OfficeFormText } from '../utils/audit-form-values';

/** Step 1/2, Contact Person Information. docs/product.md §12: the contact-name error sits under Contact Person Name. */
export function OfficeContactFields({
  register,
  errors,
}: {
  register: UseFormRegister<OfficeFormText>;
  errors: FieldErrors<OfficeFormText>;
}) {
  return (
    <>
      <TextField
        label="Company Name"
        isRequired
        autoComplete="organization"
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label="Company Address"
        isRequired
        autoComplete="street-address"
        error={errors.address?.message}
        {...register('address')}
      />
      <TextField
        label="Company Email"
        isRequired
        type="email"
        autoComplete="email"
        placeholder="name@company.com"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Contact Person Name"
        isRequired
        autoComplete="name"
        error={errors.contact_name?.message}
        {...register('contact_name')}
      />
      <PhoneField
        label="Contact Phone Number"
        isRequired
        placeholder="81*******"
        error={errors.phone?.message}
        {...register('phone')}
      />
    </>
  );
}
