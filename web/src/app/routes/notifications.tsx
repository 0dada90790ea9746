import { PageHeader } from '@/components/layouts/page-header';
import { pageTitles } from '@/config/paths';

/** /notifications: purchase reminder settings (accounts feature). */
export function NotificationsRoute() {
  return <PageHeader title={pageTitles.notifications} description="Choose when we should remind you to buy electricity." />;
}
