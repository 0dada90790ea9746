import { PageHeader } from '@/components/layouts/page-header';
import { pageTitles } from '@/config/paths';
import { AccountSignedOutPrompt } from '@/features/accounts/components/account-signed-out-prompt';
import { useSession } from '@/lib/session';

/** /update-password: password change form (accounts feature). */
export function UpdatePasswordRoute() {
  const { isSignedIn } = useSession();
  if (!isSignedIn) return <AccountSignedOutPrompt />;

  return <PageHeader title={pageTitles.updatePassword} description="Change the password you use to sign in." />;
}
