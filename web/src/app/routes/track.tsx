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
        description="Track your solar production and consumption, and plan the right system for you."
      />
      <SolarTrackingIntro />
    </>
  );
}
