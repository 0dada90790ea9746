import { PageHeader } from '@/components/layouts/page-header';
import { pageTitles } from '@/config/paths';

/** /buy-electricity: New Purchase and Transaction History (purchase feature). */
export function BuyElectricityRoute() {
  return <PageHeader title={pageTitles.buyElectricity} description="Top up any prepaid meter in Nigeria in a few simple steps." />;
}
