import {
  registerForm,
  SUCCESS_MESSAGES,
  VALIDATION_MESSAGES,
  type RegisterFormValues,
  type Session,
} from '@powerpay/shared';
import { useForm, useWatch } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/password-field';
import { PhoneField } from '@/components/ui/phone-field';
import { TextField } from '@/components/ui/text-field';
import { withLoader } from '@/lib/loader';
import { setSession } from '@/lib/session';
import { dismissErrorToasts, notify } from '@/lib/toast';

import { useRegisterAccount } from '../api/register';
import { sequentialResolver } from '@/lib/form-resolver';

import { areAllFilled } from '../utils/are-all-filled';

/** The hint under the password of Create an account (docs/product.md §12: also enforced). */
export const PASSWORD_HINT = VALIDATION_MESSAGES.passwordPolicy;

/**
 * The Create an account form (dialog and /register page). Signs the user in on success:
 * session stored, toast `Account created successfully`, then `onRegistered`.
 */
export function RegisterForm({
  defaultEmail = '',
  onRegistered,
}: {
  defaultEmail?: string;
  onRegistered: (session: Session) => void;
}) {
  const registration = useRegisterAccount();
  const { register, handleSubmit, control, formState } = useForm<RegisterFormValues>({
    resolver: sequentialResolver(registerForm),
    defaultValues: { email: defaultEmail, first_name: '', last_name: '', phone: '', password: '' },
  });
  const values = useWatch({ control, name: ['email', 'first_name', 'last_name', 'phone', 'password'] });
  const { errors } = formState;

  const onSubmit = handleSubmit(async (input) => {
    const session = await withLoader(registration.mutateAsync(input)).catch(() => null);
    if (!session) return;

    setSession(session);
    dismissErrorToasts();
    notify.success(SUCCESS_MESSAGES.accountCreated);
    onRegistered(session);
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        isRequired
        error={errors.email?.message}
        {...register('email')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="First Name"
          autoComplete="given-name"
          isRequired
          error={errors.first_name?.message}
          {...register('first_name')}
        />
        <TextField
          label="Last Name"
          autoComplete="family-name"
          isRequired
          error={errors.last_name?.message}
          {...register('last_name')}
        />
      </div>
      <PhoneField
        label="Phone Number"
        placeholder="8012345678"
        isRequired
        error={errors.phone?.message}
        {...register('phone')}
      />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        maxLength={20}
        isRequired
        hint={errors.password ? undefined : PASSWORD_HINT}
        error={errors.password?.message}
        {...register('password')}
      />
      <Button
        type="submit"
        size="lg"
        isFullWidth
        className="mt-2"
        disabled={!areAllFilled(values)}
        busy={registration.isPending}
      >
        Create Account
      </Button>
    </form>
  );
}
