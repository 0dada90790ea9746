/** The one browser-storage key holding the session (docs/product.md §3, Session). */
export const SESSION_STORAGE_KEY = 'powerpay.session';

/** The signed-in user's fields as the API returns them (docs/product.md §3, User). */
export type SessionUser = {
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  created_at?: string;
  last_updated?: string;
  reminder?: boolean;
  reminder_frequency?: string | null;
  reminder_day?: string | null;
  email_confirmed?: boolean;
  pending_email?: string | null;
};

/** What register and login answer in `data`: the user's fields plus the access token. */
export type SessionData = SessionUser & { token: string };

/** The session as the app holds it. */
export type Session = { user: SessionUser; token: string };

/** Stored value: the API's session data as URI-encoded JSON. */
export function encodeSession(session: Session): string {
  return encodeURIComponent(JSON.stringify({ ...session.user, token: session.token }));
}

/** Reads a stored value back; anything unreadable or incomplete counts as signed out. */
export function decodeSession(storedValue: string | null): Session | null {
  if (!storedValue) return null;

  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(storedValue));
    if (!isSessionData(parsed)) return null;

    const { token, ...user } = parsed;
    return { user, token };
  } catch {
    return null;
  }
}

/** The session kept in localStorage, or null. */
export function readStoredSession(): Session | null {
  const storage = getStorage();
  if (!storage) return null;

  const session = decodeSession(storage.getItem(SESSION_STORAGE_KEY));
  if (!session) storage.removeItem(SESSION_STORAGE_KEY);

  return session;
}

/** Writes the session to localStorage, or removes it when null. */
export function writeStoredSession(session: Session | null): void {
  const storage = getStorage();
  if (!storage) return;

  if (session) storage.setItem(SESSION_STORAGE_KEY, encodeSession(session));
  else storage.removeItem(SESSION_STORAGE_KEY);
}

function isSessionData(value: unknown): value is SessionData {
  if (typeof value !== 'object' || value === null) return false;

  const record = value as Record<string, unknown>;
  return typeof record.token === 'string' && record.token.length > 0 && typeof record.email === 'string';
}

// Private browsing modes can throw on any localStorage access; the app then keeps the session in memory only.
function getStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
