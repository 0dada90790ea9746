import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  fakeToken,
  startFakeVtpass,
  VTPASS_CREDENTIALS,
  VTPASS_METERS,
  type FakeVtpass,
} from '../../test/fakes/vtpass-server.ts';
import { createVtpassVendingProvider } from '../../integrations/vending/vtpass.ts';
import { createSignedInUser } from '../../test/factories.ts';
import type { TestApp } from '../../test/test-app.ts';
import {
  createPurchaseTestApp,
  findPurchase,
  followCallback,
  pressCheckoutButton,
  purchaseBody,
  startPurchase,
} from './purchases.test-support.ts';

/** The money path with the production vending adapter, against a local server speaking VTpass's protocol. */
let fake: FakeVtpass;
let testApp: TestApp;

beforeAll(async () => {
  fake = await startFakeVtpass();
  fake.pendingRequeries = 0;
  // The adapter is handed in: the environment refuses VENDING_PROVIDER=vtpass with sandbox payments.
  testApp = await createPurchaseTestApp({
    integrations: {
      vending: createVtpassVendingProvider({
        baseUrl: `${fake.url}/api`,
        apiKey: VTPASS_CREDENTIALS.apiKey,
        publicKey: VTPASS_CREDENTIALS.publicKey,
        secretKey: VTPASS_CREDENTIALS.secretKey,
        timeoutMs: 500,
      }),
    },
    jobs: { work: true },
  });
});
afterAll(async () => {
  await testApp.close();
  await fake.close();
});

// Jobs wait out the requery back-off (10 s, then 20 s) on a machine that may be busy.
vi.setConfig({ testTimeout: 60_000 });
const POLL = { timeout: 40_000, interval: 250 };
const statusOf = async (ref: string) => (await findPurchase(testApp, ref)).status;

/** Pay calls VTpass received for one purchase (its request id ends with our reference). */
function payCallsFor(ref: string): number {
  const suffix = ref.replaceAll('-', '');
  return fake.requests.filter(
    (request) =>
      request.path === '/api/pay' &&
      String((request.body as { request_id?: unknown }).request_id).endsWith(suffix),
  ).length;
}

async function buyAndPay(meterNo: string) {
  const { headers } = await createSignedInUser(testApp.database.db);
  const { ref } = await startPurchase(testApp, { headers, body: purchaseBody({ meter_no: meterNo }) });
  await followCallback(testApp, await pressCheckoutButton(testApp, { ref }));
  return ref;
}

describe('the money path on VTpass', () => {
  it('stores the token, units and receipt VTpass returns, from one pay call', async () => {
    const ref = await buyAndPay(VTPASS_METERS.prepaidSuccess);

    await expect.poll(() => statusOf(ref), POLL).toBe('delivered');
    const row = await findPurchase(testApp, ref);
    expect(row.token).toBe(fakeToken(row.vendRequestId ?? ''));
    expect(row.units).toBeTruthy();
    expect(row.receiptNo).toMatch(/^EXR/);
    expect(row.meterName).toBe('TESTMETER1');
    expect(payCallsFor(ref)).toBe(1);
  });

  it('a pay call that times out is resolved by requery, never paid again', async () => {
    const ref = await buyAndPay(VTPASS_METERS.timeout);

    await expect.poll(() => statusOf(ref), POLL).toBe('delivered');
    expect(payCallsFor(ref)).toBe(1);
  });

  it('a pending vend and a 099 "processing" answer are delivered by requery', async () => {
    const pending = await buyAndPay(VTPASS_METERS.pending);
    const processing = await buyAndPay(VTPASS_METERS.processing099);

    await expect.poll(() => statusOf(pending), POLL).toBe('delivered');
    await expect.poll(() => statusOf(processing), POLL).toBe('delivered');
    expect(payCallsFor(pending)).toBe(1);
    expect(payCallsFor(processing)).toBe(1);
  });

  it('a failed vend (016) is refunded', async () => {
    const ref = await buyAndPay('700000000000');

    await expect.poll(() => statusOf(ref), POLL).toBe('refunded');
    expect(payCallsFor(ref)).toBe(1);
  });

  it('refuses a purchase for a meter VTpass does not know, and answers 503 when VTpass is unreachable', async () => {
    const { headers } = await createSignedInUser(testApp.database.db);
    const wrong = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/purchase',
      headers,
      payload: purchaseBody({ meter_no: VTPASS_METERS.wrongMeter }),
    });
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(wrong.json<{ errors: Record<string, string[]> }>().errors)).toEqual(['meter_no']);

    const unreachable = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/purchase',
      headers,
      payload: purchaseBody({ meter_no: VTPASS_METERS.billerUnreachable }),
    });
    expect(unreachable.statusCode).toBe(503);
    expect(unreachable.json<{ msg: string }>().msg).toMatch(/cannot be reached/);

    const verify = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/purchase/verify',
      payload: {
        meter_no: VTPASS_METERS.billerUnreachable,
        meter_type: 'prepaid',
        provider: 'ikeja-electric',
      },
    });
    expect(verify.json<{ data: { error: string } }>().data.error).toMatch(/cannot be reached/);
  });
});
