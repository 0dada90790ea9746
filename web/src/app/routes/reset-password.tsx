import { AuthLayout } from '@/components/layouts/auth-layout';
import { pageTitles } from '@/config/paths';

/** /reset-password: choose a new password from the e-mailed link (accounts feature). */
export function ResetPasswordRoute() {
  return <AuthLayout title={pageTitles.resetPassword} description="Choose a new password for your account." />;
}
