import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';

import { expectNoSeriousAxeViolations, openPage, registerViaApi, signIn, type Session } from './support';
import { simulatorMeter } from './support/purchase';

/** The customer name the vending provider gives a meter (what the history shows and searches). */
async function customerNameOf(request: APIRequestContext, meter: string): Promise<string> {
  const response = await request.post('/api/v1/purchase/verify', {
    data: { meter_no: meter, meter_type: 'prepaid', provider: 'kano-electric' },
  });
  return ((await response.json()) as { data: { Customer_Name: string } }).data.Customer_Name;
}

/**
 * A meter whose customer name the search for it cannot confuse with `otherName`: the simulator gives a
 * meter one of 224 names, so two random meters share one now and then (a search then finds both).
 */
async function meterNamedApartFrom(
  request: APIRequestContext,
  otherName: string,
): Promise<{ meter: string; name: string }> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const meter = simulatorMeter();
    const name = await customerNameOf(request, meter);
    if (!otherName.toLowerCase().includes(name.toLowerCase())) return { meter, name };
  }
  throw new Error(`no meter found named apart from ${otherName}`);
}

/** Starts `count` purchases for `meter` through the API (they wait for payment: still history rows). */
async function startPurchases(
  request: APIRequestContext,
  session: Session,
  { meter, count }: { meter: string; count: number },
): Promise<string[]> {
  const refs: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const response = await request.post('/api/v1/purchase', {
      headers: { Authorization: `Bearer ${session.token}` },
      data: {
        meter_no: meter,
        provider: 'kano-electric',
        meter_type: 'prepaid',
        amount: 1000 + index,
        phone: session.phone,
        meter_name: 'x',
        beneficiary: false,
      },
    });
    expect(response.ok(), await response.text()).toBe(true);
    refs.push(((await response.json()) as { order: { ref: string } }).order.ref);
  }
  return refs;
}

/** History rows: table rows on desktop (header excluded), list items on mobile. */
function historyRows(page: Page, testInfo: TestInfo) {
  const history = page.getByRole('tabpanel');
  return testInfo.project.name === 'mobile'
    ? history.getByRole('listitem')
    : history.getByRole('row').filter({ has: page.getByRole('cell') });
}

/** Today in Lagos as `DD/MM/YYYY`, as the history's date fields are typed (decision 020). */
function lagosToday(): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Africa/Lagos',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
}

// Real journeys through checkout, vend jobs and polling: slower than a page check on a busy machine.
test.describe.configure({ timeout: 90_000 });

test.describe('transaction history', () => {
  test('asks a signed-out visitor to sign in', async ({ page }) => {
    await openPage(page, '/buy-electricity');
    await page.getByRole('tab', { name: 'Transaction History' }).click();

    await expect(page.getByRole('heading', { name: 'You have not signed in' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create an Account' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  });

  test('shows the empty state, whose Buy Electricity opens New Purchase', async ({ page, request }) => {
    await signIn(page, await registerViaApi(request));
    await page.goto('/buy-electricity?tab=history');

    // The first visit downloads the history chunk and asks the API: wait for that outcome, not a clock.
    await expect(page.getByText('No Transaction history')).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Buy Electricity' }).click();
    await expect(page.getByRole('form', { name: 'New Purchase' })).toBeVisible();
  });

  test('pages by 10, searches by name, filters by date and opens the details', async ({
    page,
    request,
  }, testInfo) => {
    const session = await registerViaApi(request);
    // Read before the purchases start: a run across Lagos midnight still filters from their day to today's.
    const purchaseDay = lagosToday();
    const manyMeter = simulatorMeter();
    const { meter: oneMeter, name: oneName } = await meterNamedApartFrom(
      request,
      await customerNameOf(request, manyMeter),
    );
    await startPurchases(request, session, { meter: oneMeter, count: 1 });
    await startPurchases(request, session, { meter: manyMeter, count: 10 });
    await signIn(page, session);

    await page.goto('/buy-electricity?tab=history');
    const rows = historyRows(page, testInfo);
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await expect(rows).toHaveCount(10);
    await expect(pagination.getByRole('button', { name: 'Previous' })).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);

    await pagination.getByRole('button', { name: 'Next' }).click();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(oneMeter);
    await expect(pagination.getByRole('button', { name: 'Next' })).toHaveCount(0);
    await pagination.getByRole('button', { name: 'Previous' }).click();
    await expect(rows).toHaveCount(10);

    await page.getByLabel('Search by name').fill(oneName);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(oneName);

    await page.getByLabel('Search by name').fill('');
    await page.getByLabel('Start Date').fill(purchaseDay);
    await page.getByLabel('End Date').fill(lagosToday());
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(rows).toHaveCount(10);

    await page.getByLabel('Start Date').fill('01/01/2020');
    await page.getByLabel('End Date').fill('31/01/2020');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('No matching transactions')).toBeVisible();

    await page.getByLabel('Start Date').fill('');
    await page.getByLabel('End Date').fill('');
    await page.getByLabel('Search by name').fill(oneName);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(rows).toHaveCount(1);
    await (
      testInfo.project.name === 'mobile'
        ? rows.first().getByRole('button')
        : rows.first().getByRole('button', { name: /View details/ })
    ).click();

    const panel = page.getByRole('dialog', { name: 'Transaction Details' });
    await expect(panel.getByText(oneMeter)).toBeVisible();
    await expect(panel.getByText('Waiting for your payment')).toBeVisible();
    await expect(panel.getByText('NGN 100.00')).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    // The search lives in the address: a reload keeps it, and Back returns to the search before it.
    await panel.getByRole('button', { name: 'Close' }).click();
    await expect(panel).toHaveCount(0);
    await page.reload();
    await expect(page.getByLabel('Search by name')).toHaveValue(oneName);
    await expect(rows).toHaveCount(1);
    await page.goBack();
    await expect(page.getByText('No matching transactions')).toBeVisible();
    await expect(page.getByLabel('Start Date')).toHaveValue('01/01/2020');
    await expect(panel).toHaveCount(0);
  });

  test('finds a purchase by its reference, shows each row’s time, and shows no rows under dates it cannot search', async ({
    page,
    request,
  }, testInfo) => {
    const session = await registerViaApi(request);
    const [firstRef] = await startPurchases(request, session, { meter: simulatorMeter(), count: 2 });
    await signIn(page, session);
    await page.goto('/buy-electricity?tab=history');
    const rows = historyRows(page, testInfo);
    await expect(rows).toHaveCount(2);
    // Two orders of one day differ by their time, shown on every row (Lagos, h:mm:ss AM/PM).
    for (const row of await rows.all()) await expect(row).toContainText(/\d{1,2}:\d{2}:\d{2} [AP]M/);

    // Pasted from an SMS or a bank statement, in any case, with spaces around it.
    await page.getByLabel('Search by name').fill(` ${String(firstRef).toLowerCase()} `);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(rows).toHaveCount(1);
    await (
      testInfo.project.name === 'mobile'
        ? rows.first().getByRole('button')
        : rows.first().getByRole('button', { name: /View details/ })
    ).click();
    const panel = page.getByRole('dialog', { name: 'Transaction Details' });
    await expect(panel.getByText(String(firstRef))).toBeVisible();
    await panel.getByRole('button', { name: 'Close' }).click();

    // A day that does not exist: the rows of the last search do not stay under filters that are not theirs.
    await page.getByLabel('Search by name').fill('');
    await page.getByLabel('Start Date').fill('31/02/2026');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('Please enter a valid date')).toBeVisible();
    await expect(
      page.getByText('Correct the dates above and press Search to see your transactions.'),
    ).toBeVisible();
    await expect(rows).toHaveCount(0);

    await page.getByLabel('Start Date').fill('');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(rows).toHaveCount(2);
  });
});
