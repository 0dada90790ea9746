import { PublicPage } from '@/components/layouts/public-page';
import { pageTitles } from '@/config/paths';

/** /contact: contact details and form (content feature). */
export function ContactRoute() {
  return <PublicPage title={pageTitles.contact} description="We are here to help. Send us a message and we will get back to you." />;
}
