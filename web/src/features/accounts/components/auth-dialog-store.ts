import { createStore } from '@/lib/create-store';

/** The three auth dialogs of docs/product.md §2. `pay` is "Create an account to pay". */
export type AuthDialogView = 'pay' | 'register' | 'login';

/** What the caller wants to happen after the dialog: continue signed in, or as a guest (pay only). */
export type AuthDialogHandlers = {
  onSignedIn?: () => void;
  onContinueAsGuest?: () => void;
};

export type AuthDialogState = {
  view: AuthDialogView | null;
  /** The e-mail typed in step 1 of "Create an account to pay", carried into the registration step. */
  email: string;
  handlers: AuthDialogHandlers;
};

/** One dialog for the whole app; any page opens it through `openAuthDialog`. */
export const authDialogStore = createStore<AuthDialogState>({ view: null, email: '', handlers: {} });

/** Opens an auth dialog (desktop modal, mobile bottom sheet). */
export function openAuthDialog(view: AuthDialogView, handlers: AuthDialogHandlers = {}): void {
  authDialogStore.setState({ view, email: '', handlers });
}

/** Switches to another view of the open dialog (the links between them), keeping the caller's handlers. */
export function showAuthDialogView(view: AuthDialogView, email = ''): void {
  authDialogStore.setState({ view, email });
}

export function closeAuthDialog(): void {
  authDialogStore.setState({ view: null });
}

/**
 * Closes the dialog if it is still the one opened with `handlers`, whichever view it shows now: for a
 * caller that goes away (a step the browser's Back left), whose handlers nothing could run any more.
 */
export function closeAuthDialogOpenedWith(handlers: AuthDialogHandlers): void {
  const { view, handlers: current } = authDialogStore.getState();
  if (view !== null && current === handlers) closeAuthDialog();
}
