import { PublicPage } from '@/components/layouts/public-page';
import { pageTitles } from '@/config/paths';

/** /policy: the privacy policy (content feature). */
export function PolicyRoute() {
  return <PublicPage title={pageTitles.policy} description="How PowerPay collects, uses and protects your personal data." />;
}
