import { AppLayout } from '@/components/layouts/app-layout';
import { GuestTopBarActions } from '@/features/accounts/components/guest-top-bar-actions';

/** Layout route of the eight app pages; guests get Sign In / Sign Up in the top bar. */
export function AppLayoutRoute() {
  return <AppLayout signedOutActions={<GuestTopBarActions />} />;
}
