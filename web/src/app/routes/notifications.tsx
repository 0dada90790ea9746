import { PageHeader } from '@/components/layouts/page-header';
import { Card } from '@/components/ui/card';
import { pageTitles } from '@/config/paths';
import { AccountSignedOutPrompt } from '@/features/accounts/components/account-signed-out-prompt';
import { ReminderSettingsForm } from '@/features/accounts/components/reminder-settings-form';
import { useSession } from '@/lib/session';

/** /notifications: electricity purchase reminder settings. */
export function NotificationsRoute() {
  const { user, isSignedIn } = useSession();
  if (!isSignedIn || !user) return <AccountSignedOutPrompt />;

  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader
        title={pageTitles.notifications}
        description="Choose when we should remind you to buy electricity."
      />
      <Card className="px-5 py-6 sm:px-6">
        <ReminderSettingsForm user={user} />
      </Card>
    </div>
  );
}
