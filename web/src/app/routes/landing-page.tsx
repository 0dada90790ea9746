import { PublicPage } from '@/components/layouts/public-page';
import { pageDescriptions } from '@/config/page-descriptions';
import { LandingSections } from '@/features/landing/components/landing-sections';
import { useMetaDescription } from '@/hooks/use-meta-description';

/** /landing-page: the marketing page (landing feature) in the public frame. */
export function LandingPageRoute() {
  useMetaDescription(pageDescriptions.landing);

  return (
    <PublicPage>
      <LandingSections />
    </PublicPage>
  );
}
