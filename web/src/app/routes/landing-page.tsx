import { PublicPage } from '@/components/layouts/public-page';
import { pageTitles } from '@/config/paths';

/** /landing-page: the marketing page (landing feature). */
export function LandingPageRoute() {
  return <PublicPage title={pageTitles.landing} description="Buy prepaid electricity for any meter in Nigeria in minutes, and plan your move to solar." />;
}
