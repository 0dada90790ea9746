import { randomInt } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  PAYSTACK_SECRET_KEY,
  startFakePaystack,
  type FakePaystack,
} from '../../test/fakes/paystack-server.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * The Paystack adapter in the app's real money path: purchase → initialize on Paystack → callback
 * verify or signed webhook → paid. Paystack is a local server speaking its protocol.
 */
let fake: FakePaystack;
let testApp: TestApp;

beforeAll(async () => {
  fake = await startFakePaystack();
  testApp = await createTestApp({
    env: {
      PAYMENT_PROVIDER: 'paystack',
      PAYSTACK_SECRET_KEY,
      PAYSTACK_BASE_URL: fake.url,
      PUBLIC_URL: 'https://powerpay.test',
    },
  });
});
afterAll(async () => {
  await testApp.close();
  await fake.close();
});
afterEach(() => {
  fake.outageStatus = null;
});

async function startGuestPurchase(amount = 5000) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/v1/purchase/guest',
    payload: {
      meter_no: `${randomInt(10 ** 9, 10 ** 10)}5`,
      provider: 'ikeja-electric',
      meter_type: 'prepaid',
      amount,
      phone: '08031234567',
      meter_name: 'Guest',
      email: 'guest@example.ng',
    },
  });
  return response;
}

async function startedPurchase(amount = 5000) {
  const response = await startGuestPurchase(amount);
  expect(response.statusCode, response.body).toBe(200);
  const checkoutUrl = response.json<{ data: string }>().data;
  const transaction = [...fake.transactions.values()].find((candidate) =>
    checkoutUrl.endsWith(candidate.accessCode),
  );
  expect(transaction).toBeDefined();
  return { checkoutUrl, transaction: transaction! };
}

/** What Paystack's browser redirect looks like: our callback URL plus trxref and reference. */
function paystackReturnPath(callbackUrl: string, reference: string) {
  const url = new URL(callbackUrl);
  url.searchParams.set('trxref', reference);
  url.searchParams.set('reference', reference);
  return `${url.pathname}${url.search}`;
}

async function purchaseStatus(callbackUrl: string, reference: string) {
  const key = new URL(callbackUrl).searchParams.get('key') ?? '';
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/v1/purchase/${reference}?key=${encodeURIComponent(key)}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { status: string } }>().data.status;
}

const postWebhook = (rawBody: string, signature: string) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/v1/payments/webhook',
    headers: { 'x-paystack-signature': signature, 'content-type': 'application/json' },
    payload: rawBody,
  });

describe('purchases paid through Paystack', () => {
  it('starts a Paystack checkout for the total in kobo with our reference and callback', async () => {
    const { checkoutUrl, transaction } = await startedPurchase(5000);

    expect(checkoutUrl).toMatch(/^https:\/\/checkout\.paystack\.com\/[0-9a-f]+$/);
    expect(transaction.amount).toBe(510_000);
    expect(transaction.currency).toBe('NGN');
    expect(transaction.email).toBe('guest@example.ng');
    expect(transaction.callbackUrl).toMatch(/^https:\/\/powerpay\.test\/api\/v1\/payments\/callback\?/);
  });

  it('marks the purchase paid when the browser returns and Paystack confirms the exact amount', async () => {
    const { transaction } = await startedPurchase();
    fake.settle(transaction.reference, 'success');

    const response = await testApp.app.inject({
      method: 'GET',
      url: paystackReturnPath(transaction.callbackUrl!, transaction.reference),
    });

    expect(response.statusCode).toBe(302);
    expect(String(response.headers.location)).toContain(`/receipt/${transaction.reference}?key=`);
    expect(['paid', 'vending', 'delivered']).toContain(
      await purchaseStatus(transaction.callbackUrl!, transaction.reference),
    );
  });

  it('does not mark it paid when Paystack charged a different amount', async () => {
    const { transaction } = await startedPurchase();
    fake.settle(transaction.reference, 'success', 10_000);

    await testApp.app.inject({
      method: 'GET',
      url: paystackReturnPath(transaction.callbackUrl!, transaction.reference),
    });

    expect(['paid', 'vending', 'delivered']).not.toContain(
      await purchaseStatus(transaction.callbackUrl!, transaction.reference),
    );
  });

  it("marks it paid on Paystack's signed charge.success webhook, and refuses one signed with another key", async () => {
    const { transaction } = await startedPurchase();
    fake.settle(transaction.reference, 'success');
    const { rawBody, signature } = fake.chargeSuccessWebhook(transaction.reference);

    const forged = await postWebhook(
      rawBody,
      signature.replace(/^./, (first) => (first === '0' ? '1' : '0')),
    );
    expect(forged.statusCode).toBe(401);
    expect(await purchaseStatus(transaction.callbackUrl!, transaction.reference)).toBe('awaiting_payment');

    const genuine = await postWebhook(rawBody, signature);
    expect(genuine.statusCode).toBe(200);
    expect(['paid', 'vending', 'delivered']).toContain(
      await purchaseStatus(transaction.callbackUrl!, transaction.reference),
    );
  });

  it('answers a clear 503 when Paystack is down, never a 500', async () => {
    fake.outageStatus = 502;
    const response = await startGuestPurchase();
    expect(response.statusCode).toBe(503);
    expect(response.json<{ msg: string }>().msg).toBeTruthy();
  });

  it('does not serve the sandbox checkout', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/sandbox/checkout/PP-ANY/pay' });
    expect(response.statusCode).toBe(404);
  });
});
