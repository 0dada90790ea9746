import { expect, test, type Locator, type Page } from '@playwright/test';

import { expectNoSeriousAxeViolations, linesOfText, openPage, uniquePhone } from './support';
import {
  answerSandboxCheckout,
  continueToSummary,
  fillPurchaseForm,
  simulatorMeter,
  TOKEN_PATTERN,
} from './support/purchase';

/** A guest fills the form, verifies, sees the summary and chooses Continue as a guest. */
async function payAsGuest(page: Page, { meter, amount = '1500' }: { meter: string; amount?: string }) {
  await openPage(page, '/buy-electricity');
  await fillPurchaseForm(page, { meter, amount, phone: uniquePhone() });
  const summary = await continueToSummary(page);
  await summary.getByRole('button', { name: 'Proceed to Pay' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create an account to pay' });
  await dialog.getByRole('button', { name: 'Continue as a guest' }).click();
}

/** Whether the element itself is what a tap at its left, middle and right would reach. */
function isUncovered(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const points = [0.25, 0.5, 0.75].map(
      (share) => [box.left + box.width * share, box.top + box.height / 2] as const,
    );
    return points.every(([x, y]) => element.contains(document.elementFromPoint(x, y)));
  });
}

async function expectReceiptToken(page: Page, ref: string) {
  await expect(page).toHaveURL(new RegExp(`/receipt/${ref}\\?key=`));
  await expect(page.getByRole('heading', { name: 'Your meter token is ready' })).toBeVisible({
    timeout: 40_000,
  });
  await expect(page.getByTestId('meter-token')).toHaveText(TOKEN_PATTERN);
}

// Real journeys through checkout, vend jobs and polling: slower than a page check on a busy machine.
test.describe.configure({ timeout: 90_000 });

test.describe('buying electricity as a guest', () => {
  test('verifies, shows the summary, pays through the sandbox checkout and lands on the receipt with the token', async ({
    page,
  }) => {
    const meter = simulatorMeter();
    await openPage(page, '/buy-electricity');
    await fillPurchaseForm(page, { meter, amount: '2500.5', phone: uniquePhone() });
    await expectNoSeriousAxeViolations(page);

    const summary = await continueToSummary(page);
    await expect(page.getByText('Verified', { exact: true })).toBeVisible();
    await expect(summary.getByText('NGN 2,500.50')).toBeVisible();
    await expect(summary.getByText('NGN 100.00')).toBeVisible();
    await expect(summary.getByText('NGN 2,600.50')).toBeVisible();
    await expect(summary.getByText(meter)).toBeVisible();

    await summary.getByRole('button', { name: 'Proceed to Pay' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create an account to pay' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Continue as a guest' }).click();

    await expect(page.getByRole('heading', { name: 'NGN 2,600.50' })).toBeVisible({ timeout: 15_000 });
    const ref = await answerSandboxCheckout(page, 'Pay');
    await expectReceiptToken(page, ref);
    await expect(page.getByRole('main').getByText(meter)).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  test('Back on the summary, as a phone’s Back button does, returns to the form with what was typed', async ({
    page,
  }) => {
    const meter = simulatorMeter();
    const phone = uniquePhone();
    await openPage(page, '/buy-electricity');
    await fillPurchaseForm(page, { meter, amount: '2500', phone });
    const firstSummary = await continueToSummary(page);
    // On the narrowest common phone the phone number stays on one line.
    await page.setViewportSize({ width: 360, height: 740 });
    const shownPhone = firstSummary.getByText(
      `+234 ${phone.slice(1, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}`,
      { exact: true },
    );
    expect(await linesOfText(shownPhone)).toBe(1);
    // And each tab's label fits its tab.
    for (const tab of await page.getByRole('tab').all())
      expect(await tab.evaluate((button) => button.scrollWidth <= button.clientWidth)).toBe(true);

    // Continue moved the focus to the summary's title; Back moves it to the form's.
    await expect(firstSummary.getByRole('heading', { name: 'Summary' })).toBeFocused();
    await page.goBack();
    const form = page.getByRole('form', { name: 'New Purchase' });
    await expect(form).toBeVisible();
    await expect(page.getByRole('heading', { name: 'New Purchase' })).toBeFocused();
    await expect(page).toHaveURL(/\/buy-electricity$/);
    await expect(form.getByLabel('Meter Number')).toHaveValue(meter);
    await expect(form.getByLabel('Provider')).toHaveValue('ikeja-electric');
    await expect(form.getByLabel('Amount')).toHaveValue('2500');
    await expect(form.getByLabel('Phone Number')).toHaveValue(phone);

    // Continue again: the summary, and Back once more is still the form.
    const summary = await continueToSummary(page);
    await expect(summary.getByText(meter)).toBeVisible();
    await page.goBack();
    await expect(form.getByLabel('Amount')).toHaveValue('2500');
  });

  test('Back from the payment page shows the order waiting; Complete payment returns to it and pays (decision 030)', async ({
    page,
  }) => {
    const meter = simulatorMeter();
    await payAsGuest(page, { meter, amount: '1800' });
    await expect(page).toHaveURL(/\/sandbox\/checkout\//, { timeout: 15_000 });
    const ref = decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1) ?? '');

    await page.goBack();
    const waiting = page.getByRole('region', { name: 'Your order is waiting for payment' });
    await expect(waiting).toBeVisible();
    await expect(waiting).toContainText(
      `NGN 1,900.00 for meter ${meter}, Ikeja Electric (IE). We have not received a payment for it yet.`,
    );
    await expect(waiting).toContainText(ref);
    expect(await isUncovered(waiting.getByRole('button', { name: 'Complete payment' }))).toBe(true);
    await expectNoSeriousAxeViolations(page);

    await waiting.getByRole('button', { name: 'Complete payment' }).click();
    expect(await answerSandboxCheckout(page, 'Pay')).toBe(ref);
    await expectReceiptToken(page, ref);
  });

  test('Back from a payment page paid in another tab says the token is ready, not "pay again" (decision 030)', async ({
    page,
    context,
  }) => {
    await payAsGuest(page, { meter: simulatorMeter(), amount: '1500' });
    await expect(page).toHaveURL(/\/sandbox\/checkout\//, { timeout: 15_000 });
    // The same payment page paid in a second tab (a bank app that opened one, a second try).
    const otherTab = await context.newPage();
    await otherTab.goto(page.url());
    const ref = await answerSandboxCheckout(otherTab, 'Pay');
    await expectReceiptToken(otherTab, ref);

    await page.goBack();
    const paid = page.getByRole('region', { name: 'Your token is ready' });
    await expect(paid).toContainText(ref);
    await expect(page.getByRole('button', { name: 'Complete payment' })).toHaveCount(0);
    await paid.getByRole('link', { name: 'View token' }).click();
    await expectReceiptToken(page, ref);
  });

  test('Back with "Create an account to pay" open returns to the form without the dialog', async ({
    page,
  }) => {
    const meter = simulatorMeter();
    await openPage(page, '/buy-electricity');
    await fillPurchaseForm(page, { meter, amount: '2500', phone: uniquePhone() });
    const summary = await continueToSummary(page);
    await summary.getByRole('button', { name: 'Proceed to Pay' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create an account to pay' });
    await expect(dialog).toBeVisible();

    await page.goBack();
    await expect(page.getByRole('form', { name: 'New Purchase' }).getByLabel('Meter Number')).toHaveValue(
      meter,
    );
    await expect(dialog).toBeHidden();
    // The summary and its dialog come back together only when the customer asks again.
    await continueToSummary(page);
    await expect(dialog).toBeHidden();
  });

  test('the Cancel Order and pay dialogs take the focus, and Tab stays inside them', async ({ page }) => {
    await openPage(page, '/buy-electricity');
    await fillPurchaseForm(page, { meter: simulatorMeter(), phone: uniquePhone() });
    const summary = await continueToSummary(page);

    for (const [button, name] of [
      ['Cancel', 'Cancel Order'],
      ['Proceed to Pay', 'Create an account to pay'],
    ] as const) {
      await summary.getByRole('button', { name: button, exact: true }).click();
      const dialog = page.getByRole('dialog', { name });
      await expect(dialog).toBeVisible();
      const isFocusInside = () => dialog.evaluate((element) => element.contains(document.activeElement));
      await expect.poll(isFocusInside).toBe(true);
      for (let press = 0; press < 6; press += 1) {
        await page.keyboard.press('Tab');
        expect(await isFocusInside()).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  });

  test('the summary says Verified beside the name, and nothing covers its Total, the title or Proceed to Pay', async ({
    page,
  }) => {
    await openPage(page, '/buy-electricity');
    await fillPurchaseForm(page, { meter: simulatorMeter(), phone: uniquePhone() });
    const summary = await continueToSummary(page);
    // "Verified" is the summary's own: a toast of it covered the Total on a phone (docs/product.md §12).
    await expect(summary.getByText('Verified', { exact: true })).toBeVisible();
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);

    // Right after Continue, as the customer first sees it: the Total in view and uncovered.
    const total = summary.getByText('Total', { exact: true }).locator('xpath=..');
    await expect(total).toBeInViewport();
    expect(await isUncovered(total)).toBe(true);
    await page.screenshot({ path: test.info().outputPath('summary.png') });

    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await isUncovered(page.getByRole('banner').getByText('Buy Electricity', { exact: true }))).toBe(
      true,
    );
    expect(await isUncovered(page.getByRole('heading', { level: 1, name: 'Buy Electricity' }))).toBe(true);
    const proceed = summary.getByRole('button', { name: 'Proceed to Pay' });
    // Mid-window: on a phone the window's bottom edge is the bottom navigation's.
    await proceed.evaluate((button) => button.scrollIntoView({ block: 'center' }));
    expect(await isUncovered(proceed)).toBe(true);
  });

  test('a meter whose first vend times out (…3333) still ends with the token', async ({ page }) => {
    await payAsGuest(page, { meter: simulatorMeter('3333') });

    const ref = await answerSandboxCheckout(page, 'Pay');
    await expectReceiptToken(page, ref);
  });

  test('a declined payment says the purchase did not go through, with no token', async ({ page }) => {
    await payAsGuest(page, { meter: simulatorMeter() });

    const ref = await answerSandboxCheckout(page, 'Decline');
    await expect(page).toHaveURL(new RegExp(`/receipt/${ref}\\?key=`));
    await expect(page.getByRole('heading', { name: 'This purchase did not go through' })).toBeVisible();
    await expect(page.getByText('Payment failed', { exact: true }).first()).toBeVisible();
    await expect(page.getByTestId('meter-token')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Refresh' })).toHaveCount(0);
  });

  test('a meter the DisCo cannot verify (…0000) shows the error and keeps the form', async ({ page }) => {
    const meter = simulatorMeter('0000');
    await openPage(page, '/buy-electricity');
    await fillPurchaseForm(page, { meter, phone: uniquePhone() });

    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page.locator('[data-sonner-toast][data-type="error"]')).toBeVisible();
    // Not only a toast: the field to fix is marked, with the message under it (docs/product.md §12).
    const form = page.getByRole('form', { name: 'New Purchase' });
    await expect(form.getByLabel('Meter Number')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByRole('alert')).toBeVisible();
    await expect(form.getByLabel('Meter Number')).toHaveValue(meter);
    await expect(page.getByRole('region', { name: 'Summary' })).toHaveCount(0);
  });

  test('the form checks each field in order with its message', async ({ page }) => {
    await openPage(page, '/buy-electricity');
    const form = page.getByRole('form', { name: 'New Purchase' });
    const continueButton = form.getByRole('button', { name: 'Continue' });

    await continueButton.click();
    await expect(form.getByRole('alert')).toHaveText('This field is required');
    await form.getByLabel('Meter Number').fill('12345');
    await continueButton.click();
    await expect(form.getByRole('alert')).toHaveText('Please Enter a valid Meter Number');
    await form.getByLabel('Meter Number').fill(simulatorMeter());
    await form.getByLabel('Provider').selectOption('eko-electric');
    await form.getByLabel('Meter Type').selectOption('prepaid');
    await form.getByLabel('Amount').fill('-5');
    await continueButton.click();
    await expect(form.getByRole('alert')).toHaveText('Please enter a valid amount');
    await form.getByLabel('Amount').fill('1000');
    await form.getByLabel('Phone Number').fill('0123');
    await continueButton.click();
    await expect(form.getByRole('alert')).toHaveText('Please Enter a valid Phone Number');
    await expect(form.getByRole('alert')).toHaveCount(1);
  });

  test('Cancel on the summary asks to confirm and Yes, Cancel leaves the order', async ({ page }) => {
    await openPage(page, '/buy-electricity');
    await fillPurchaseForm(page, { meter: simulatorMeter(), phone: uniquePhone() });
    const summary = await continueToSummary(page);

    await summary.getByRole('button', { name: 'Cancel' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel Order' });
    await expect(dialog.getByText('Are you sure you want to cancel this order?')).toBeVisible();
    await dialog.getByRole('button', { name: 'No, Continue' }).click();
    await expect(summary).toBeVisible();

    await summary.getByRole('button', { name: 'Cancel' }).click();
    await page
      .getByRole('dialog', { name: 'Cancel Order' })
      .getByRole('button', { name: 'Yes, Cancel' })
      .click();
    await expect(page).toHaveURL(/\/buy-electricity$/, { timeout: 10_000 });
    await expect(page.getByRole('form', { name: 'New Purchase' })).toBeVisible();
  });
});
