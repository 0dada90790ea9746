import {
  EMAIL_MESSAGES,
  emailChangeForm,
  type EmailChangeFormValues,
} from '@powerpay/shared/email-confirmation';
import { useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';
import { sequentialResolver } from '@/lib/form-resolver';
import { withLoader } from '@/lib/loader';
import { notify } from '@/lib/toast';

import { useRequestEmailChange } from '../api/email-address';

/**
 * Change e-mail: the new address and the current password. The address changes only when the link
 * mailed to it is opened (decision 061); a taken one gets registration's answer as a toast.
 */
export function EmailChangeForm({ onClose }: { onClose: () => void }) {
  const change = useRequestEmailChange();
  const { register, handleSubmit, formState } = useForm<EmailChangeFormValues>({
    resolver: sequentialResolver(emailChangeForm),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = formState;

  const onSubmit = handleSubmit(async (input) => {
    const user = await withLoader(change.mutateAsync(input)).catch(() => null);
    if (!user) return;
    notify.success(EMAIL_MESSAGES.changeRequested);
    onClose();
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Change e-mail">
      <TextField
        label="New e-mail address"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <PasswordField
        label="Current password"
        autoComplete="current-password"
        isRequired
        error={errors.password?.message}
        {...register('password')}
      />
      <div className="flex flex-col gap-3 sm:flex-row-reverse">
        <Button type="submit" busy={change.isPending} busyLabel="Sending..." className="sm:min-w-52">
          Send confirmation link
        </Button>
        <Button type="button" variant="ghost" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
