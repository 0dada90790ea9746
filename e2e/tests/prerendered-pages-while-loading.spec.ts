import { expect, test } from '@playwright/test';

import { isDesktop, registerViaApi, signIn } from './support';
import { HERO_FORM, HERO_INPUT, MISMATCH_MESSAGE, openWithAppCodeHeld } from './support/prerendered';

test.describe('prerendered public pages, while their code loads', () => {
  test('New Purchase filled in and sent before the app runs is sent by the app once it runs', async ({
    page,
  }) => {
    const releaseAppCode = await openWithAppCodeHeld(page, '/buy-electricity');
    await page.waitForLoadState('domcontentloaded');
    const form = page.getByRole('form', { name: 'New Purchase' });
    await form.getByLabel('Meter Number').fill('45012345675');
    await form.getByLabel('Provider').selectOption('ikeja-electric');
    await form.getByLabel('Meter Type').selectOption('prepaid');
    await form.getByLabel('Amount').fill('1500');
    await form.getByLabel('Phone Number').fill('08031234567');
    await form.getByRole('button', { name: 'Continue' }).click();
    // Held, not sent by the browser as a reload with the fields in the address.
    expect(await page.locator('html[data-app-ready]').count()).toBe(0);
    await expect(page).toHaveURL(/\/buy-electricity$/);
    // And answered at once: the button reads busy while the code is still on its way (decision 020).
    const held = form.getByRole('button', { name: 'Verifying Details...' });
    await expect(held).toBeVisible();
    await expect(held).toHaveCSS('pointer-events', 'none');
    await expect(form.getByText('Continue', { exact: true })).toBeHidden();
    expect(await page.locator('html[data-app-ready]').count()).toBe(0);

    releaseAppCode();
    const summary = page.getByRole('region', { name: 'Summary' });
    await expect(summary).toBeVisible({ timeout: 10_000 });
    // Every field typed before the app ran reached the app: none was reset to its default.
    await expect(summary).toContainText('Ikeja Electric (IE)');
    await expect(summary).toContainText('45012345675');
    await expect(summary).toContainText('+234 803 123 4567');
    await expect(summary).toContainText('NGN 1,500.00');
  });

  test('a number typed before the app started is the one the box submits', async ({ page }) => {
    // The landing page's own code is held back until the number is typed, as on a slow network: the
    // app cannot start before it, whatever the machine's speed (no race with the clock).
    let releaseLandingCode: () => void = () => undefined;
    const landingCodeHeld = new Promise<void>((resolve) => {
      releaseLandingCode = resolve;
    });
    await page.route(/\/assets\/landing-page-[\w-]+\.js$/, async (route) => {
      await landingCodeHeld;
      await route.continue();
    });
    await page.goto('/landing-page', { waitUntil: 'commit' });
    const hero = page.getByRole('form', { name: HERO_FORM });
    await hero.getByRole('textbox', { name: HERO_INPUT }).fill('45012345678');
    expect(await page.locator('html[data-app-ready]').count()).toBe(0);
    releaseLandingCode();

    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    await hero.getByRole('button', { name: 'Buy Electricity' }).click();

    await expect(page).toHaveURL(/\/buy-electricity$/);
    await expect(page.getByRole('textbox', { name: 'Meter Number', exact: true })).toHaveValue('45012345678');
  });

  test('a tap on the menu before the app runs opens the menu once it runs', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 }); // the menu button is the small screens' navigation
    const releaseAppCode = await openWithAppCodeHeld(page, '/landing-page');
    // The deferred loader (public/load-app-after-paint.js), which holds the tap, has run by then.
    await page.waitForLoadState('domcontentloaded');
    await page.getByRole('button', { name: 'Open menu' }).click();
    expect(await page.locator('html[data-app-ready]').count()).toBe(0);

    releaseAppCode();
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
  });

  for (const signedIn of [false, true]) {
    test(`while its code loads, /energy-audit ${signedIn ? 'never tells a signed-in customer to sign in' : 'asks a visitor to sign in'}`, async ({
      page,
      request,
    }) => {
      if (signedIn) await signIn(page, await registerViaApi(request));
      const releaseAppCode = await openWithAppCodeHeld(page, '/energy-audit');

      // Located by text, not by role: a hidden element is attached but not in the accessibility tree.
      const prompt = page.locator('h2', { hasText: 'You have not signed in' });
      const signInButton = page.locator('button', { hasText: /^Sign In$/ });
      await expect(prompt).toBeAttached();
      await expect(signInButton).toBeAttached();
      if (signedIn) {
        await expect(prompt).toBeHidden();
        await expect(signInButton).toBeHidden();
      } else {
        await expect(prompt).toBeVisible();
      }
      expect(await page.locator('html[data-app-ready]').count()).toBe(0);

      releaseAppCode();
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
      if (signedIn) {
        await expect(page.getByRole('button', { name: 'Home' })).toBeVisible();
        await expect(prompt).toHaveCount(0);
      } else {
        await expect(prompt).toBeVisible();
      }
    });
  }

  for (const signedIn of [false, true]) {
    test(`while its code loads, /buy-electricity ${signedIn ? 'shows a signed-in customer no visitor form' : 'shows a visitor the form'}`, async ({
      page,
      request,
    }) => {
      if (signedIn) await signIn(page, await registerViaApi(request));
      const releaseAppCode = await openWithAppCodeHeld(page, '/buy-electricity');

      // Located by its id, not by role: a hidden element is attached but not in the accessibility tree.
      const newPurchase = page.locator('section[aria-labelledby="new-purchase-title"]');
      await expect(newPurchase).toBeAttached();
      if (signedIn) await expect(newPurchase).toBeHidden();
      else await expect(newPurchase).toBeVisible();
      expect(await page.locator('html[data-app-ready]').count()).toBe(0);

      // Once the app runs, a customer without a purchase yet gets the form (Most Recent Transaction otherwise).
      releaseAppCode();
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
      await expect(page.getByRole('textbox', { name: 'Meter Number', exact: true })).toBeVisible();
    });
  }

  test('the policy is laid out for the screen from its HTML, nothing above moves when the app runs, and a section named in the address opens', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const releaseAppCode = await openWithAppCodeHeld(page, '/policy#cookies');
    await page.waitForLoadState('domcontentloaded');
    const toc = page.getByRole('navigation', { name: 'Table of contents' });
    const region = (name: string) => page.getByRole('region', { name, exact: true });
    // Where the Security heading sits in the page (not the window, which may scroll to #cookies).
    const securityTop = () =>
      page
        .getByRole('heading', { name: 'Security', level: 2 })
        .evaluate((heading) => Math.round(heading.getBoundingClientRect().top + window.scrollY));

    if (isDesktop(page)) {
      // The side table of contents and every section's text, from the HTML alone.
      await expect(toc).toBeVisible();
      await expect(region('Security')).toBeVisible();
    } else {
      await expect(toc).toBeHidden();
      await expect(page.getByRole('button', { name: /^1\.\s?Privacy policy$/ })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      await expect(region('Privacy policy')).toBeVisible();
      await expect(region('Security')).toBeHidden();
    }
    const topBefore = await securityTop();
    expect(await page.locator('html[data-app-ready]').count()).toBe(0);

    releaseAppCode();
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    await expect(region('Cookies and browser storage')).toBeVisible();
    if (isDesktop(page)) await expect(toc).toBeVisible();
    else
      await expect(
        page.getByRole('button', { name: /^11\.\s?Cookies and browser storage$/ }),
      ).toHaveAttribute('aria-expanded', 'true');
    expect(await securityTop()).toBe(topBefore);
    expect(errors.filter((error) => error.includes(MISMATCH_MESSAGE))).toEqual([]);
  });
});
