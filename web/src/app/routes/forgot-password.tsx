import { AuthLayout } from '@/components/layouts/auth-layout';
import { pageTitles } from '@/config/paths';

/** /forgot-password: request a reset link (accounts feature). */
export function ForgotPasswordRoute() {
  return <AuthLayout title={pageTitles.forgotPassword} description="Enter your email address and we will send you a link to reset your password." />;
}
