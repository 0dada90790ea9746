import { AppLayout } from '@/components/layouts/app-layout';

/** Layout route of the eight app pages. The accounts feature may pass `signedOutActions` (e.g. Sign In). */
export function AppLayoutRoute() {
  return <AppLayout />;
}
