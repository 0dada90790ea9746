import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../test/factories.ts';
import type { TestApp } from '../../test/test-app.ts';
import {
  createPurchaseTestApp,
  findPurchase,
  followCallback,
  pressCheckoutButton,
  purchaseBody,
  startPurchase,
  uniqueMeter,
} from './purchases.test-support.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createPurchaseTestApp({ jobs: { work: true } });
});
afterAll(() => testApp.close());

/** A purchase paid at the sandbox checkout and vended; `isPaid: false` leaves it unpaid. */
async function buy(
  headers: Record<string, string>,
  { meterNo, amount, isPaid = true }: { meterNo: string; amount: number; isPaid?: boolean },
) {
  const { ref } = await startPurchase(testApp, {
    headers,
    body: purchaseBody({ meter_no: meterNo, amount }),
  });
  if (!isPaid) return;
  await followCallback(testApp, await pressCheckoutButton(testApp, { ref }));
  await expect
    .poll(async () => (await findPurchase(testApp, ref)).status, { timeout: 30_000 })
    .toBe('delivered');
}

async function usualAmounts(headers: Record<string, string>) {
  const response = await testApp.app.inject({
    method: 'GET',
    url: '/api/v1/purchase/usual-amounts',
    headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { overall: number | null; meters: { meter_no: string; amount: number }[] } }>()
    .data;
}

describe('GET /purchase/usual-amounts', () => {
  it('answers the amount bought most often per meter and overall, from delivered purchases only', async () => {
    const { headers } = await createSignedInUser(testApp.database.db);
    const home = uniqueMeter();
    const shop = uniqueMeter();
    await buy(headers, { meterNo: home, amount: 3000 });
    await buy(headers, { meterNo: home, amount: 3000 });
    await buy(headers, { meterNo: home, amount: 7000 });
    await buy(headers, { meterNo: shop, amount: 15_000 });
    // Never paid: not something this customer "buys".
    await buy(headers, { meterNo: shop, amount: 9000, isPaid: false });
    await buy(headers, { meterNo: shop, amount: 9000, isPaid: false });

    const usual = await usualAmounts(headers);
    expect(usual.overall).toBe(3000);
    expect(usual.meters).toEqual(
      expect.arrayContaining([
        { meter_no: home, amount: 3000 },
        { meter_no: shop, amount: 15_000 },
      ]),
    );
    expect(usual.meters).toHaveLength(2);
  }, 120_000);

  it('answers nothing usual before a first delivery, and never another customer’s amounts', async () => {
    const other = await createSignedInUser(testApp.database.db);
    await buy(other.headers, { meterNo: uniqueMeter(), amount: 4000 });
    const { headers } = await createSignedInUser(testApp.database.db);
    expect(await usualAmounts(headers)).toEqual({ overall: null, meters: [] });
  }, 60_000);

  it('is for signed-in customers only', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/purchase/usual-amounts' });
    expect(response.statusCode).toBe(403);
  });
});
