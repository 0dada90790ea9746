import { useNavigate } from 'react-router';

import { PageHeader } from '@/components/layouts/page-header';
import { SignedOutPrompt } from '@/components/ui/signed-out-prompt';
import { pageTitles } from '@/config/paths';
import { openAuthDialog } from '@/features/accounts/components/auth-dialog-host';
import { EnergyAuditQuestionnaire } from '@/features/energy-audit/components/energy-audit-questionnaire';
import { useSession } from '@/lib/session';

const SIGNED_OUT_DESCRIPTION = 'Please create an account or sign in to have access to your account settings';
const AUDIT_INTRO =
  'This questionnaire will help us generate a basic energy needs report to design the optimal system to maximize your energy reliability and cost savings.';
// What happens after Submit today (decision 018), added under the documented intro, which stays word for word.
const AUDIT_FOLLOW_UP =
  'You see an instant estimate as soon as you submit, and a PowerPay solar engineer follows up to confirm it on site.';

/** /energy-audit: the questionnaire and its response history (energy-audit feature); signed-out visitors get the sign-in prompt (accounts feature). */
export function EnergyAuditRoute() {
  const navigate = useNavigate();
  const { isSignedIn } = useSession();
  if (!isSignedIn) {
    return (
      <SignedOutPrompt
        description={SIGNED_OUT_DESCRIPTION}
        onCreateAccount={() => openAuthDialog('register')}
        onLogin={() => openAuthDialog('login')}
      />
    );
  }

  return (
    <>
      <PageHeader
        title={pageTitles.energyAudit}
        description={
          <>
            <span className="block">{AUDIT_INTRO}</span>
            <span className="mt-1 block">{AUDIT_FOLLOW_UP}</span>
          </>
        }
        onBack={() => void navigate(-1)}
      />
      <EnergyAuditQuestionnaire />
    </>
  );
}
