import { useState, type ReactNode } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';

import { AuthLayout } from '@/components/layouts/auth-layout';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';

import { readRedirectPath } from '../utils/redirect';
import { AuthSwitchLink } from './auth-switch-link';

/**
 * /login and /register: an account form as a page. Who arrives signed in is sent on at once, to
 * `?redirect=` or My Account; the form, once done, sends the customer to `?redirect=` or Buy
 * Electricity (decision 020).
 */
export function AuthPage({
  title,
  description,
  renderForm,
  switchTo,
}: {
  title: string;
  description: string;
  renderForm: (onDone: () => void) => ReactNode;
  switchTo: { prompt: string; label: string; to: string };
}) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // Only who arrives signed in is sent on; signing in here navigates by itself.
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
    <AuthLayout title={title} description={description}>
      <div className="flex flex-col gap-5">
        {renderForm(() => void navigate(readRedirectPath(searchParams), { replace: true }))}
        <AuthSwitchLink {...switchTo} />
      </div>
    </AuthLayout>
  );
}
