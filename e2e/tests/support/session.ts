import type { Page } from '@playwright/test';

import type { Session } from './api';

/** The browser-storage key the web app keeps its session under (web/src/lib/session-storage.ts). */
export const SESSION_STORAGE_KEY = 'powerpay.session';

/**
 * Signs the page in as `session` the way the app itself would after login: the API's session
 * data stored as URI-encoded JSON. It is written once on the app's origin (from a page that runs
 * no app code), so a later Log Out in the test really signs the user out.
 */
export async function signIn(page: Page, session: Session): Promise<void> {
  await page.goto('/api/v1/health');
  await page.evaluate(({ key, value }) => window.localStorage.setItem(key, value), {
    key: SESSION_STORAGE_KEY,
    value: encodeURIComponent(JSON.stringify(session)),
  });
}
