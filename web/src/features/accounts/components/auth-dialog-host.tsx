import { lazy, Suspense, useEffect, useState } from 'react';

import { useStore } from '@/lib/create-store';

import { authDialogStore, closeAuthDialog } from './auth-dialog-store';

export {
  closeAuthDialogOpenedWith,
  openAuthDialog,
  type AuthDialogHandlers,
  type AuthDialogView,
} from './auth-dialog-store';

// The forms (react-hook-form, the shared schemas) download only when a dialog first opens.
const AuthDialog = lazy(() => import('./auth-dialog').then((module) => ({ default: module.AuthDialog })));

/** Mounted once in the app root: renders the auth dialog that `openAuthDialog` asked for. */
export function AuthDialogHost() {
  const view = useStore(authDialogStore, (state) => state.view);
  const [hasOpened, setHasOpened] = useState(false);
  if (view !== null && !hasOpened) setHasOpened(true);

  // A dialog never outlives the app that opened it (a remount starts closed).
  useEffect(() => closeAuthDialog, []);

  if (!hasOpened) return null;

  return (
    <Suspense fallback={null}>
      <AuthDialog />
    </Suspense>
  );
}
