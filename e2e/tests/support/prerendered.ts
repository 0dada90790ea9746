import type { Page } from '@playwright/test';

/** The landing page's meter box, by its form's and its input's accessible names. */
export const HERO_FORM = 'Start a purchase';
export const HERO_INPUT = 'Enter your meter number';
/** What the app logs (web/src/main.tsx) when its first render differs from the prerendered HTML. */
export const MISMATCH_MESSAGE = 'the prerendered page did not match';

/**
 * Opens `path` with the app's code held back, as on a slow network, so the page is the build's HTML
 * alone; answers the function that lets the code through.
 */
export async function openWithAppCodeHeld(page: Page, path: string): Promise<() => void> {
  let releaseAppCode: () => void = () => undefined;
  const appCodeHeld = new Promise<void>((resolve) => {
    releaseAppCode = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await appCodeHeld;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  return releaseAppCode;
}
