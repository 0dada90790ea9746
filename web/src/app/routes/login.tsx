import { AuthLayout } from '@/components/layouts/auth-layout';
import { pageTitles } from '@/config/paths';

/** /login: sign-in page (accounts feature). */
export function LoginRoute() {
  return <AuthLayout title={pageTitles.login} description="Enter your registered details to continue." />;
}
