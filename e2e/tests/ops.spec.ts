import { expect, test } from '@playwright/test';

import { openPage, readOutbox, registerStaff, registerViaApi, signIn } from './support';
import { bearer, openOps, opsStatus, postSignedWebhook, startFailingPurchase } from './support/ops';

// Real journeys through the webhook, the purchase worker and the provider's refund, on a busy machine.
test.describe.configure({ timeout: 300_000 });

test('staff find a purchase that failed at the vending provider, see its timeline, refund it; the customer gets the SMS and sees the refund', async ({
  page,
  request,
}) => {
  const customer = await registerViaApi(request);
  const staff = await registerStaff(request);
  const { meter, checkout, ref } = await startFailingPurchase(request, customer);

  // The provider's signed webhook arrives before its own ledger settled: the vend fails (…2222), and
  // the automatic refund is refused by the provider ("Transaction not successful").
  await postSignedWebhook(request, {
    event: 'charge.success',
    data: {
      reference: ref,
      amount: 160_000,
      currency: 'NGN',
      status: 'success',
      paid_at: new Date().toISOString(),
    },
  });
  await expect.poll(() => opsStatus(request, staff, ref), { timeout: 30_000 }).toBe('refund_failed');
  // Then the checkout completes at the provider: its charge is now refundable.
  const paid = await request.post(`${checkout.pathname}/pay${checkout.search}`, {
    form: {},
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);

  await openOps(page, staff, '/ops/purchases');
  await page.getByLabel('Reference, meter, phone or e-mail').fill(meter);
  await page.getByRole('button', { name: 'Search' }).click();
  await page
    .getByRole('list', { name: 'Purchases found' })
    .getByRole('link', { name: new RegExp(ref) })
    .click();
  await expect(page.getByRole('heading', { name: `Purchase ${ref}` })).toBeVisible();

  const timeline = page.getByRole('list', { name: 'Timeline' });
  await expect(timeline.getByText('Vending provider answered')).toBeVisible();
  await expect(timeline.getByText('State changed → vend_failed')).toBeVisible();
  await expect(timeline.getByText('State changed → refund_failed')).toBeVisible();

  await page.getByRole('button', { name: 'Refund', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund this purchase?' });
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Refund started')).toBeVisible();
  await expect(async () => {
    await page.reload();
    await expect(
      page.getByRole('list', { name: 'Timeline' }).getByText('State changed → refunded'),
    ).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 90_000 });
  await expect(page.getByRole('list', { name: 'Timeline' }).getByText('Staff action')).toBeVisible();
  // Taken by the provider, not yet arrived: staff can tell the two apart (decision 031).
  const arrival = page
    .getByRole('term')
    .filter({ hasText: 'Refund reached the customer' })
    .locator('xpath=following-sibling::dd[1]');
  await expect(arrival).toHaveText('Not yet confirmed by the payment provider');
  await postSignedWebhook(request, {
    event: 'refund.processed',
    data: {
      status: 'processed',
      transaction_reference: ref,
      refund_reference: null,
      amount: 110_000,
      currency: 'NGN',
    },
  });
  await page.reload();
  await expect(arrival).not.toHaveText('Not yet confirmed by the payment provider');
  await expect(arrival).not.toHaveText('–');

  await expect
    .poll(
      async () =>
        (await readOutbox(request, customer.phone)).some(
          (message) => message.body.includes(ref) && message.body.includes('we have refunded'),
        ),
      { timeout: 20_000 },
    )
    .toBe(true);
  const history = await request.get('/api/v1/purchase', { headers: bearer(customer) });
  expect(((await history.json()) as { data: { ref: string; status: string }[] }).data).toEqual([
    expect.objectContaining({ ref, status: 'refunded' }),
  ]);
});

test('a refund the payment provider took but could not complete goes back to staff as needing a person, with its reason and event', async ({
  page,
  request,
}) => {
  const customer = await registerViaApi(request);
  const staff = await registerStaff(request);
  const { checkout, ref } = await startFailingPurchase(request, customer);
  // Paid at the checkout; the vend fails (…2222) and the refund is taken by the provider.
  const paid = await request.post(`${checkout.pathname}/pay${checkout.search}`, {
    form: {},
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
  await expect.poll(() => opsStatus(request, staff, ref), { timeout: 60_000 }).toBe('refunded');

  // Days later the provider reports that the refund did not reach the customer.
  await postSignedWebhook(request, {
    event: 'refund.failed',
    data: {
      status: 'failed',
      transaction_reference: ref,
      refund_reference: null,
      amount: 160_000,
      currency: 'NGN',
    },
  });
  expect(await opsStatus(request, staff, ref)).toBe('refund_failed');

  await openOps(page, staff, '/ops');
  const needing = page
    .getByRole('list', { name: 'Needs a person' })
    .getByRole('link', { name: new RegExp(ref) });
  await expect(needing).toContainText('Refund failed');
  await needing.click();
  await expect(page.getByRole('heading', { name: `Purchase ${ref}` })).toBeVisible();
  await expect(
    page.getByText('The payment provider took the refund but could not complete it (refund.failed)'),
  ).toBeVisible();
  const timeline = page.getByRole('list', { name: 'Timeline' });
  await expect(timeline.getByText('State changed → refunded')).toBeVisible();
  await expect(timeline.getByText(/event: refund\.failed/)).toBeVisible();
  await expect(timeline.getByText('State changed → refund_failed')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refund', exact: true })).toBeVisible();
});

test('a customer who opens /ops is told it is for staff and can go back to the app', async ({
  page,
  request,
}) => {
  await signIn(page, await registerViaApi(request));
  await openPage(page, '/ops');

  await expect(page.getByText('This area is for PowerPay staff only.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to PowerPay' }).click();
  await expect(page).toHaveURL(/\/buy-electricity$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Buy Electricity' })).toBeVisible();
});
