import { passwordChangeForm, SUCCESS_MESSAGES, type PasswordChangeFormValues } from '@powerpay/shared';
import { useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/password-field';
import { withLoader } from '@/lib/loader';
import { notify } from '@/lib/toast';

import { useChangePassword } from '../api/change-password';
import { sequentialResolver } from '@/lib/form-resolver';
import { PASSWORD_HINT } from './register-form';

const emptyValues: PasswordChangeFormValues = { oldPassword: '', newPassword: '', confirmPassword: '' };

/** Update Password: old, new and confirm, each with show/hide. Other devices are signed out by the server. */
export function PasswordChangeForm() {
  const change = useChangePassword();
  const { register, handleSubmit, reset, formState } = useForm<PasswordChangeFormValues>({
    resolver: sequentialResolver(passwordChangeForm),
    defaultValues: emptyValues,
  });
  const { errors } = formState;

  const onSubmit = handleSubmit(async ({ oldPassword, newPassword }) => {
    const isChanged = await withLoader(change.mutateAsync({ oldPassword, newPassword }))
      .then(() => true)
      .catch(() => false);
    if (!isChanged) return;

    notify.success(SUCCESS_MESSAGES.passwordUpdated);
    reset(emptyValues);
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <PasswordField
        label="Old Password"
        autoComplete="current-password"
        isRequired
        error={errors.oldPassword?.message}
        {...register('oldPassword')}
      />
      <PasswordField
        label="New Password"
        autoComplete="new-password"
        maxLength={20}
        isRequired
        hint={errors.newPassword ? undefined : PASSWORD_HINT}
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <PasswordField
        label="Confirm New Password"
        autoComplete="new-password"
        maxLength={20}
        isRequired
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <div className="flex justify-end">
        <Button type="submit" size="lg" className="w-full sm:w-auto sm:min-w-44" busy={change.isPending}>
          Save Changes
        </Button>
      </div>
    </form>
  );
}
