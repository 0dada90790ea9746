import { expect, test } from '@playwright/test';

import { SESSION_STORAGE_KEY, thisYearInLagos } from './support';
import { HERO_FORM, HERO_INPUT, MISMATCH_MESSAGE } from './support/prerendered';

const PAGES = [
  { path: '/landing-page', heading: /prepaid meter/i, title: 'PowerPay: Buy electricity in Nigeria' },
  { path: '/policy', heading: 'Privacy Policy', title: 'Privacy Policy | PowerPay' },
  { path: '/contact', heading: 'Contact Us', title: 'Contact Us | PowerPay' },
];

/** App pages prerendered as a visitor sees them (decision 009), inside the app layout. */
const APP_PAGES = [
  { path: '/track', heading: 'Buy Solar', title: 'Buy Solar | PowerPay' },
  { path: '/buy-electricity', heading: 'Buy Electricity', title: 'Buy Electricity | PowerPay' },
  { path: '/energy-audit', heading: 'Energy Audit', title: 'Energy Audit | PowerPay' },
];

test.describe('prerendered public pages', () => {
  test.describe('before their code has arrived', () => {
    test.use({ javaScriptEnabled: false });

    for (const { path, heading, title } of PAGES) {
      test(`${path} is readable from its HTML alone: title, navigation, content, footer`, async ({
        page,
      }) => {
        await page.goto(path);

        await expect(page).toHaveTitle(title);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.getByRole('banner').getByRole('link', { name: 'PowerPay home' })).toBeVisible();
        await expect(
          // The HTML is written at build time, with the build's year: this year, the suite having just built it.
          page.getByRole('contentinfo').getByText(`© ${thisYearInLagos()} PowerPay. All rights reserved.`),
        ).toBeVisible();
        await expect(page.getByRole('status', { name: 'Loading PowerPay' })).toHaveCount(0);
      });
    }

    test('a landing-page meter box still takes the visitor to Buy Electricity with the number', async ({
      page,
    }) => {
      await page.goto('/landing-page');
      const meterBox = page.getByRole('form', { name: HERO_FORM }).getByRole('textbox', { name: HERO_INPUT });
      await meterBox.fill('45012345678');
      await meterBox.press('Enter');

      await expect(page).toHaveURL(/\/buy-electricity\?meter_no=45012345678$/);
    });
  });

  for (const signedIn of [false, true]) {
    test(`the app takes each page over without redrawing it (${signedIn ? 'signed in' : 'a visitor'})`, async ({
      page,
    }) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      if (signedIn) {
        await page.addInitScript((key) => {
          const session = {
            email: 'ada@example.com',
            first_name: 'Ada',
            last_name: 'Obi',
            phone: '08031234567',
            token: 't',
          };
          window.localStorage.setItem(key, encodeURIComponent(JSON.stringify(session)));
        }, SESSION_STORAGE_KEY);
      }
      // A mark on the heading and the main element the server sent: each survives only if React adopts that element.
      await page.route(
        /\/(landing-page|policy|contact|track|buy-electricity|energy-audit)$/,
        async (route) => {
          const response = await route.fetch();
          const body = (await response.text())
            .replace('<h1 ', '<h1 data-from-server="" ')
            .replace('<main ', '<main data-from-server="" ');
          await route.fulfill({ response, body });
        },
      );

      for (const { path, heading } of PAGES) {
        await page.goto(path);
        await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });

        await expect(page.getByRole('heading', { level: 1, name: heading })).toHaveAttribute(
          'data-from-server',
          '',
        );
        expect(
          errors.filter((error) => error.includes(MISMATCH_MESSAGE)),
          path,
        ).toEqual([]);
      }
      // Inside the layout, what depends on the session changes once the app runs; the page itself is kept.
      for (const { path } of APP_PAGES) {
        await page.goto(path);
        await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });

        await expect(page.getByRole('main')).toHaveAttribute('data-from-server', '');
        expect(
          errors.filter((error) => error.includes(MISMATCH_MESSAGE)),
          path,
        ).toEqual([]);
      }
    });
  }

  test('every prerendered page requests its code only once it has painted', async ({ page }) => {
    // Ordering, not timing: the loader (public/load-app-after-paint.js) requests the entry from the
    // first-contentful-paint entry, so its request cannot start before that paint whatever the speed.
    const timings = async () =>
      page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        entry: performance
          .getEntriesByType('resource')
          .find((entry) => /\/assets\/index-[\w-]+\.js$/.test(entry.name))?.startTime,
      }));
    for (const path of [
      '/landing-page',
      '/policy',
      '/contact',
      '/track',
      '/buy-electricity',
      '/energy-audit',
    ]) {
      await page.goto(path);
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
      const { paint, entry } = await timings();
      expect(paint, path).toBeDefined();
      expect(entry, path).toBeGreaterThanOrEqual(paint ?? Number.POSITIVE_INFINITY);
    }
  });
});
