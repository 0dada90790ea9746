import type { Locator, Page } from '@playwright/test';

/** True on the desktop project (≥ 1024 px wide), where side panels, modals and the top navigation apply. */
export function isDesktop(page: Page): boolean {
  return (page.viewportSize()?.width ?? 0) >= 1024;
}

/** How many lines the element's text takes (one, for a phone number or a date that must not wrap). */
export function linesOfText(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
}

/** The page's `<meta name="description">` content. */
export async function metaDescription(page: Page): Promise<string | null> {
  return page.locator('meta[name="description"]').getAttribute('content');
}

/**
 * Opens a page and waits until the app runs it. The public pages arrive prerendered and show
 * before their code: a person can read them at once, but a tap on a button does nothing until then.
 */
export async function openPage(page: Page, path: string) {
  const response = await page.goto(path);
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  return response;
}

/** This year in Lagos (UTC+1 all year): the copyright line's. */
export function thisYearInLagos(): string {
  return String(new Date(Date.now() + 60 * 60 * 1000).getUTCFullYear());
}
