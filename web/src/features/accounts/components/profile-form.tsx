import { profileUpdateForm, SUCCESS_MESSAGES, type ProfileFormValues } from '@powerpay/shared';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { PhoneField } from '@/components/ui/phone-field';
import { TextField } from '@/components/ui/text-field';
import { withLoader } from '@/lib/loader';
import type { SessionUser } from '@/lib/session';
import { notify } from '@/lib/toast';

import { useUpdateProfile } from '../api/update-profile';
import { sequentialResolver } from '@/lib/form-resolver';

/** The stored phone is 11 digits (080…); beside the +234 prefix it reads without the leading 0. */
function toLocalNumber(phone: string): string {
  return phone.startsWith('0') ? phone.slice(1) : phone;
}

function toFormValues(user: SessionUser): ProfileFormValues {
  return { first_name: user.first_name, last_name: user.last_name, phone: toLocalNumber(user.phone) };
}

/** My Profile: first and last name, read-only e-mail, phone. Saved in place (no reload). */
export function ProfileForm({ user }: { user: SessionUser }) {
  const update = useUpdateProfile();
  const { register, handleSubmit, reset, formState } = useForm<ProfileFormValues>({
    resolver: sequentialResolver(profileUpdateForm),
    defaultValues: toFormValues(user),
  });
  const { errors } = formState;

  // Fresh data from the server (after a save, or GET /user on open) replaces what the form shows.
  const savedValues = JSON.stringify(toFormValues(user));
  useEffect(() => {
    reset(JSON.parse(savedValues) as ReturnType<typeof toFormValues>);
  }, [savedValues, reset]);

  const onSubmit = handleSubmit(async (input) => {
    const updated = await withLoader(update.mutateAsync(input)).catch(() => null);
    if (updated) notify.success(SUCCESS_MESSAGES.profileUpdated);
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="First Name"
          autoComplete="given-name"
          error={errors.first_name?.message}
          {...register('first_name')}
        />
        <TextField
          label="Last Name"
          autoComplete="family-name"
          error={errors.last_name?.message}
          {...register('last_name')}
        />
      </div>
      <TextField label="Email" type="email" value={user.email} readOnly hint="Change it in My Account." />
      <PhoneField label="Phone Number" error={errors.phone?.message} {...register('phone')} />
      <div className="flex justify-end">
        <Button
          type="submit"
          size="lg"
          className="w-full sm:w-auto sm:min-w-44"
          busy={update.isPending}
          busyLabel="Updating..."
        >
          Save Changes
        </Button>
      </div>
    </form>
  );
}
