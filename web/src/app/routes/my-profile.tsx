import { PageHeader } from '@/components/layouts/page-header';
import { pageTitles } from '@/config/paths';

/** /my-profile: profile form (accounts feature). */
export function MyProfileRoute() {
  return <PageHeader title={pageTitles.myProfile} description="Keep your name and phone number up to date." />;
}
