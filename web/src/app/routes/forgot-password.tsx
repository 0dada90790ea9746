import { AuthLayout } from '@/components/layouts/auth-layout';
import { pageTitles, paths } from '@/config/paths';
import { AuthSwitchLink } from '@/features/accounts/components/auth-switch-link';
import { ForgotPasswordForm } from '@/features/accounts/components/forgot-password-form';

/** /forgot-password: request a reset link by e-mail. */
export function ForgotPasswordRoute() {
  return (
    <AuthLayout
      title={pageTitles.forgotPassword}
      description="Enter the email address of your account and we will send you a link to choose a new password."
    >
      <div className="flex flex-col gap-5">
        <ForgotPasswordForm />
        <AuthSwitchLink prompt="Remember your password?" label="Sign In" to={paths.login} />
      </div>
    </AuthLayout>
  );
}
