import { PageHeader } from '@/components/layouts/page-header';
import { pageTitles } from '@/config/paths';

/** /energy-audit: the questionnaire and its response history (audit feature). */
export function EnergyAuditRoute() {
  return <PageHeader title={pageTitles.energyAudit} description="Tell us about the place you want to power and we will prepare a basic energy needs report." />;
}
