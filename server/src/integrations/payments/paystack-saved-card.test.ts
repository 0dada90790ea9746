import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createLogCapture } from '../../test/log-capture.ts';
import {
  PAYSTACK_SECRET_KEY,
  startFakePaystack,
  type FakePaystack,
} from '../../test/fakes/paystack-server.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { findPurchase } from '../../modules/purchases/purchases.test-support.ts';
import {
  customerWithSavedCard,
  payWithCard,
  type CardAnswer,
} from '../../modules/purchases/saved-card.test-support.ts';

/**
 * A saved card through the Paystack adapter (decision 060): the authorization comes from verify, the
 * charge is Paystack's charge_authorization, and anything but `success` falls back to the payment page.
 */
let fake: FakePaystack;
let testApp: TestApp;
const logs = createLogCapture();

beforeAll(async () => {
  fake = await startFakePaystack();
  testApp = await createTestApp({
    logStream: logs.stream,
    env: {
      PAYMENT_PROVIDER: 'paystack',
      PAYSTACK_SECRET_KEY,
      PAYSTACK_BASE_URL: fake.url,
      PUBLIC_URL: 'https://powerpay.test',
      LOG_LEVEL: 'debug',
    },
  });
});
afterAll(async () => {
  await testApp.close();
  await fake.close();
});
afterEach(() => {
  fake.chargeStatus = 'success';
});

const customer = () => customerWithSavedCard(testApp, fake);
const pay = (headers: Record<string, string>, cardId: string) => payWithCard(testApp, { headers, cardId });

describe('Pay with a saved card on Paystack', () => {
  it('a charge Paystack answers success is confirmed by verify and paid', async () => {
    const { headers, card, email } = await customer();
    const response = await pay(headers, card.id);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<CardAnswer>();
    expect(answer.data).toEqual({ paid: true, checkout_url: null, card_not_charged: null });
    expect(fake.transactions.get(answer.order.ref)).toMatchObject({ email, status: 'success' });
    expect((await findPurchase(testApp, answer.order.ref)).status).toBe('paid');
  });

  it.each([
    ['failed', 'declined'],
    ['send_otp', 'not_charged'],
  ] as const)(
    'a charge answered %s ends that order unpaid and answers the payment page of a new one, its card named with the reason %s',
    async (chargeStatus, reason) => {
      const { headers, card } = await customer();
      fake.chargeStatus = chargeStatus;
      const response = await pay(headers, card.id);
      expect(response.statusCode, response.body).toBe(200);
      const answer = response.json<CardAnswer>();
      expect(answer.data.paid).toBe(false);
      expect(answer.data.checkout_url).toMatch(/^https:\/\/checkout\.paystack\.com\//);
      expect(answer.data.card_not_charged).toEqual({ last4: '4081', reason });

      const retry = await findPurchase(testApp, answer.order.ref);
      expect(retry).toMatchObject({ status: 'awaiting_payment', checkoutUrl: answer.data.checkout_url });
      const charged = [...fake.transactions.values()].find(
        (transaction) =>
          transaction.amount === retry.totalKobo &&
          transaction.reference !== retry.ref &&
          transaction.status !== 'success',
      );
      expect(charged).toBeDefined();
      expect(await findPurchase(testApp, charged!.reference)).toMatchObject({
        status: 'payment_failed',
        failureReason: 'The saved card ending 4081 was not charged',
      });
    },
  );

  it('never writes the authorization code to a log line', async () => {
    const { email } = await customer();
    expect(logs.lines.length).toBeGreaterThan(0);
    expect(logs.text()).not.toContain(fake.authorizationFor(email).authorization_code);
  });
});
