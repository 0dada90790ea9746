import { loginForm, SUCCESS_MESSAGES, type LoginFormValues, type Session } from '@powerpay/shared';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { withLoader } from '@/lib/loader';
import { setSession } from '@/lib/session';
import { dismissErrorToasts, notify } from '@/lib/toast';

import { useLogIn } from '../api/login';
import { sequentialResolver } from '@/lib/form-resolver';

import { areAllFilled } from '../utils/are-all-filled';

/**
 * The Sign In form (dialog and /login page). On success: session stored, toast `Login Successful`,
 * then `onSignedIn`. `onForgotPassword` lets a dialog close itself before leaving for /forgot-password.
 */
export function LoginForm({
  onSignedIn,
  onForgotPassword,
}: {
  onSignedIn: (session: Session) => void;
  onForgotPassword?: () => void;
}) {
  const login = useLogIn();
  const { register, handleSubmit, control, formState } = useForm<LoginFormValues>({
    resolver: sequentialResolver(loginForm),
    defaultValues: { email: '', password: '' },
  });
  const values = useWatch({ control, name: ['email', 'password'] });
  const { errors } = formState;

  const onSubmit = handleSubmit(async (input) => {
    const session = await withLoader(login.mutateAsync(input)).catch(() => null);
    if (!session) return;

    setSession(session);
    // A wrong password's toast answered the last try, not this one: it does not follow to the next page.
    dismissErrorToasts();
    notify.success(SUCCESS_MESSAGES.loginSuccessful);
    onSignedIn(session);
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
      <PasswordField
        label="Password"
        autoComplete="current-password"
        isRequired
        error={errors.password?.message}
        {...register('password')}
      />
      <p className="-mt-1 text-right text-sm text-gray-600">
        Forgot Password?{' '}
        <Link
          to={paths.forgotPassword}
          onClick={onForgotPassword}
          className="rounded font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          Click here
        </Link>
      </p>
      <Button type="submit" size="lg" isFullWidth disabled={!areAllFilled(values)} busy={login.isPending}>
        Continue
      </Button>
    </form>
  );
}
