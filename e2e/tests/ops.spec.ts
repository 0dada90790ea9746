import { createHmac, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';

import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

import {
  homeAuditAnswers,
  openPage,
  readOutbox,
  registerStaff,
  registerViaApi,
  signIn,
  type Session,
} from './support';
import { E2E_SANDBOX_WEBHOOK_SECRET } from './support/api';
import { simulatorMeter } from './support/purchase';

// Real journeys through the webhook, the purchase worker and the provider's refund, on a busy machine.
test.describe.configure({ timeout: 300_000 });

const bearer = (session: Session) => ({ Authorization: `Bearer ${session.token}` });

async function opsStatus(request: APIRequestContext, staff: Session, ref: string): Promise<string> {
  const response = await request.get(`/api/v1/ops/purchases/${ref}`, { headers: bearer(staff) });
  return ((await response.json()) as { data: { purchase: { status: string } } }).data.purchase.status;
}

async function openOps(page: Page, staff: Session, path: string) {
  await signIn(page, staff);
  await page.goto(path);
  await expect(page.getByRole('navigation', { name: 'Operations' })).toBeVisible({ timeout: 30_000 });
}

/** A signed-in customer's purchase on a meter whose vend fails (…2222), up to its sandbox checkout. */
async function startFailingPurchase(request: APIRequestContext, customer: Session) {
  return startPurchase(request, customer, { meter: simulatorMeter('2222'), amount: 1500 });
}

/** A signed-in customer's purchase, up to its sandbox checkout. */
async function startPurchase(
  request: APIRequestContext,
  customer: Session,
  { meter, amount }: { meter: string; amount: number },
) {
  const started = await request.post('/api/v1/purchase', {
    headers: bearer(customer),
    data: {
      meter_no: meter,
      provider: 'ikeja-electric',
      meter_type: 'prepaid',
      amount,
      phone: customer.phone,
      meter_name: 'x',
      beneficiary: false,
    },
  });
  expect(started.ok(), await started.text()).toBe(true);
  const checkout = new URL(((await started.json()) as { data: string }).data);
  return { meter, checkout, ref: decodeURIComponent(checkout.pathname.split('/').at(-1) ?? '') };
}

/** A payment event signed the way the sandbox (and Paystack) sign theirs. */
async function postSignedWebhook(request: APIRequestContext, event: unknown) {
  const rawBody = JSON.stringify(event);
  const signature = createHmac('sha512', E2E_SANDBOX_WEBHOOK_SECRET).update(rawBody).digest('hex');
  const webhook = await request.post('/api/v1/payments/webhook', {
    headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
    data: rawBody,
  });
  expect(webhook.ok(), await webhook.text()).toBe(true);
}

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

test('staff read an energy audit lead, open its report, and move it from new to contacted', async ({
  page,
  request,
}) => {
  const author = await registerViaApi(request);
  const staff = await registerStaff(request);
  const name = `Lead ${randomUUID().slice(0, 8)}`;
  const audit = await request.post('/api/v1/auditForm/home', {
    headers: bearer(author),
    data: homeAuditAnswers({ name, email: author.email }),
  });
  expect(audit.ok(), await audit.text()).toBe(true);

  await openOps(page, staff, '/ops/leads');
  const card = page.getByRole('listitem', { name: `Lead ${name}` });
  await expect(card).toContainText('4 Admiralty Way, Lekki, Lagos');
  await expect(card).toContainText(/kWp/);
  await expect(card).toContainText(/NGN [\d,]+\.00/);
  // Staff open the lead's report through their own route, not the customer's.
  await card.getByRole('link', { name: 'Report' }).click();
  await expect(page).toHaveURL(/\/ops\/leads\/.+\/report$/);
  await expect(page.getByTestId('recommended-system')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Staff view · read-only')).toBeVisible();
  await expect(page.getByText('Report not found')).toBeHidden();
  await page.getByRole('link', { name: '← Leads' }).click();
  await card.getByLabel('Status').selectOption('contacted');
  await card.getByLabel('Notes').fill('Called; quote for 5 kVA next week.');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Lead updated')).toBeVisible();

  await page.getByLabel('Show').selectOption('contacted');
  await expect(page.getByRole('listitem', { name: `Lead ${name}` }).getByLabel('Notes')).toHaveValue(
    'Called; quote for 5 kVA next week.',
  );
});

/** Every figure of a console's stat cards stays inside its card (a phone is 390 px wide). */
async function expectStatsInsideCards(page: Page) {
  const overflowing = await page.locator('dl dd').evaluateAll((figures) =>
    figures
      .filter((figure) => {
        const card = figure.parentElement?.getBoundingClientRect();
        const box = figure.getBoundingClientRect();
        return (
          figure.scrollWidth > figure.clientWidth + 1 ||
          !card ||
          box.right > card.right + 0.5 ||
          box.left < card.left
        );
      })
      .map((figure) => figure.textContent),
  );
  expect(overflowing).toEqual([]);
}

test("staff read a day's reconciliation with meters, DisCo names and refunds; the CSV matches the totals, refunded money apart", async ({
  page,
  request,
}, testInfo) => {
  const customer = await registerViaApi(request);
  const staff = await registerStaff(request);
  // Paid at the checkout; the vend fails (…2222) and the money path refunds it. Another, of NGN 54,500.00
  // with the fee, is delivered: sums that wide must fit a phone's stat card.
  const { meter, checkout, ref } = await startFailingPurchase(request, customer);
  const large = await startPurchase(request, customer, { meter: simulatorMeter(), amount: 54_400 });
  for (const { pathname, search } of [checkout, large.checkout]) {
    const paid = await request.post(`${pathname}/pay${search}`, { form: {}, maxRedirects: 0 });
    expect(paid.status()).toBe(303);
  }
  await expect.poll(() => opsStatus(request, staff, ref), { timeout: 60_000 }).toBe('refunded');
  await expect.poll(() => opsStatus(request, staff, large.ref), { timeout: 60_000 }).toBe('delivered');

  await openOps(page, staff, '/ops/reconciliation');
  const row = page.getByRole('row', { name: new RegExp(ref) });
  await expect(row).toContainText(meter);
  await expect(row).toContainText('Ikeja Electric (IE)');
  await expect(row).toContainText(/NGN 1,600\.00 on [A-Z][a-z]{2} \d/);
  await expect(page.getByRole('table')).not.toContainText('ikeja-electric');

  const naira = (text: string) => Number(text.replace(/[^\d.]/g, ''));
  const figure = async (label: RegExp) =>
    page.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd').innerText();
  const purchases = Number(await figure(/^Purchases$/));
  const paidTotal = naira(await figure(/^Paid \(not refunded\)$/));
  const feeTotal = naira(await figure(/^Fees$/));
  const refundedTotal = naira(await figure(/^Refunded$/));
  expect(refundedTotal).toBeGreaterThanOrEqual(1600);
  expect(paidTotal).toBeGreaterThanOrEqual(54_500);
  await expectStatsInsideCards(page);
  await page.screenshot({ path: testInfo.outputPath('reconciliation.png'), fullPage: true });

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^powerpay-\d{4}-\d{2}-\d{2}\.csv$/);
  const [header, ...lines] = readFileSync(await download.path(), 'utf8')
    .trim()
    .split('\n');
  expect(header).toBe(
    'payment_ref,created_at,payment_provider,provider_request_id,status,amount,fee,total,paid,refund_amount,refunded_at,meter_no,disco',
  );

  const cells = lines.map((line) => line.split(','));
  expect(cells).toHaveLength(purchases);
  const sum = (column: number, rows = cells) =>
    Math.round(rows.reduce((total, cells) => total + Number(cells[column] || 0), 0) * 100) / 100;
  const kept = cells.filter((cells) => cells[9] === '');
  expect(sum(8, kept)).toBe(paidTotal);
  expect(sum(6, kept)).toBe(feeTotal);
  expect(sum(9)).toBe(refundedTotal);
  expect(cells.find((cells) => cells[0] === ref)?.slice(8)).toEqual([
    '1600.00',
    '1600.00',
    expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    meter,
    'Ikeja Electric (IE)',
  ]);

  // The purchase's timeline reads naira, not kobo; Today's cards hold their sums on a phone.
  await page.goto(`/ops/purchases/${ref}`);
  await expect(page.getByRole('list', { name: 'Timeline' })).toContainText('total: NGN 1,600.00');
  await expect(page.getByRole('list', { name: 'Timeline' })).not.toContainText('kobo');
  await page.goto('/ops');
  await expect(page.getByRole('term').filter({ hasText: 'Amount collected' })).toBeVisible();
  await expectStatsInsideCards(page);
  await page.screenshot({ path: testInfo.outputPath('today.png'), fullPage: true });
});
