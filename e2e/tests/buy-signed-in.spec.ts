import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

import {
  expectNoSeriousAxeViolations,
  openPage,
  registerViaApi,
  signIn,
  TEST_PASSWORD,
  type Session,
  uniquePhone,
} from './support';
import {
  answerSandboxCheckout,
  continueToSummary,
  fillPurchaseForm,
  simulatorMeter,
  TOKEN_PATTERN,
} from './support/purchase';

/** The details panel the checkout sends a signed-in buyer back to, once the token is in. */
async function expectDetailsWithToken(page: Page, ref: string) {
  await expect(page).toHaveURL(new RegExp(`/buy-electricity\\?ref=${ref}`), { timeout: 15_000 });
  const panel = page.getByRole('dialog', { name: 'Transaction Details' });
  await expect(panel.getByText(ref, { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(panel.getByTestId('meter-token')).toHaveText(TOKEN_PATTERN, { timeout: 40_000 });
  return panel;
}

/** A paid purchase made through the API and the sandbox checkout, so the customer has a recent one. */
async function buyThroughApi(
  page: Page,
  request: APIRequestContext,
  session: Session,
  { meter, amount }: { meter: string; amount: number },
) {
  const response = await request.post('/api/v1/purchase', {
    headers: { Authorization: `Bearer ${session.token}` },
    data: {
      meter_no: meter,
      provider: 'eko-electric',
      meter_type: 'prepaid',
      amount,
      phone: session.phone,
      meter_name: 'Ignored by the server',
      beneficiary: false,
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  await page.goto(((await response.json()) as { data: string }).data);
  return answerSandboxCheckout(page, 'Pay');
}

// Real journeys through checkout, vend jobs and polling: slower than a page check on a busy machine.
test.describe.configure({ timeout: 90_000 });

test.describe('buying electricity signed in', () => {
  test('pays from the Purchase Summary, saves the beneficiary, sees the token and then Most Recent Transaction', async ({
    page,
    request,
  }) => {
    const session = await registerViaApi(request);
    await signIn(page, session);
    const meter = simulatorMeter();

    await openPage(page, '/buy-electricity');
    const form = page.getByRole('form', { name: 'New Purchase' });
    await expect(form.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await fillPurchaseForm(page, { meter, amount: '3000', phone: session.phone });
    const summary = await continueToSummary(page);
    await summary.getByRole('button', { name: 'Proceed to Pay' }).click();

    const paySummary = page.getByRole('dialog', { name: 'Purchase Summary' });
    await expect(paySummary.getByText('NGN 3,100.00')).toBeVisible();
    await paySummary.getByRole('switch', { name: 'Save meter details as a beneficiary' }).click();
    await expectNoSeriousAxeViolations(page);
    await paySummary.getByRole('button', { name: 'Proceed to Pay' }).click();

    const ref = await answerSandboxCheckout(page, 'Pay');
    const panel = await expectDetailsWithToken(page, ref);
    await expect(panel.getByText(meter)).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await page.keyboard.press('Escape');
    const recent = page.getByRole('region', { name: 'Most Recent Transaction' });
    await expect(recent.getByText(meter)).toBeVisible();
    await expect(recent.getByText('NGN 3,000.00')).toBeVisible();

    const beneficiaries = await request.get('/api/v1/beneficiary', {
      headers: { Authorization: `Bearer ${session.token}` },
    });
    expect(
      ((await beneficiaries.json()) as { data: { meter_no: string }[] }).data.map((saved) => saved.meter_no),
    ).toContain(meter);
  });

  test('Back from the payment page shows the order waiting; Change details puts it back in the form (decision 030)', async ({
    page,
    request,
  }) => {
    const session = await registerViaApi(request);
    await signIn(page, session);
    const meter = simulatorMeter();
    await openPage(page, '/buy-electricity');
    await fillPurchaseForm(page, { meter, amount: '4000', phone: session.phone });
    const summary = await continueToSummary(page);
    await summary.getByRole('button', { name: 'Proceed to Pay' }).click();
    await page
      .getByRole('dialog', { name: 'Purchase Summary' })
      .getByRole('button', { name: 'Proceed to Pay' })
      .click();
    await expect(page).toHaveURL(/\/sandbox\/checkout\//, { timeout: 15_000 });

    await page.goBack();
    const waiting = page.getByRole('region', { name: 'Your order is waiting for payment' });
    await expect(waiting).toContainText(`NGN 4,100.00 for meter ${meter}`);
    await waiting.getByRole('button', { name: 'Change details' }).click();

    await expect(waiting).toBeHidden();
    const form = page.getByRole('form', { name: 'New Purchase' });
    await expect(form.getByLabel('Meter Number')).toHaveValue(meter);
    await expect(form.getByLabel('Amount')).toHaveValue('4000');
    await form.getByLabel('Amount').fill('4500');
    const changed = await continueToSummary(page);
    await expect(changed.getByText('NGN 4,600.00')).toBeVisible();
  });

  test('Purchase Again from Most Recent Transaction buys the same meter and amount again', async ({
    page,
    request,
  }) => {
    const session = await registerViaApi(request);
    await signIn(page, session);
    const meter = simulatorMeter();
    const firstRef = await buyThroughApi(page, request, session, { meter, amount: 4200 });
    await expectDetailsWithToken(page, firstRef);

    await openPage(page, '/buy-electricity');
    const recent = page.getByRole('region', { name: 'Most Recent Transaction' });
    await expect(recent.getByText(meter)).toBeVisible();
    await recent.getByRole('button', { name: 'Purchase Again' }).click();
    const panel = page.getByRole('dialog', { name: 'Purchase Again' });
    await expect(panel.getByText('NGN 4,300.00')).toBeVisible();
    await panel.getByRole('button', { name: 'Proceed to Pay' }).click();

    const secondRef = await answerSandboxCheckout(page, 'Pay');
    expect(secondRef).not.toBe(firstRef);
    const details = await expectDetailsWithToken(page, secondRef);
    await expect(details.getByText(meter)).toBeVisible();
  });

  test('a pending token (…1111) shows Refresh, which asks the provider again and shows the token', async ({
    page,
    request,
  }) => {
    const session = await registerViaApi(request);
    await signIn(page, session);
    const ref = await buyThroughApi(page, request, session, { meter: simulatorMeter('1111'), amount: 1000 });

    await expect(page).toHaveURL(new RegExp(`/buy-electricity\\?ref=${ref}`), { timeout: 15_000 });
    const panel = page.getByRole('dialog', { name: 'Transaction Details' });
    const refresh = panel.getByRole('button', { name: 'Refresh' });
    const token = panel.getByTestId('meter-token');
    // The provider issues the token to a requery at least 5 s after the vend, and the server's own
    // requeries may get it first on a slow machine: the panel shows the pending state or, already,
    // the token. While it is pending, Refresh asks again until the token is on screen (no clock here).
    await expect(panel.getByText('Your token is on its way').or(token)).toBeVisible({ timeout: 15_000 });
    await expect(async () => {
      if (await refresh.isVisible()) await refresh.click({ timeout: 2_000 }).catch(() => undefined);
      await expect(token).toHaveText(TOKEN_PATTERN, { timeout: 2_000 });
    }).toPass({ timeout: 40_000 });
  });

  test('a signed-out buyer signs in from Proceed to Pay and continues to the Purchase Summary', async ({
    page,
    request,
  }) => {
    const session = await registerViaApi(request);
    await openPage(page, '/buy-electricity');
    await fillPurchaseForm(page, { meter: simulatorMeter(), phone: uniquePhone() });
    const summary = await continueToSummary(page);
    await summary.getByRole('button', { name: 'Proceed to Pay' }).click();

    const dialog = page.getByRole('dialog', { name: 'Create an account to pay' });
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    const signInDialog = page.getByRole('dialog', { name: 'Sign In' });
    await signInDialog.getByLabel('Email').fill(session.email);
    await signInDialog.getByRole('textbox', { name: 'Password' }).fill(TEST_PASSWORD);
    await signInDialog.getByRole('button', { name: 'Continue' }).click();

    const paySummary = page.getByRole('dialog', { name: 'Purchase Summary' });
    await expect(paySummary.getByRole('switch', { name: 'Save meter details as a beneficiary' })).toBeVisible(
      { timeout: 10_000 },
    );
    await paySummary.getByRole('button', { name: 'Proceed to Pay' }).click();
    const ref = await answerSandboxCheckout(page, 'Pay');
    await expectDetailsWithToken(page, ref);
  });
});
