import { PublicPage } from '@/components/layouts/public-page';
import { LandingSections } from '@/features/landing/components/landing-sections';
import { useMetaDescription } from '@/hooks/use-meta-description';

/** /landing-page: the marketing page (landing feature) in the public frame. */
export function LandingPageRoute() {
  useMetaDescription(
    'Buy prepaid electricity for any meter in Nigeria in under a minute: AEDC, Ikeja Electric, EKEDC, IBEDC, PHED and every other DisCo, one flat NGN 100 fee, token by SMS. Plus solar, storage and energy advice.',
  );

  return (
    <PublicPage>
      <LandingSections />
    </PublicPage>
  );
}
