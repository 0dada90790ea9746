import { PublicPage } from '@/components/layouts/public-page';
import { pageDescriptions } from '@/config/page-descriptions';
import { ContactPage } from '@/features/contact/components/contact-page';
import { useMetaDescription } from '@/hooks/use-meta-description';

/** /contact: contact details and the message form (contact feature) in the public frame. */
export function ContactRoute() {
  useMetaDescription(pageDescriptions.contact);

  return (
    <PublicPage>
      <ContactPage />
    </PublicPage>
  );
}
