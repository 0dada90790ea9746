import { PageHeader } from '@/components/layouts/page-header';
import { pageTitles } from '@/config/paths';
import { AccountSignedOutPrompt } from '@/features/accounts/components/account-signed-out-prompt';
import { useSession } from '@/lib/session';

/** /notifications: purchase reminder settings (accounts feature). */
export function NotificationsRoute() {
  const { isSignedIn } = useSession();
  if (!isSignedIn) return <AccountSignedOutPrompt />;

  return <PageHeader title={pageTitles.notifications} description="Choose when we should remind you to buy electricity." />;
}
