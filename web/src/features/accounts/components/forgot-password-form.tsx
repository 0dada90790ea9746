import { forgotPasswordForm, type ForgotPasswordInput } from '@powerpay/shared';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';

import { Button, buttonClasses } from '@/components/ui/button';
import { InboxIcon } from '@/components/ui/app-icons';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { withLoader } from '@/lib/loader';

import { useRequestPasswordReset } from '../api/request-password-reset';
import { sequentialResolver } from '@/lib/form-resolver';

import { areAllFilled } from '../utils/are-all-filled';

/**
 * Asks for a reset link. The answer is the same whether or not the account exists, so the page
 * never tells a stranger which e-mails are registered.
 */
export function ForgotPasswordForm() {
  const resetRequest = useRequestPasswordReset();
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);
  const { register, handleSubmit, control, formState } = useForm<ForgotPasswordInput>({
    resolver: sequentialResolver(forgotPasswordForm),
    defaultValues: { email: '' },
  });
  const email = useWatch({ control, name: 'email' });

  const onSubmit = handleSubmit(async (input) => {
    const message = await withLoader(resetRequest.mutateAsync(input)).catch(() => null);
    if (message !== null) setSent({ email: input.email, message });
  });

  if (sent) {
    return (
      <div className="flex flex-col items-center gap-3 text-center" role="status">
        <div className="flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
          <InboxIcon className="size-7" />
        </div>
        <h2 className="text-lg font-semibold text-ink">Check your email</h2>
        <p className="text-sm text-gray-600">{sent.message}.</p>
        <p className="text-sm text-gray-600">
          We sent it to <span className="font-medium text-ink">{sent.email}</span>. The link works once and
          expires in one hour. Check your spam folder if you cannot find it.
        </p>
        <Link
          to={paths.login}
          className={buttonClasses({ size: 'lg', isFullWidth: true, className: 'mt-3' })}
        >
          Back to Sign In
        </Link>
        <button
          type="button"
          onClick={() => setSent(null)}
          className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          Use a different email
        </button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        isRequired
        error={formState.errors.email?.message}
        {...register('email')}
      />
      <Button
        type="submit"
        size="lg"
        isFullWidth
        disabled={!areAllFilled([email])}
        busy={resetRequest.isPending}
      >
        Send Reset Link
      </Button>
    </form>
  );
}
