import { readFile } from 'node:fs/promises';

import { expect, test, type APIRequestContext } from '@playwright/test';

import {
  expectNoSeriousAxeViolations,
  openPage,
  registerViaApi,
  signIn,
  TEST_PASSWORD,
  type Session,
  uniquePhone,
} from './support';
import { simulatorMeter } from './support/purchase';

/** Starts a purchase through the API, as the form would; answers its reference. */
async function startPurchase(request: APIRequestContext, session: Session, meter: string): Promise<string> {
  const response = await request.post('/api/v1/purchase', {
    headers: { Authorization: `Bearer ${session.token}` },
    data: {
      meter_no: meter,
      provider: 'ikeja-electric',
      meter_type: 'prepaid',
      amount: 2000,
      phone: session.phone,
      meter_name: 'Ignored by the server',
      beneficiary: false,
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const checkoutUrl = ((await response.json()) as { data: string }).data;
  // The checkout URL ends in the reference, then the checkout's own access query.
  return new URL(checkoutUrl).pathname.split('/').at(-1) ?? '';
}

async function saveMeter(request: APIRequestContext, session: Session, meter: string): Promise<void> {
  const response = await request.post('/api/v1/beneficiary', {
    headers: { authorization: `Bearer ${session.token}` },
    data: {
      meter_no: meter,
      provider: 'eko-electric',
      meter_type: 'prepaid',
      phone: uniquePhone(),
      email: '',
      name: 'x',
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

// Download my data and Delete my account in My Account (decision 043), as a customer uses them.
test.describe('your data', () => {
  // Several page loads and an axe run: more than the default on a loaded machine.
  test.slow();

  test('downloads a copy holding every purchase and saved meter, then deletes the account with the password', async ({
    page,
    request,
  }) => {
    const session = await registerViaApi(request, { first_name: 'Zainab', last_name: 'Lawal' });
    const purchaseMeters = [simulatorMeter(), simulatorMeter()];
    const references = [];
    for (const meter of purchaseMeters) references.push(await startPurchase(request, session, meter));
    const savedMeter = simulatorMeter();
    await saveMeter(request, session, savedMeter);

    await signIn(page, session);
    await openPage(page, '/my-account');
    const card = page.getByRole('heading', { name: 'Your data' }).locator('..');
    await expect(card).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    const downloading = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Download my data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('powerpay-my-data.json');
    const copy = JSON.parse(await readFile(await download.path(), 'utf8')) as {
      profile: { email: string; first_name: string };
      purchases: { ref: string; meter_no: string }[];
      saved_meters: unknown[];
    };
    expect(copy.profile).toMatchObject({ email: session.email, first_name: 'Zainab' });
    expect(copy.purchases.map((purchase) => purchase.ref).sort()).toEqual([...references].sort());
    expect(copy.purchases.map((purchase) => purchase.meter_no).sort()).toEqual([...purchaseMeters].sort());
    expect(JSON.stringify(copy.saved_meters)).toContain(savedMeter);

    await card.getByRole('button', { name: 'Delete my account…' }).click();
    const confirm = card.getByRole('button', { name: 'Delete my account', exact: true });
    await expect(confirm).toBeDisabled();
    await card.getByRole('textbox', { name: 'Password' }).fill(TEST_PASSWORD);
    await confirm.click();

    await expect(page.getByText('Your account and personal data have been deleted')).toBeVisible();
    await expect(page).toHaveURL(/\/buy-electricity$/);
    await expect(page.getByRole('heading', { name: 'New Purchase' })).toBeVisible();

    // The account is gone: its password no longer signs anyone in, and its old session opens nothing.
    const login = await request.post('/api/v1/auth/login', {
      data: { email: session.email, password: TEST_PASSWORD },
    });
    expect(login.ok()).toBe(false);
    const oldSession = await request.get('/api/v1/user/data', {
      headers: { authorization: `Bearer ${session.token}` },
    });
    // A session that is not live answers 403 on signed-in routes (docs/product.md's API table).
    expect(oldSession.status()).toBe(403);
  });

  test('a wrong password deletes nothing', async ({ page, request }) => {
    const session = await registerViaApi(request);

    await signIn(page, session);
    await openPage(page, '/my-account');
    const card = page.getByRole('heading', { name: 'Your data' }).locator('..');
    await card.getByRole('button', { name: 'Delete my account…' }).click();
    await card.getByRole('textbox', { name: 'Password' }).fill('Not-the-password1!');
    await card.getByRole('button', { name: 'Delete my account', exact: true }).click();

    await expect(page.locator('[data-sonner-toast]').first()).toBeVisible();
    await expect(page).toHaveURL(/\/my-account$/);
    const login = await request.post('/api/v1/auth/login', {
      data: { email: session.email, password: TEST_PASSWORD },
    });
    expect(login.status()).toBe(200);
  });
});
