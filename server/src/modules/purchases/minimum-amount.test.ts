import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchases, sandboxPayments } from '../../db/schema/index.ts';
import { createVtpassVendingProvider } from '../../integrations/vending/vtpass.ts';
import {
  startFakeVtpass,
  VTPASS_CREDENTIALS,
  VTPASS_METERS,
  type FakeVtpass,
} from '../../test/fakes/vtpass-server.ts';
import { createSignedInUser } from '../../test/factories.ts';
import type { TestApp } from '../../test/test-app.ts';
import { createPurchaseTestApp, purchaseBody, uniqueMeter } from './purchases.test-support.ts';

/** Decision 015: below the DisCo's minimum a purchase is refused before payment, with a clear message. */
let simulatorApp: TestApp;
let vtpassApp: TestApp;
let fake: FakeVtpass;

beforeAll(async () => {
  fake = await startFakeVtpass();
  simulatorApp = await createPurchaseTestApp();
  vtpassApp = await createPurchaseTestApp({
    integrations: {
      vending: createVtpassVendingProvider({
        baseUrl: `${fake.url}/api`,
        apiKey: VTPASS_CREDENTIALS.apiKey,
        publicKey: VTPASS_CREDENTIALS.publicKey,
        secretKey: VTPASS_CREDENTIALS.secretKey,
        timeoutMs: 20_000,
      }),
    },
  });
});
afterAll(async () => {
  await simulatorApp.close();
  await vtpassApp.close();
  await fake.close();
});

async function buy(testApp: TestApp, overrides: Record<string, unknown>) {
  const { headers } = await createSignedInUser(testApp.database.db);
  return testApp.app.inject({
    method: 'POST',
    url: '/api/v1/purchase',
    headers,
    payload: purchaseBody(overrides),
  });
}

const verify = (testApp: TestApp, meterNo: string) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/v1/purchase/verify',
    payload: { meter_no: meterNo, provider: 'ikeja-electric', meter_type: 'prepaid' },
  });

describe('the minimum amount per DisCo', () => {
  it('without a minimum from the provider, the DisCo default (NGN 1,000) refuses 0.01 and 999.99, and nothing is stored or charged', async () => {
    const verified = await verify(simulatorApp, '45700112235');
    expect(verified.json().data).toEqual({ Customer_Name: expect.any(String), Min_Purchase_Amount: 1000 });

    for (const amount of [0.01, '999.99']) {
      const meterNo = uniqueMeter();
      const response = await buy(simulatorApp, { amount, meter_no: meterNo });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        msg: 'Amount cannot be less than NGN 1,000.00',
        errors: { amount: ['Amount cannot be less than NGN 1,000.00'] },
      });
      expect(
        await simulatorApp.database.db.select().from(purchases).where(eq(purchases.meterNo, meterNo)),
      ).toEqual([]);
    }
    expect(await simulatorApp.database.db.select().from(sandboxPayments)).toEqual([]);
    expect((await buy(simulatorApp, { amount: 1000 })).statusCode).toBe(200);
  });

  it('VTpass’s Min_Purchase_Amount at verification wins, in the verify answer and at purchase', async () => {
    fake.minPurchaseAmount = '1,500';
    try {
      const verified = await verify(vtpassApp, VTPASS_METERS.prepaidSuccess);
      expect(verified.json().data).toEqual({ Customer_Name: 'TESTMETER1', Min_Purchase_Amount: 1500 });

      const below = await buy(vtpassApp, { meter_no: VTPASS_METERS.prepaidSuccess, amount: 1200 });
      expect(below.statusCode).toBe(422);
      expect(below.json().msg).toBe('Amount cannot be less than NGN 1,500.00');
      expect(fake.payCalls()).toBe(0);

      expect(
        (await buy(vtpassApp, { meter_no: VTPASS_METERS.prepaidSuccess, amount: 1500 })).statusCode,
      ).toBe(200);

      fake.minPurchaseAmount = 500;
      expect((await buy(vtpassApp, { meter_no: VTPASS_METERS.prepaidSuccess, amount: 600 })).statusCode).toBe(
        200,
      );
    } finally {
      fake.minPurchaseAmount = null;
    }
  });
});
