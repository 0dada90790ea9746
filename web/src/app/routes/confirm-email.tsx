import { useSearchParams } from 'react-router';

import { AuthLayout } from '@/components/layouts/auth-layout';
import { pageTitles } from '@/config/paths';
import { EmailConfirmationResult } from '@/features/accounts/components/email-confirmation-result';

/** /confirm-email?token=…: the link of the confirmation e-mail (decision 061). */
export function ConfirmEmailRoute() {
  const [searchParams] = useSearchParams();

  return (
    <AuthLayout title={pageTitles.confirmEmail}>
      <EmailConfirmationResult token={searchParams.get('token') ?? ''} />
    </AuthLayout>
  );
}
