import { PublicPage } from '@/components/layouts/public-page';
import { pageDescriptions } from '@/config/page-descriptions';
import { PolicyDocument } from '@/features/policy/components/policy-document';
import { useMetaDescription } from '@/hooks/use-meta-description';

/** /policy: the privacy policy (policy feature) in the public frame. */
export function PolicyRoute() {
  useMetaDescription(pageDescriptions.policy);

  return (
    <PublicPage>
      <PolicyDocument />
    </PublicPage>
  );
}
