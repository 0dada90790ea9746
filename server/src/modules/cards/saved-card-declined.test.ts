import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatKobo, type CardPaymentAnswer, type SavedCard } from '@powerpay/shared';
import { eq } from 'drizzle-orm';
import { purchases } from '../../db/schema/index.ts';
import { findSandboxPayment } from '../../integrations/payments/sandbox.repository.ts';
import type { TestApp } from '../../test/test-app.ts';
import { registerThroughApi } from '../accounts/accounts.test-support.ts';
import {
  createPurchaseTestApp,
  findPurchase,
  followCallback,
  pressCheckoutButton,
  purchaseBody,
  startPurchase,
  vendCallsFor,
  waitUntilSettled,
} from '../purchases/purchases.test-support.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createPurchaseTestApp({ jobs: { work: true } });
});
afterAll(() => testApp.close());

type Headers = Record<string, string>;

const readTransaction = async (headers: Headers, ref: string) => {
  const response = await testApp.app.inject({ method: 'GET', url: `/api/v1/purchase/${ref}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { status: string; token: string | null } }>().data;
};

describe('the sandbox card that declines later (decision 060)', () => {
  it('saved from the checkout, its charge is declined: the order ends unpaid, a new checkout of the same meter and amount pays and vends once', async () => {
    const { headers } = await registerThroughApi(testApp.app);
    const first = purchaseBody({ save_card: true, amount: 3000 });
    const meterNo = first.meter_no;
    const { ref: firstRef } = await startPurchase(testApp, { headers, body: first });
    await followCallback(
      testApp,
      await pressCheckoutButton(testApp, { ref: firstRef, action: 'pay-declines-later' }),
    );
    await waitUntilSettled(testApp, firstRef);
    expect((await findPurchase(testApp, firstRef)).status).toBe('delivered');
    expect(await vendCallsFor(testApp, meterNo)).toBe(1);

    const cards = await testApp.app.inject({ method: 'GET', url: '/api/v1/cards', headers });
    const [card, ...otherCards] = cards.json<{ data: SavedCard[] }>().data;
    expect(otherCards).toHaveLength(0);
    expect(card).toMatchObject({ brand: 'visa', last4: '0002', is_expired: false });

    // Purchase Again's "Pay with card ending 0002".
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/purchase/saved-card',
      headers,
      payload: { ...purchaseBody({ meter_no: meterNo, amount: 2500 }), card_id: card!.id },
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<{ data: CardPaymentAnswer['data']; order: { ref: string } }>();
    expect(answer.data.paid).toBe(false);
    expect(answer.data.checkout_url).not.toBeNull();
    // The reply says which card was declined, so Purchase Again tells the customer before the payment page.
    expect(answer.data.card_not_charged).toEqual({ last4: '0002', reason: 'declined' });

    const orders = await testApp.database.db.select().from(purchases).where(eq(purchases.meterNo, meterNo));
    const declined = orders.find((order) => order.ref !== firstRef && order.ref !== answer.order.ref);
    expect(orders).toHaveLength(3);
    expect(declined).toMatchObject({
      status: 'payment_failed',
      failureReason: 'The saved card ending 0002 was not charged',
    });
    expect((await findSandboxPayment(testApp.app.ctx.db, declined!.ref))?.status).toBe('failed');

    // The customer lands on the checkout of a new order for the same meter and amount.
    const retry = await findPurchase(testApp, answer.order.ref);
    expect(retry).toMatchObject({
      status: 'awaiting_payment',
      meterNo,
      amountKobo: declined!.amountKobo,
      totalKobo: declined!.totalKobo,
    });
    expect(retry.amountKobo).toBe(250_000);
    const checkout = new URL(answer.data.checkout_url!);
    expect(checkout.pathname).toBe(`/sandbox/checkout/${retry.ref}`);
    const page = await testApp.app.inject({ method: 'GET', url: `${checkout.pathname}${checkout.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(formatKobo(retry.totalKobo));

    await waitUntilSettled(testApp, declined!.ref);
    expect(await vendCallsFor(testApp, meterNo)).toBe(1);
    expect(await readTransaction(headers, declined!.ref)).toMatchObject({
      status: 'payment_failed',
      token: null,
    });

    await followCallback(testApp, await pressCheckoutButton(testApp, { ref: retry.ref }));
    await waitUntilSettled(testApp, retry.ref);
    expect(await readTransaction(headers, retry.ref)).toMatchObject({ status: 'delivered' });
    expect((await readTransaction(headers, retry.ref)).token).toMatch(/\d/);
    expect(await vendCallsFor(testApp, meterNo)).toBe(2);
    expect((await findPurchase(testApp, declined!.ref)).status).toBe('payment_failed');
  });
});
