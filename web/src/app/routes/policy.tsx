import { PublicPage } from '@/components/layouts/public-page';
import { PolicyDocument } from '@/features/policy/components/policy-document';
import { useMetaDescription } from '@/hooks/use-meta-description';

/** /policy: the privacy policy (policy feature) in the public frame. */
export function PolicyRoute() {
  useMetaDescription(
    'PowerPay privacy policy: what we collect when you buy electricity, register or fill in an energy audit, how Paystack and VTpass process it, how long we keep it and your rights under the Nigeria Data Protection Act 2023.',
  );

  return (
    <PublicPage>
      <PolicyDocument />
    </PublicPage>
  );
}
