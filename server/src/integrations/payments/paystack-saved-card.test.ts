import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SavedCard } from '@powerpay/shared';
import { createLogCapture } from '../../test/log-capture.ts';
import { createSignedInUser } from '../../test/factories.ts';
import {
  PAYSTACK_SECRET_KEY,
  startFakePaystack,
  type FakePaystack,
} from '../../test/fakes/paystack-server.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { findPurchase, purchaseBody } from '../../modules/purchases/purchases.test-support.ts';

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

type Headers = Record<string, string>;

/** A customer who paid once on Paystack's page with "Save this card" on. */
async function customerWithSavedCard() {
  const { headers, user } = await createSignedInUser(testApp.database.db);
  const started = await testApp.app.inject({
    method: 'POST',
    url: '/api/v1/purchase',
    headers,
    payload: purchaseBody({ save_card: true }),
  });
  expect(started.statusCode, started.body).toBe(200);
  const { ref } = started.json<{ order: { ref: string } }>().order;
  fake.settle(ref, 'success');
  const back = await testApp.app.inject({ method: 'GET', url: `/api/v1/payments/callback?reference=${ref}` });
  expect(back.statusCode).toBe(302);
  const cards = await testApp.app.inject({ method: 'GET', url: '/api/v1/cards', headers });
  const [card] = cards.json<{ data: SavedCard[] }>().data;
  expect(card).toMatchObject({ brand: 'visa', last4: '4081', exp_month: 12, exp_year: 2030 });
  return { headers, card: card!, email: user.email };
}

function payWithCard(headers: Headers, cardId: string) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/v1/purchase/saved-card',
    headers,
    payload: { ...purchaseBody(), card_id: cardId },
  });
}

type CardAnswer = { data: { paid: boolean; checkout_url: string | null }; order: { ref: string } };

describe('Pay with a saved card on Paystack', () => {
  it('a charge Paystack answers success is confirmed by verify and paid', async () => {
    const { headers, card, email } = await customerWithSavedCard();
    const response = await payWithCard(headers, card.id);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<CardAnswer>();
    expect(answer.data).toEqual({ paid: true, checkout_url: null });
    expect(fake.transactions.get(answer.order.ref)).toMatchObject({ email, status: 'success' });
    expect((await findPurchase(testApp, answer.order.ref)).status).toBe('paid');
  });

  it.each(['failed', 'send_otp'] as const)(
    'a charge answered %s ends that order unpaid and answers the payment page of a new one',
    async (chargeStatus) => {
      const { headers, card } = await customerWithSavedCard();
      fake.chargeStatus = chargeStatus;
      const response = await payWithCard(headers, card.id);
      expect(response.statusCode, response.body).toBe(200);
      const answer = response.json<CardAnswer>();
      expect(answer.data.paid).toBe(false);
      expect(answer.data.checkout_url).toMatch(/^https:\/\/checkout\.paystack\.com\//);

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
    const { email } = await customerWithSavedCard();
    expect(logs.lines.length).toBeGreaterThan(0);
    expect(logs.text()).not.toContain(fake.authorizationFor(email).authorization_code);
  });
});
