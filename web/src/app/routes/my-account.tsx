import { PageHeader } from '@/components/layouts/page-header';
import { pageTitles } from '@/config/paths';

/** /my-account: account summary and links (accounts feature). */
export function MyAccountRoute() {
  return <PageHeader title={pageTitles.myAccount} description="Manage your profile, saved meters, reminders and password." />;
}
