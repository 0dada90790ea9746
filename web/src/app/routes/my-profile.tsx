import { PageHeader } from '@/components/layouts/page-header';
import { pageTitles } from '@/config/paths';
import { AccountSignedOutPrompt } from '@/features/accounts/components/account-signed-out-prompt';
import { useSession } from '@/lib/session';

/** /my-profile: profile form (accounts feature). */
export function MyProfileRoute() {
  const { isSignedIn } = useSession();
  if (!isSignedIn) return <AccountSignedOutPrompt />;

  return <PageHeader title={pageTitles.myProfile} description="Keep your name and phone number up to date." />;
}
