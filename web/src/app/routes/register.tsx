import { AuthLayout } from '@/components/layouts/auth-layout';
import { pageTitles } from '@/config/paths';

/** /register: registration page (accounts feature). */
export function RegisterRoute() {
  return <AuthLayout title={pageTitles.register} description="Create a PowerPay account to save meters and track purchases." />;
}
