import { PageHeader } from '@/components/layouts/page-header';
import { Card } from '@/components/ui/card';
import { pageTitles } from '@/config/paths';
import { AccountSignedOutPrompt } from '@/features/accounts/components/account-signed-out-prompt';
import { PasswordChangeForm } from '@/features/accounts/components/password-change-form';
import { useSession } from '@/lib/session';

/** /update-password: old, new and confirm; other devices are signed out. */
export function UpdatePasswordRoute() {
  const { isSignedIn } = useSession();
  if (!isSignedIn) return <AccountSignedOutPrompt />;

  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader
        title={pageTitles.updatePassword}
        description="Change the password you use to sign in. Other phones and computers signed in to your account will be signed out."
      />
      <Card className="px-5 py-6 sm:px-6">
        <PasswordChangeForm />
      </Card>
    </div>
  );
}
