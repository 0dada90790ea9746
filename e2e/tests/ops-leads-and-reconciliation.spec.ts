import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';

import { expect, test, type Page } from '@playwright/test';

import { homeAuditAnswers, registerStaff, registerViaApi } from './support';
import { bearer, openOps, opsStatus, startFailingPurchase, startPurchase } from './support/ops';
import { simulatorMeter } from './support/purchase';

// Real journeys through the webhook, the purchase worker and the provider's refund, on a busy machine.
test.describe.configure({ timeout: 300_000 });

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
  // The wide table scrolls inside its frame: the page itself never scrolls sideways, so Export CSV shows.
  const { scrolled, shown } = await page.evaluate(() => ({
    scrolled: document.documentElement.scrollWidth,
    shown: window.innerWidth,
  }));
  expect(scrolled).toBeLessThanOrEqual(shown);
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeInViewport({ ratio: 1 });
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
