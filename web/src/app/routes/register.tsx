import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';

import { AuthLayout } from '@/components/layouts/auth-layout';
import { pageTitles, paths } from '@/config/paths';
import { AuthSwitchLink } from '@/features/accounts/components/auth-switch-link';
import { RegisterForm } from '@/features/accounts/components/register-form';
import { readRedirectPath } from '@/features/accounts/utils/redirect';
import { useSession } from '@/lib/session';

/** /register: the Create an account form as a page; afterwards `?redirect=` or Buy Electricity. */
export function RegisterRoute() {
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
    <AuthLayout
      title={pageTitles.register}
      description="Save your meters, track your purchases and get purchase reminders."
    >
      <div className="flex flex-col gap-5">
        <RegisterForm onRegistered={() => void navigate(readRedirectPath(searchParams), { replace: true })} />
        <AuthSwitchLink prompt="Have an account already?" label="Sign In" to={paths.login} />
      </div>
    </AuthLayout>
  );
}
