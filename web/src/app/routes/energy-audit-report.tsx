import { useLocation, useNavigate, useParams } from 'react-router';

import { PageHeader } from '@/components/layouts/page-header';
import { SignedOutPrompt } from '@/components/ui/signed-out-prompt';
import { isFromEnergyAudit, paths, pageTitles } from '@/config/paths';
import { openAuthDialog } from '@/features/accounts/components/auth-dialog-host';
import { EnergyReportPage } from '@/features/energy-report/components/energy-report-page';
import { useSession } from '@/lib/session';

const SIGNED_OUT_DESCRIPTION = 'Please create an account or sign in to see your energy report';

/** /energy-audit/:id/report: its own chunk (the engine and charts load only here). */
export function EnergyAuditReportRoute() {
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const location = useLocation();
  const { isSignedIn } = useSession();
  // Opened from the audit page: step back to it. A shared or typed link: go to the audit page.
  const goBack = () => void (isFromEnergyAudit(location.state) ? navigate(-1) : navigate(paths.energyAudit));
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
        title={pageTitles.energyReport}
        description="An instant estimate from your answers. A PowerPay solar engineer follows up to confirm it on site."
        onBack={goBack}
        backLabel="Back to Energy Audit"
      />
      <EnergyReportPage id={id} />
    </>
  );
}
