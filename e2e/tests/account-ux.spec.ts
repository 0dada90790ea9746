import { expect, test, type Locator } from '@playwright/test';

import { expectNoSeriousAxeViolations, isDesktop, openPage, registerViaApi, signIn } from './support';
import { answerSandboxCheckout, continueToSummary, simulatorMeter, TOKEN_PATTERN } from './support/purchase';

/** Decision 020 for a signed-in customer: the phone prefilled, an unpaid order with Complete payment, the
 * history's status column and filter, Most Recent only for delivered purchases, Purchase Again with a
 * new amount, /login going to the account, and the landing header's Sign In. */

test.describe.configure({ timeout: 120_000 });

/** Whether the element lies wholly within the visible part of its table's scroll box, as it stands. */
function isInSightInScrollBox(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.closest('table')?.parentElement?.getBoundingClientRect();
    const own = element.getBoundingClientRect();
    return Boolean(box) && own.left >= (box?.left ?? 0) && own.right <= (box?.right ?? 0);
  });
}

test('an unpaid order is in the history with its status and Complete payment; Most Recent waits for a delivered one', async ({
  page,
  request,
}) => {
  const session = await registerViaApi(request);
  await signIn(page, session);
  await openPage(page, '/buy-electricity');

  const form = page.getByRole('form', { name: 'New Purchase' });
  // The first visit downloads the form's chunk: wait for the outcome, not a clock.
  await expect(form.getByLabel('Phone Number')).toHaveValue(session.phone, { timeout: 30_000 });
  const meter = simulatorMeter();
  await form.getByLabel('Meter Number').fill(meter);
  await form.getByLabel('Provider').selectOption('ikeja-electric');
  await form.getByLabel('Meter Type').selectOption('prepaid');
  await form.getByRole('button', { name: '₦2,000' }).click();
  const summary = await continueToSummary(page);
  await summary.getByRole('button', { name: 'Proceed to Pay' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Proceed to Pay' }).click();
  const ref = await (async () => {
    await expect(page).toHaveURL(/\/sandbox\/checkout\//, { timeout: 15_000 });
    return decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1) ?? '');
  })();

  // Walks away from the payment page without paying.
  await openPage(page, '/buy-electricity');
  await expect(page.getByRole('form', { name: 'New Purchase' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Most Recent Transaction' })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Transaction History' }).click();
  const filters = page.getByRole('search', { name: 'Filter transactions' });
  await filters.getByLabel('Status').selectOption('unpaid');
  await filters.getByLabel('Start Date').fill('01/01/2020');
  await filters.getByRole('button', { name: 'Search' }).click();
  // The order's row (a table row on a desktop, a list item on a phone) carries its status badge.
  const entry = (isDesktop(page) ? page.getByRole('row') : page.getByRole('listitem')).filter({
    hasText: meter,
  });
  await expect(entry).toContainText('Awaiting payment');
  await expectNoSeriousAxeViolations(page);

  if (isDesktop(page)) {
    const row = entry;
    await expect(row.getByText('Ikeja Electric (IE)')).toBeVisible();
    // With the sidebar open the table can be wider than its card (at 1024 px it always is): its middle
    // columns scroll, and the status and actions stay in sight at its right edge, before any scrolling.
    for (const width of [1280, 1024]) {
      await page.setViewportSize({ width, height: 800 });
      for (const part of [
        row.getByText('Awaiting payment'),
        row.getByRole('button', { name: `Complete payment of ${ref}` }),
        row.getByRole('button', { name: `View details of ${ref}` }),
      ]) {
        expect(await isInSightInScrollBox(part), `${width} px`).toBe(true);
      }
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await row.getByRole('button', { name: `Complete payment of ${ref}` }).click();
  } else {
    await page
      .getByRole('button', { name: new RegExp(meter) })
      .first()
      .click();
    await page.getByRole('button', { name: 'Complete payment' }).click();
  }
  expect(await answerSandboxCheckout(page, 'Pay')).toBe(ref);
  await expect(page.getByTestId('meter-token')).toHaveText(TOKEN_PATTERN, { timeout: 40_000 });

  await openPage(page, '/buy-electricity');
  await expect(page.getByRole('heading', { name: 'Most Recent Transaction' })).toBeVisible();
  await page.getByRole('button', { name: 'Purchase Again' }).click();
  const again = page.getByRole('dialog', { name: 'Purchase Again' });
  await expect(again.getByLabel('Amount')).toHaveValue('2000');
  await again.getByRole('button', { name: '₦10,000' }).click();
  await expect(again.getByText('NGN 10,100.00')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await again.getByRole('button', { name: 'Proceed to Pay' }).click();
  await expect(page.getByRole('heading', { name: 'NGN 10,100.00' })).toBeVisible({ timeout: 15_000 });
});

test('a signed-in customer opening /login or /register lands on their account', async ({ page, request }) => {
  await signIn(page, await registerViaApi(request));
  for (const path of ['/login', '/register']) {
    await openPage(page, path);
    await expect(page).toHaveURL(/\/my-account$/);
  }
});

test('the landing header has Sign In', async ({ page }) => {
  await page.goto('/landing-page');
  await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
});
