import { expect, test, type Page } from '@playwright/test';

import { expectNoSeriousAxeViolations, openPage, registerViaApi, signIn, thisYearInLagos } from './support';

/** The eight routes inside the common layout and the page name the top bar shows. */
const LAYOUT_ROUTES = [
  ['/buy-electricity', 'Buy Electricity'],
  ['/track', 'Buy Solar'],
  ['/energy-audit', 'Energy Audit'],
  ['/my-account', 'My Account'],
  ['/my-profile', 'My Profile'],
  ['/beneficiary', 'Beneficiary'],
  ['/notifications', 'Notifications'],
  ['/update-password', 'Update Password'],
] as const;

/** Pages outside the layout, each with its own title. */
const PUBLIC_ROUTES = [
  ['/landing-page', /PowerPay/],
  ['/policy', 'Privacy Policy | PowerPay'],
  ['/contact', 'Contact Us | PowerPay'],
  ['/login', 'Sign In | PowerPay'],
  ['/register', 'Create an Account | PowerPay'],
  ['/forgot-password', 'Forgot Password | PowerPay'],
  ['/reset-password', 'Reset Password | PowerPay'],
] as const;

function isMobileProject(page: Page): boolean {
  return (page.viewportSize()?.width ?? 0) < 1024;
}

function topBar(page: Page) {
  return page.getByRole('banner');
}

/**
 * Records, inside the page, when the splash logo first appeared and when the app left the splash
 * (the router's history call), so the measured delay is the splash's own and not the test's latency.
 */
async function measureSplash(page: Page, from: string, to: string): Promise<number> {
  await page.addInitScript(() => {
    const marks: Record<string, number> = {};
    (window as unknown as { splashMarks: Record<string, number> }).splashMarks = marks;
    new MutationObserver(() => {
      if (
        marks.shown === undefined &&
        document.querySelector('svg[role="img"] title')?.textContent === 'PowerPay'
      ) {
        marks.shown = performance.now();
      }
    }).observe(document, { childList: true, subtree: true });
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method].bind(history);
      history[method] = (...args: Parameters<History['pushState']>) => {
        if (marks.left === undefined && marks.shown !== undefined) marks.left = performance.now();
        original(...args);
      };
    }
  });
  await page.goto(from);
  await page.waitForURL(`**${to}`, { timeout: 20_000 });
  const marks = await page.evaluate(
    () => (window as unknown as { splashMarks: Record<string, number> }).splashMarks,
  );
  expect(marks.shown, 'the splash logo was never shown').toBeDefined();
  expect(marks.left, 'the splash never navigated').toBeDefined();
  return (marks.left ?? 0) - (marks.shown ?? 0);
}

test.describe('splash screens', () => {
  test('/ shows the logo, then the landing page after 1500 ms', async ({ page }) => {
    const elapsed = await measureSplash(page, '/', '/landing-page');
    // No upper bound: how soon after the timer the next page commits depends on the machine, and
    // a splash that never leaves already fails measureSplash's waitForURL.
    expect(elapsed).toBeGreaterThanOrEqual(1450);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('/buy-energy-app shows the logo, then Buy Electricity after 1000 ms', async ({ page }) => {
    const elapsed = await measureSplash(page, '/buy-energy-app', '/buy-electricity');
    expect(elapsed).toBeGreaterThanOrEqual(950);
    await expect(topBar(page).getByText('Buy Electricity', { exact: true })).toBeVisible();
  });

  test('/buy-solar-app shows the logo, then Buy Solar after 1000 ms', async ({ page }) => {
    const elapsed = await measureSplash(page, '/buy-solar-app', '/track');
    expect(elapsed).toBeGreaterThanOrEqual(950);
    await expect(topBar(page).getByText('Buy Solar', { exact: true })).toBeVisible();
  });

  test('the splash is replaced in the history, so Back does not replay it', async ({ page }) => {
    await openPage(page, '/landing-page');
    await page.goto('/buy-energy-app');
    await page.waitForURL('**/buy-electricity');
    await page.goBack();
    await expect(page).toHaveURL(/\/landing-page$/);
  });
});

test.describe('every route', () => {
  for (const [path, name] of LAYOUT_ROUTES) {
    test(`${path} renders inside the layout as ${name}`, async ({ page }) => {
      await openPage(page, path);
      await expect(topBar(page).getByText(name, { exact: true })).toBeVisible();
      await expect(page).toHaveTitle(`${name} | PowerPay`);
      await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }

  for (const [path, title] of PUBLIC_ROUTES) {
    test(`${path} renders its own page`, async ({ page }) => {
      await openPage(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page).toHaveTitle(title);
      await expect(page.getByRole('navigation', { name: 'Bottom navigation' })).toHaveCount(0);
    });
  }

  test('an unknown path shows the not-found page; axe clean', async ({ page }) => {
    const response = await page.goto('/this-page-does-not-exist');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('link', { name: 'Buy Electricity' }).click();
    await expect(page).toHaveURL(/\/buy-electricity$/);
  });

  test('the app runs under its Content-Security-Policy without a single violation', async ({ page }) => {
    await page.addInitScript(() => {
      const violations: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = violations;
      document.addEventListener('securitypolicyviolation', (event) => {
        violations.push(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    const response = await openPage(page, '/landing-page');
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    expect(response?.headers()['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);

    for (const path of ['/landing-page', '/buy-electricity', '/my-account', '/contact']) {
      await openPage(page, path);
      await expect(page.getByRole('heading').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const violations = await page.evaluate(
        () => (window as unknown as { cspViolations: string[] }).cspViolations,
      );
      expect(violations, path).toEqual([]);
    }
  });

  test('the API documentation opens at /api/docs', async ({ page }) => {
    await page.goto('/api/docs');
    await expect(page.getByRole('heading', { name: /PowerPay API/ })).toBeVisible();
    await expect(page.getByText('/api/v1/health', { exact: true })).toBeVisible();
  });

  test('an unknown API path answers 404 Request not found', async ({ request }) => {
    const response = await request.get('/api/v1/nope');
    expect(response.status()).toBe(404);
    expect(await response.json()).toEqual({ msg: 'Request not found' });
  });
});

test.describe('layout navigation', () => {
  test('sidebar or bottom navigation reaches every layout page; axe clean', async ({ page }) => {
    await openPage(page, '/buy-electricity');
    await expect(topBar(page).getByText('Buy Electricity', { exact: true })).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    const bottomNav = page.getByRole('navigation', { name: 'Bottom navigation' });
    if (isMobileProject(page)) {
      await expect(bottomNav).toBeVisible();
      await bottomNav.getByRole('link', { name: 'Buy Solar' }).click();
      await expect(topBar(page).getByText('Buy Solar', { exact: true })).toBeVisible();
      await bottomNav.getByRole('link', { name: 'My Account' }).click();
      await expect(topBar(page).getByText('My Account', { exact: true })).toBeVisible();
      await bottomNav.getByRole('link', { name: 'Buy Electricity' }).click();
      await expect(page).toHaveURL(/\/buy-electricity$/);
      return;
    }

    await expect(bottomNav).toBeHidden();
    const sidebar = page.getByRole('navigation', { name: 'Main' });
    await expect(sidebar).toBeVisible();
    for (const [path, name] of LAYOUT_ROUTES.filter(
      ([route]) => route !== '/my-account' && route !== '/energy-audit',
    )) {
      await sidebar.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(topBar(page).getByText(name, { exact: true })).toBeVisible();
    }

    await sidebar.getByRole('button', { name: 'My Account' }).click();
    await expect(sidebar.getByRole('link', { name: 'My Profile' })).toBeHidden();
    await sidebar.getByRole('button', { name: 'My Account' }).click();
    await expect(sidebar.getByRole('link', { name: 'My Profile' })).toBeVisible();
  });

  test('the menu toggle folds the sidebar (desktop) or opens the drawer (mobile)', async ({ page }) => {
    await openPage(page, '/track');
    const toggle = topBar(page).getByRole('button', { name: /navigation menu/ });

    if (isMobileProject(page)) {
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
      await toggle.click();
      const drawer = page.getByRole('dialog', { name: 'Navigation menu' });
      await expect(drawer).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await drawer.getByRole('link', { name: 'Notifications' }).click();
      await expect(page).toHaveURL(/\/notifications$/);
      await expect(drawer).toBeHidden();
      return;
    }

    const sidebar = page.getByRole('complementary');
    const expandedWidth = (await sidebar.boundingBox())?.width ?? 0;
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect.poll(async () => (await sidebar.boundingBox())?.width ?? 0).toBeLessThan(expandedWidth / 2);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Beneficiary' }).click();
    await expect(page).toHaveURL(/\/beneficiary$/);
    await toggle.click();
    await expect.poll(async () => (await sidebar.boundingBox())?.width ?? 0).toBe(expandedWidth);
  });

  test('footer links lead to the landing page sections; the logo to /landing-page', async ({ page }) => {
    await page.goto('/my-profile');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(`© ${thisYearInLagos()}`)).toBeVisible();

    await footer.getByRole('link', { name: 'What We Offer' }).click();
    await expect(page).toHaveURL(/\/landing-page#what-we-offer$/);

    await page.goto('/beneficiary');
    await page.getByRole('link', { name: 'PowerPay home' }).locator('visible=true').first().click();
    await expect(page).toHaveURL(/\/landing-page$/);
  });

  test('a signed-in customer sees the phone number in the top bar', async ({ page, request }) => {
    const session = await registerViaApi(request);
    await signIn(page, session);
    await page.goto('/my-account');
    await expect(topBar(page).getByText(session.phone)).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
});
