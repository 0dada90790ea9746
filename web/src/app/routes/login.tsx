import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';

import { AuthLayout } from '@/components/layouts/auth-layout';
import { pageTitles, paths } from '@/config/paths';
import { AuthSwitchLink } from '@/features/accounts/components/auth-switch-link';
import { LoginForm } from '@/features/accounts/components/login-form';
import { readRedirectPath } from '@/features/accounts/utils/redirect';
import { useSession } from '@/lib/session';

/** /login: the Sign In form as a page; afterwards `?redirect=` or Buy Electricity. */
export function LoginRoute() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // Only who arrives signed in is sent on; signing in here navigates by itself (decision 020).
  const [isSignedInOnArrival] = useState(useSession().isSignedIn);
  if (isSignedInOnArrival) {
    return (
      <Navigate
        to={searchParams.has('redirect') ? readRedirectPath(searchParams) : paths.myAccount}
        replace
      />
    );
  }

  return (
    <AuthLayout title={pageTitles.login} description="Enter your registered details to continue.">
      <div className="flex flex-col gap-5">
        <LoginForm onSignedIn={() => void navigate(readRedirectPath(searchParams), { replace: true })} />
        <AuthSwitchLink prompt="Don't have an account?" label="Sign Up" to={paths.register} />
      </div>
    </AuthLayout>
  );
}
