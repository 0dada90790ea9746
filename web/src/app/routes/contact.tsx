import { PublicPage } from '@/components/layouts/public-page';
import { ContactPage } from '@/features/contact/components/contact-page';
import { useMetaDescription } from '@/hooks/use-meta-description';

/** /contact: contact details and the message form (contact feature) in the public frame. */
export function ContactRoute() {
  useMetaDescription(
    'Contact PowerPay: visit our office in Abuja, e-mail support@powerpay.ng, call us, or send a message about a token, your electricity bill or a solar installation.',
  );

  return (
    <PublicPage>
      <ContactPage />
    </PublicPage>
  );
}
