import { PageHeader } from '@/components/layouts/page-header';
import { pageTitles } from '@/config/paths';
import { AccountOverview } from '@/features/accounts/components/account-overview';
import { AccountSignedOutPrompt } from '@/features/accounts/components/account-signed-out-prompt';
import { SavedCardsCard } from '@/features/purchases/components/saved-cards-card';
import { useSession } from '@/lib/session';

/** /my-account: initials, name, e-mail, the account links, saved cards and your data (Log Out too on mobile). */
export function MyAccountRoute() {
  const { user, isSignedIn } = useSession();
  if (!isSignedIn || !user) return <AccountSignedOutPrompt />;

  return (
    <>
      <PageHeader
        title={pageTitles.myAccount}
        description="Manage your profile, saved meters, reminders and password."
        className="mx-auto max-w-2xl"
      />
      <AccountOverview user={user} savedCards={<SavedCardsCard />} />
    </>
  );
}
