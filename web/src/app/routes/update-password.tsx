import { PageHeader } from '@/components/layouts/page-header';
import { pageTitles } from '@/config/paths';

/** /update-password: password change form (accounts feature). */
export function UpdatePasswordRoute() {
  return <PageHeader title={pageTitles.updatePassword} description="Change the password you use to sign in." />;
}
