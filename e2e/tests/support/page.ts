import type { Page } from '@playwright/test';

/** True on the desktop project (≥ 1024 px wide), where side panels, modals and the top navigation apply. */
export function isDesktop(page: Page): boolean {
  return (page.viewportSize()?.width ?? 0) >= 1024;
}

/** The page's `<meta name="description">` content. */
export async function metaDescription(page: Page): Promise<string | null> {
  return page.locator('meta[name="description"]').getAttribute('content');
}
