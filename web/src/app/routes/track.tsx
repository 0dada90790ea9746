import { PageHeader } from '@/components/layouts/page-header';
import { pageDescriptions } from '@/config/page-descriptions';
import { pageTitles } from '@/config/paths';
import { SolarTrackingIntro } from '@/features/solar/components/solar-tracking-intro';
import { useMetaDescription } from '@/hooks/use-meta-description';

/** /track: the Buy Solar page (solar feature). */
export function TrackRoute() {
  useMetaDescription(pageDescriptions.track);

  return (
    <>
      <PageHeader
        title={pageTitles.track}
        // PowerPay does not track a system's production: the page promises what the audit gives (decision 056).
        description="See what solar would do for your home or office, and plan the right system for you."
      />
      <SolarTrackingIntro />
    </>
  );
}
