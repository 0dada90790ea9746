import { env } from '@/config/env';

import { createStore } from './create-store';
import { readStoredSession, type SessionUser } from './session-storage';

/** Breakpoint from which the desktop layout (side panels, modals, sidebar) applies. */
export const DESKTOP_MEDIA_QUERY = '(min-width: 1024px)';

/** App-wide state of docs/product.md §3 (Session): API base, user, token, loader and sidebar flags. */
export type AppState = {
  apiBaseUrl: string;
  user: SessionUser | null;
  token: string | null;
  /** Number of operations holding the global loader; the loader flag is `loaderCount > 0`. */
  loaderCount: number;
  /** Desktop: sidebar expanded. Mobile: navigation drawer open. */
  isSidebarOpen: boolean;
};

function createInitialState(): AppState {
  const session = readStoredSession();

  return {
    apiBaseUrl: env.apiBaseUrl,
    user: session?.user ?? null,
    token: session?.token ?? null,
    loaderCount: 0,
    isSidebarOpen: isDesktopViewport(),
  };
}

/** Whether the viewport currently has the desktop layout. */
export function isDesktopViewport(): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return false;

  return window.matchMedia(DESKTOP_MEDIA_QUERY).matches;
}

/**
 * What the build's prerender renders with: signed out, idle, the sidebar expanded. Expanded is what a
 * desktop starts with, so its prerendered layout does not shift; a phone hides the sidebar by CSS, and
 * its drawer opens only once the app runs (app-layout.tsx).
 */
const prerenderState: AppState = {
  apiBaseUrl: env.apiBaseUrl,
  user: null,
  token: null,
  loaderCount: 0,
  isSidebarOpen: true,
};

/** The single app store. Read it through the hooks in session.ts, loader.ts and sidebar.ts. */
export const appStore = createStore<AppState>(createInitialState(), prerenderState);

/** Restores the state from storage; tests call it to start from a clean slate. */
export function resetAppState(): void {
  appStore.setState(createInitialState());
}
