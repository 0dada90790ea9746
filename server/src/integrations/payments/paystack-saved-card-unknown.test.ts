import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  PAYSTACK_SECRET_KEY,
  startFakePaystack,
  type FakePaystack,
} from '../../test/fakes/paystack-server.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  findPurchase,
  postWebhook,
  POLL,
  uniqueMeter,
  vendCallsFor,
  waitUntilSettled,
} from '../../modules/purchases/purchases.test-support.ts';
import { createPaystackPaymentProvider } from './paystack.ts';
import {
  customerWithSavedCard,
  payWithCard,
  type CardAnswer,
} from '../../modules/purchases/saved-card.test-support.ts';

/**
 * A saved card's charge whose answer never came (decision 060): the charge may have gone through, so it
 * is not a decline. Paystack's verify of the reference decides; while nobody knows, the order waits and
 * no second checkout is opened. Paystack is a local server that makes the charge and holds its answer
 * until the adapter's timeout hangs up.
 */
let fake: FakePaystack;
let testApp: TestApp;
const PUBLIC_URL = 'https://powerpay.test';

beforeAll(async () => {
  fake = await startFakePaystack();
  testApp = await createTestApp({
    env: { PAYMENT_PROVIDER: 'paystack', PAYSTACK_SECRET_KEY, PAYSTACK_BASE_URL: fake.url, PUBLIC_URL },
    // A short timeout so the held charge gives up soon; the other calls answer at once.
    integrations: {
      payments: createPaystackPaymentProvider({
        baseUrl: fake.url,
        secretKey: PAYSTACK_SECRET_KEY,
        publicUrl: PUBLIC_URL,
        timeoutMs: 2_000,
      }),
    },
    jobs: { work: true, pollingIntervalSeconds: 0.5 },
  });
});
afterAll(async () => {
  await testApp.close();
  await fake.close();
});
afterEach(() => {
  fake.chargeStatus = 'success';
  fake.chargeAnswer = 'sent';
  fake.outageStatus = null;
});
vi.setConfig({ testTimeout: 60_000 });

/** A customer with a saved card pays with it for a meter of their own; answers the charge's reply. */
async function payWhileTheAnswerIsLost() {
  const { headers, card } = await customerWithSavedCard(testApp, fake);
  const meterNo = uniqueMeter();
  const response = await payWithCard(testApp, { headers, cardId: card.id, meterNo });
  expect(response.statusCode, response.body).toBe(200);
  return { answer: response.json<CardAnswer>(), meterNo };
}

const initializeCalls = () =>
  fake.requests.filter((request) => request.path === '/transaction/initialize').length;

describe('a saved card charge whose answer never came', () => {
  it('is paid when Paystack says the charge succeeded, and vended once', async () => {
    fake.chargeAnswer = 'held';
    const { answer, meterNo } = await payWhileTheAnswerIsLost();

    expect(answer.data).toEqual({ paid: true, checkout_url: null, card_not_charged: null });
    expect(fake.transactions.get(answer.order.ref)?.status).toBe('success');
    await expect
      .poll(async () => (await findPurchase(testApp, answer.order.ref)).status, POLL)
      .toBe('delivered');
    await waitUntilSettled(testApp, answer.order.ref);
    expect(await vendCallsFor(testApp, meterNo)).toBe(1);
  });

  it('falls back to the payment page of a new order when Paystack says the charge failed', async () => {
    fake.chargeAnswer = 'held';
    fake.chargeStatus = 'failed';
    const { answer } = await payWhileTheAnswerIsLost();

    expect(answer.data.paid).toBe(false);
    expect(answer.data.checkout_url).toMatch(/^https:\/\/checkout\.paystack\.com\//);
    expect(answer.data.card_not_charged).toEqual({ last4: '4081', reason: 'declined' });
    const charged = [...fake.transactions.values()].find(
      (transaction) => transaction.status === 'failed' && transaction.reference !== answer.order.ref,
    );
    expect(charged).toBeDefined();
    expect(await findPurchase(testApp, charged!.reference)).toMatchObject({
      status: 'payment_failed',
      failureReason: 'The saved card ending 4081 was not charged',
    });
    expect(await findPurchase(testApp, answer.order.ref)).toMatchObject({ status: 'awaiting_payment' });
  });

  it('waits, opens no second checkout, and is vended once when the webhook comes while Paystack stays down', async () => {
    const { headers, card } = await customerWithSavedCard(testApp, fake);
    const meterNo = uniqueMeter();
    const checkoutsBefore = initializeCalls();
    fake.chargeAnswer = 'held-then-outage';
    const response = await payWithCard(testApp, { headers, cardId: card.id, meterNo });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<CardAnswer>();

    expect(answer.data).toEqual({ paid: false, checkout_url: null, card_not_charged: null });
    expect(initializeCalls()).toBe(checkoutsBefore);
    const { ref } = answer.order;
    expect(await findPurchase(testApp, ref)).toMatchObject({
      status: 'awaiting_payment',
      failureReason: null,
    });
    const page = await testApp.app.inject({ method: 'GET', url: `/api/v1/purchase/${ref}`, headers });
    expect(page.json<{ data: object }>().data).toMatchObject({
      status: 'awaiting_payment',
      can_complete_payment: false,
      is_confirming_payment: true,
    });
    expect(answer.msg).toBe('We are confirming your payment. Please do not pay again.');

    const webhook = fake.chargeSuccessWebhook(ref);
    for (let delivery = 0; delivery < 2; delivery++) {
      expect((await postWebhook(testApp, webhook)).statusCode).toBe(200);
    }
    await expect.poll(async () => (await findPurchase(testApp, ref)).status, POLL).toBe('delivered');
    await waitUntilSettled(testApp, ref);
    expect(await vendCallsFor(testApp, meterNo)).toBe(1);
  });
});
