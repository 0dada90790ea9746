import { PageHeader } from '@/components/layouts/page-header';
import { pageTitles } from '@/config/paths';

/** /beneficiary: saved meters (beneficiaries feature). */
export function BeneficiaryRoute() {
  return <PageHeader title={pageTitles.beneficiary} description="Save the meters you buy for often and pay for them faster." />;
}
