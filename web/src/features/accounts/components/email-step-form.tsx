import { forgotPasswordForm, type ForgotPasswordInput } from '@powerpay/shared';
import { useForm, useWatch } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';

import { sequentialResolver } from '@/lib/form-resolver';

import { areAllFilled } from '../utils/are-all-filled';

/** Step 1 of Create an account to pay: the e-mail only. A valid e-mail moves on to the full registration. */
export function EmailStepForm({ onContinue }: { onContinue: (email: string) => void }) {
  const { register, handleSubmit, control, formState } = useForm<ForgotPasswordInput>({
    resolver: sequentialResolver(forgotPasswordForm),
    defaultValues: { email: '' },
  });
  const email = useWatch({ control, name: 'email' });

  return (
    <form
      noValidate
      onSubmit={handleSubmit(({ email: validEmail }) => onContinue(validEmail))}
      className="flex flex-col gap-4"
    >
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        isRequired
        error={formState.errors.email?.message}
        {...register('email')}
      />
      <Button type="submit" size="lg" isFullWidth disabled={!areAllFilled([email])}>
        Continue
      </Button>
    </form>
  );
}
