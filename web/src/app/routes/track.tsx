import { PageHeader } from '@/components/layouts/page-header';
import { pageTitles } from '@/config/paths';

/** /track: the Buy Solar page (solar feature). */
export function TrackRoute() {
  return <PageHeader title={pageTitles.track} description="Track your solar production and consumption, and plan the right system for you." />;
}
