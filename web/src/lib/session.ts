import { useMemo } from 'react';

import { appStore } from './app-state';
import { useStore } from './create-store';
import { readStoredSession, writeStoredSession, type SessionData, type SessionUser } from './session-storage';

export type { Session, SessionData, SessionUser } from './session-storage';

/** The current session for components: user, token and whether someone is signed in. */
export function useSession() {
  const user = useStore(appStore, (state) => state.user);
  const token = useStore(appStore, (state) => state.token);

  return useMemo(() => ({ user, token, isSignedIn: user !== null && token !== null }), [user, token]);
}

/** Stores what register or login answered (the user's fields plus `token`) and signs the user in. */
export function setSession(data: SessionData): void {
  const { token, ...user } = data;

  writeStoredSession({ user, token });
  appStore.setState({ user, token });
}

/** Merges fresh user fields (GET /user, profile save) into the stored session. */
export function updateSessionUser(fields: Partial<SessionUser>): void {
  const { user, token } = appStore.getState();
  if (!user || !token) return;
  // Usually GET /user answers what is stored: telling every signed-in component would redraw the
  // whole page at once (a store update is never a transition), for nothing.
  const isUnchanged = Object.entries(fields).every(([key, value]) =>
    Object.is(user[key as keyof SessionUser], value),
  );
  if (isUnchanged) return;

  const nextUser = { ...user, ...fields };
  writeStoredSession({ user: nextUser, token });
  appStore.setState({ user: nextUser });
}

/** Forgets the session everywhere: storage, user and token. */
export function clearSession(): void {
  writeStoredSession(null);
  appStore.setState({ user: null, token: null });
}

/** The bearer token for requests, or null when signed out. */
export function getSessionToken(): string | null {
  return appStore.getState().token;
}

/** Signs this tab in or out when another tab changes the stored session. */
export function syncSessionFromStorage(): void {
  const session = readStoredSession();
  appStore.setState({ user: session?.user ?? null, token: session?.token ?? null });
}
