import { useNavigate } from 'react-router';

import { PageHeader } from '@/components/layouts/page-header';
import { Card } from '@/components/ui/card';
import { pageTitles, paths } from '@/config/paths';
import { AccountIdentity } from '@/features/accounts/components/account-identity';
import { AccountSignedOutPrompt } from '@/features/accounts/components/account-signed-out-prompt';
import { ProfileForm } from '@/features/accounts/components/profile-form';
import { useSession } from '@/lib/session';

/** /my-profile: back button, initials, name and e-mail, then the profile form. */
export function MyProfileRoute() {
  const navigate = useNavigate();
  const { user, isSignedIn } = useSession();
  if (!isSignedIn || !user) return <AccountSignedOutPrompt />;

  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader
        title={pageTitles.myProfile}
        description="Keep your name and phone number up to date."
        onBack={() => void navigate(paths.myAccount)}
        backLabel="Back to My Account"
      />
      <Card className="overflow-hidden">
        <div className="border-b border-gray-100 bg-gradient-to-br from-brand-50 to-white px-5 py-6 sm:px-6">
          <AccountIdentity user={user} />
        </div>
        <div className="px-5 py-6 sm:px-6">
          <ProfileForm user={user} />
        </div>
      </Card>
    </div>
  );
}
