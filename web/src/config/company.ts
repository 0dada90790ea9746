/**
 * How customers reach PowerPay: one source for the public footer, the Contact Us page and the
 * privacy policy's contact section, so an address or number never differs between pages.
 */
export const company = {
  name: 'PowerPay',
  legalName: 'PowerPay Energy Solutions Limited',
  office: {
    lines: ['Plot 1412, Ahmadu Bello Way', 'Central Business District', 'Abuja, FCT 900211'],
    /** One line, for places that cannot break lines (e.g. a map link). */
    singleLine: 'Plot 1412, Ahmadu Bello Way, Central Business District, Abuja, FCT 900211',
    mapUrl:
      'https://www.google.com/maps/search/?api=1&query=Ahmadu+Bello+Way+Central+Business+District+Abuja',
  },
  supportEmail: 'support@powerpay.ng',
  privacyEmail: 'privacy@powerpay.ng',
  /** Two lines, as the footer of docs/product.md §1 shows: `display` for people, `dial` for tel: links. */
  phones: [
    { display: '0809 123 4567', dial: '+2348091234567', label: 'Customer care' },
    { display: '0701 234 5678', dial: '+2347012345678', label: 'Solar and installations' },
  ],
  supportHours: 'Monday to Saturday, 8:00 am to 8:00 pm (WAT)',
  social: [
    { network: 'facebook', label: 'PowerPay on Facebook', url: 'https://www.facebook.com/powerpayng' },
    { network: 'x', label: 'PowerPay on X (Twitter)', url: 'https://x.com/powerpayng' },
    { network: 'instagram', label: 'PowerPay on Instagram', url: 'https://www.instagram.com/powerpayng' },
    {
      network: 'linkedin',
      label: 'PowerPay on LinkedIn',
      url: 'https://www.linkedin.com/company/powerpayng',
    },
    { network: 'whatsapp', label: 'Chat with PowerPay on WhatsApp', url: 'https://wa.me/2348091234567' },
  ],
} as const;

export type SocialNetwork = (typeof company.social)[number]['network'];
