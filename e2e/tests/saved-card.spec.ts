import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

import { expectNoSeriousAxeViolations, openPage, registerViaApi, signIn } from './support';
import {
  answerSandboxCheckout,
  continueToSummary,
  fillPurchaseForm,
  simulatorMeter,
  TOKEN_PATTERN,
} from './support/purchase';

// A real journey: checkout, vend, polling, then a second purchase: slower than a page check.
test.describe.configure({ timeout: 120_000 });

test('buys with "Save this card", then Purchase Again pays with card ending 4081 without leaving PowerPay (decision 060)', async ({
  page,
  request,
}) => {
  const { ref: firstRef } = await buySavingTheCard(page, request, 'Pay');

  const recent = page.getByRole('region', { name: 'Most Recent Transaction' });
  await recent.getByRole('button', { name: 'Purchase Again' }).click();
  const panel = page.getByRole('dialog', { name: 'Purchase Again' });
  const payWithCard = panel.getByRole('button', { name: 'Pay with card ending 4081' });
  await expect(payWithCard).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('purchase-again-with-card.png') });
  await payWithCard.click();

  await expect(page.getByText('Payment successful')).toBeVisible();
  await expect(page).toHaveURL(/\/buy-electricity\?ref=PP-/);
  expect(page.url()).not.toContain('/sandbox/checkout');
  const details = page.getByRole('dialog', { name: 'Transaction Details' });
  await expect(details.getByTestId('meter-token')).toHaveText(TOKEN_PATTERN, { timeout: 40_000 });
  await expect(details.getByText(firstRef, { exact: true })).toBeHidden();
  await page.screenshot({ path: test.info().outputPath('paid-with-card.png') });

  await openPage(page, '/my-account');
  const saved = page.getByRole('region', { name: 'Saved cards' });
  await expect(saved.getByText('Visa ending 4081')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('my-account-saved-cards.png'), fullPage: true });
  await saved.getByRole('button', { name: 'Remove Visa ending 4081' }).click();
  await expect(saved.getByText(/No saved cards/)).toBeVisible();
});

test('a saved card declined when charged again: Purchase Again says so, nothing charged, then a new checkout of the same meter and amount pays (decision 060)', async ({
  page,
  request,
}) => {
  const { ref: firstRef, meter } = await buySavingTheCard(
    page,
    request,
    'Pay with a card that declines later',
  );

  const recent = page.getByRole('region', { name: 'Most Recent Transaction' });
  await recent.getByRole('button', { name: 'Purchase Again' }).click();
  const panel = page.getByRole('dialog', { name: 'Purchase Again' });
  await panel.getByRole('button', { name: 'Pay with card ending 0002' }).click();

  // Declined: said so in the panel, nothing charged, before the payment page of the new order.
  const notice = panel.getByRole('alert');
  await expect(notice).toContainText('Your card ending 0002 was declined', { timeout: 15_000 });
  await expect(notice).toContainText('You have not been charged.');
  const payOnPage = panel.getByRole('button', { name: 'Pay on the payment page' });
  await expect(payOnPage).toBeFocused();
  expect(page.url()).not.toContain('/sandbox/checkout');
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('declined-card-notice.png') });
  await payOnPage.click();

  // The payment page of a new order for the same meter and amount (₦3,000 and the ₦100 fee).
  await expect(page).toHaveURL(/\/sandbox\/checkout\//, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'NGN 3,100.00' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('declined-card-fallback.png') });
  const fallbackRef = await answerSandboxCheckout(page, 'Pay');
  expect(fallbackRef).not.toBe(firstRef);
  const details = page.getByRole('dialog', { name: 'Transaction Details' });
  await expect(details.getByText(fallbackRef, { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(details.getByText(meter).first()).toBeVisible();
  await expect(details.getByTestId('meter-token')).toHaveText(TOKEN_PATTERN, { timeout: 40_000 });
  await page.keyboard.press('Escape');

  // The declined order stays in the history, unpaid.
  await page.getByRole('tab', { name: 'Transaction History' }).click();
  await expect(page.getByRole('tabpanel').getByText('Payment failed')).toHaveCount(1, { timeout: 15_000 });
  await page.screenshot({ path: test.info().outputPath('declined-card-history.png'), fullPage: true });
});

/**
 * A signed-in customer's first purchase with "Save this card" on, paid on the sandbox checkout with
 * `button`; its token shown, its details closed. Answers the purchase's reference and meter.
 */
async function buySavingTheCard(
  page: Page,
  request: APIRequestContext,
  button: Parameters<typeof answerSandboxCheckout>[1],
): Promise<{ ref: string; meter: string }> {
  const session = await registerViaApi(request);
  await signIn(page, session);
  const meter = simulatorMeter();

  await openPage(page, '/buy-electricity');
  await fillPurchaseForm(page, { meter, amount: '3000', phone: session.phone });
  const summary = await continueToSummary(page);
  await summary.getByRole('button', { name: 'Proceed to Pay' }).click();
  const paySummary = page.getByRole('dialog', { name: 'Purchase Summary' });
  await paySummary.getByRole('switch', { name: /Save this card for faster top-ups/ }).click();
  await paySummary.getByRole('button', { name: 'Proceed to Pay' }).click();
  const ref = await answerSandboxCheckout(page, button);
  const firstDetails = page.getByRole('dialog', { name: 'Transaction Details' });
  await expect(firstDetails.getByText(ref, { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(firstDetails.getByTestId('meter-token')).toHaveText(TOKEN_PATTERN, { timeout: 40_000 });
  await page.keyboard.press('Escape');
  return { ref, meter };
}
