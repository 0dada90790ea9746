import { PageHeader } from '@/components/layouts/page-header';
import { SignedOutPrompt } from '@/components/ui/signed-out-prompt';
import { pageTitles } from '@/config/paths';
import { openAuthDialog } from '@/features/accounts/components/auth-dialog-host';
import { BeneficiaryManager } from '@/features/beneficiaries/components/beneficiary-manager';
import { useSession } from '@/lib/session';

/** /beneficiary: saved meters (beneficiaries feature); signed-out visitors get the sign-in prompt (accounts feature). */
export function BeneficiaryRoute() {
  const { isSignedIn } = useSession();
  if (!isSignedIn) {
    return (
      <SignedOutPrompt
        onCreateAccount={() => openAuthDialog('register')}
        onLogin={() => openAuthDialog('login')}
      />
    );
  }

  return (
    <>
      <PageHeader
        title={pageTitles.beneficiary}
        description="Save the meters you buy for often and pay for them faster."
      />
      <BeneficiaryManager />
    </>
  );
}
