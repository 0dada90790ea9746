import { useNavigate, useSearchParams } from 'react-router';

import { AuthLayout } from '@/components/layouts/auth-layout';
import { pageTitles, paths } from '@/config/paths';
import { ResetPasswordForm } from '@/features/accounts/components/reset-password-form';

/** /reset-password?token=…: choose a new password from the e-mailed link, then sign in with it. */
export function ResetPasswordRoute() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();

  return (
    <AuthLayout
      title={pageTitles.resetPassword}
      description="Choose a new password for your account. You will then sign in with it."
    >
      <ResetPasswordForm
        token={searchParams.get('token') ?? ''}
        onReset={() => void navigate(paths.login, { replace: true })}
      />
    </AuthLayout>
  );
}
