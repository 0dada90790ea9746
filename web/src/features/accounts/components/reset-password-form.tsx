import {
  resetPasswordForm,
  SERVER_MESSAGES,
  SUCCESS_MESSAGES,
  type ResetPasswordFormValues,
} from '@powerpay/shared';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { AlertTriangleIcon } from '@/components/ui/icons';
import { PasswordField } from '@/components/ui/password-field';
import { paths } from '@/config/paths';
import { withLoader } from '@/lib/loader';
import { notify } from '@/lib/toast';

import { useResetPassword } from '../api/reset-password';
import { sequentialResolver } from '@/lib/form-resolver';

import { areAllFilled } from '../utils/are-all-filled';
import { PASSWORD_HINT } from './register-form';

const linkClasses = 'font-semibold text-brand-700 underline-offset-4 hover:underline';

/** New password and its confirmation for the one-time `token` of the e-mailed link; then `onReset`. */
export function ResetPasswordForm({ token, onReset }: { token: string; onReset: () => void }) {
  const reset = useResetPassword();
  const { register, handleSubmit, control, formState } = useForm<ResetPasswordFormValues>({
    resolver: sequentialResolver(resetPasswordForm),
    defaultValues: { token, password: '', confirmPassword: '' },
  });
  const values = useWatch({ control, name: ['password', 'confirmPassword'] });
  const { errors } = formState;

  if (!token) {
    return (
      <div className="flex flex-col gap-3 rounded-2xl bg-red-50 p-4 text-sm text-red-800" role="alert">
        <p className="flex items-center gap-2 font-semibold">
          <AlertTriangleIcon className="size-5 shrink-0" />
          {SERVER_MESSAGES.resetLinkInvalid}
        </p>
        <Link to={paths.forgotPassword} className={linkClasses}>
          Request a new link
        </Link>
      </div>
    );
  }

  const onSubmit = handleSubmit(async ({ password }) => {
    const isReset = await withLoader(reset.mutateAsync({ token, password }))
      .then(() => true)
      .catch(() => false);
    if (!isReset) return;

    notify.success(SUCCESS_MESSAGES.passwordReset);
    onReset();
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <PasswordField
        label="New Password"
        autoComplete="new-password"
        maxLength={20}
        isRequired
        hint={errors.password ? undefined : PASSWORD_HINT}
        error={errors.password?.message ?? errors.token?.message}
        {...register('password')}
      />
      <PasswordField
        label="Confirm New Password"
        autoComplete="new-password"
        maxLength={20}
        isRequired
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Button type="submit" size="lg" isFullWidth disabled={!areAllFilled(values)} busy={reset.isPending}>
        Reset Password
      </Button>
      <p className="text-center text-sm text-gray-600">
        Link expired?{' '}
        <Link to={paths.forgotPassword} className={linkClasses}>
          Request a new one
        </Link>
      </p>
    </form>
  );
}
