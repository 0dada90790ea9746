import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES, SUCCESS_MESSAGES, type SavedCard } from '@powerpay/shared';
import { eq } from 'drizzle-orm';
import { savedCards } from '../../db/schema/index.ts';
import { sandboxCard } from '../../integrations/payments/sandbox.ts';
import { createLogCapture } from '../../test/log-capture.ts';
import type { TestApp } from '../../test/test-app.ts';
import { PASSWORD, registerThroughApi } from '../accounts/accounts.test-support.ts';
import {
  createPurchaseTestApp,
  findPurchase,
  followCallback,
  postWebhook,
  pressCheckoutButton,
  purchaseBody,
  signSandboxBody,
  startPurchase,
  vendCallsFor,
  waitUntilSettled,
} from '../purchases/purchases.test-support.ts';

const logs = createLogCapture();
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createPurchaseTestApp({
    jobs: { work: true },
    logStream: logs.stream,
    env: { LOG_LEVEL: 'debug' },
  });
});
afterAll(() => testApp.close());

type Headers = Record<string, string>;

async function customer() {
  const { headers, payload } = await registerThroughApi(testApp.app);
  return { headers, email: payload.email as string };
}

/** A purchase paid at the sandbox checkout with the test card, the card kept when `saveCard`. */
async function buyAtCheckout(headers: Headers, { saveCard }: { saveCard: boolean }) {
  const body = purchaseBody({ save_card: saveCard });
  const { ref } = await startPurchase(testApp, { headers, body });
  expect((await findPurchase(testApp, ref)).saveCard).toBe(saveCard);
  await followCallback(testApp, await pressCheckoutButton(testApp, { ref }));
  return { ref, body };
}

async function listCards(headers: Headers): Promise<SavedCard[]> {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/cards', headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: SavedCard[] }>().data;
}

function payWithCard(headers: Headers, cardId: string, overrides: Record<string, unknown> = {}) {
  const body = purchaseBody(overrides);
  return testApp.app.inject({
    method: 'POST',
    url: '/api/v1/purchase/saved-card',
    headers,
    payload: { ...body, card_id: cardId },
  });
}

/** Paystack's `charge.success` for a reference, with the card's authorization, signed. */
function chargeSuccess({
  ref,
  amountKobo,
  email,
  reusable,
}: {
  ref: string;
  amountKobo: number;
  email: string;
  reusable: boolean;
}) {
  const card = sandboxCard({ secret: testApp.app.ctx.env.SANDBOX_WEBHOOK_SECRET, email });
  const rawBody = JSON.stringify({
    event: 'charge.success',
    data: {
      reference: ref,
      amount: amountKobo,
      currency: 'NGN',
      status: 'success',
      paid_at: new Date().toISOString(),
      customer: { email },
      authorization: {
        authorization_code: card.authorizationCode,
        card_type: 'visa',
        last4: '4081',
        exp_month: '12',
        exp_year: '2030',
        bank: 'TEST BANK',
        signature: card.signature,
        reusable,
      },
    },
  });
  return { rawBody, signature: signSandboxBody(rawBody) };
}

describe('Save this card for faster top-ups (decision 060)', () => {
  it('stores the opt-in on the purchase, and keeps the card only once the payment is confirmed', async () => {
    const { headers } = await customer();
    const body = purchaseBody({ save_card: true });
    const { ref } = await startPurchase(testApp, { headers, body });
    expect((await findPurchase(testApp, ref)).saveCard).toBe(true);
    expect(await listCards(headers)).toEqual([]);

    await followCallback(testApp, await pressCheckoutButton(testApp, { ref }));
    const cards = await listCards(headers);
    expect(cards).toEqual([
      {
        id: expect.any(String),
        brand: 'visa',
        bank: 'TEST BANK',
        last4: '4081',
        exp_month: 12,
        exp_year: 2030,
        is_expired: false,
      },
    ]);

    // The same card again, kept again: still one card.
    await buyAtCheckout(headers, { saveCard: true });
    expect(await listCards(headers)).toHaveLength(1);
  });

  it('keeps no card without the opt-in, for a guest, or when the provider says it cannot be charged again', async () => {
    const { headers, email } = await customer();
    await buyAtCheckout(headers, { saveCard: false });
    expect(await listCards(headers)).toEqual([]);

    const guest = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/purchase/guest',
      payload: purchaseBody({ save_card: true, email: 'guest@example.ng' }),
    });
    expect(guest.statusCode).toBe(422);

    const body = purchaseBody({ save_card: true });
    const { ref } = await startPurchase(testApp, { headers, body });
    const { totalKobo } = await findPurchase(testApp, ref);
    const webhook = await postWebhook(
      testApp,
      chargeSuccess({ ref, amountKobo: totalKobo, email, reusable: false }),
    );
    expect(webhook.statusCode).toBe(200);
    expect((await findPurchase(testApp, ref)).status).not.toBe('awaiting_payment');
    expect(await listCards(headers)).toEqual([]);
  });

  it('Pay with card: charged without the payment page, vended once though the webhook comes twice', async () => {
    const { headers, email } = await customer();
    await buyAtCheckout(headers, { saveCard: true });
    const [card] = await listCards(headers);

    const response = await payWithCard(headers, card!.id, { amount: 2500 });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<{
      msg: string;
      data: { paid: boolean; checkout_url: string | null; card_not_charged: unknown };
      order: { ref: string };
    }>();
    expect(answer.msg).toBe(SUCCESS_MESSAGES.paidWithSavedCard);
    expect(answer.data).toEqual({ paid: true, checkout_url: null, card_not_charged: null });
    const { ref } = answer.order;
    const purchase = await findPurchase(testApp, ref);
    expect(purchase.totalKobo).toBe(260_000);
    expect(purchase.checkoutUrl).toBeNull();

    // Paystack's charge.success for the same charge, delivered twice.
    const event = chargeSuccess({ ref, amountKobo: purchase.totalKobo, email, reusable: true });
    expect((await postWebhook(testApp, event)).statusCode).toBe(200);
    expect((await postWebhook(testApp, event)).statusCode).toBe(200);
    await waitUntilSettled(testApp, ref);
    expect((await findPurchase(testApp, ref)).status).toBe('delivered');
    expect(await vendCallsFor(testApp, purchase.meterNo)).toBe(1);
    const read = await testApp.app.inject({ method: 'GET', url: `/api/v1/purchase/${ref}`, headers });
    expect(read.json<{ data: { token: string | null } }>().data.token).toMatch(/\d/);
  });

  it('another customer can neither see, use nor remove the card', async () => {
    const owner = await customer();
    await buyAtCheckout(owner.headers, { saveCard: true });
    const [card] = await listCards(owner.headers);
    const other = await customer();

    expect(await listCards(other.headers)).toEqual([]);
    const charge = await payWithCard(other.headers, card!.id);
    expect(charge.statusCode).toBe(404);
    expect(charge.json<{ msg: string }>().msg).toBe(SERVER_MESSAGES.cardNotSaved);
    const removal = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/v1/cards/${card!.id}`,
      headers: other.headers,
    });
    expect(removal.statusCode).toBe(404);
    expect(await listCards(owner.headers)).toHaveLength(1);
  });

  it('a removed or expired card is not charged', async () => {
    const { headers } = await customer();
    await buyAtCheckout(headers, { saveCard: true });
    const [card] = await listCards(headers);

    await testApp.database.db.update(savedCards).set({ expYear: 2024 }).where(eq(savedCards.id, card!.id));
    expect((await listCards(headers))[0]).toMatchObject({ id: card!.id, is_expired: true });
    expect((await payWithCard(headers, card!.id)).statusCode).toBe(404);

    const removal = await testApp.app.inject({ method: 'DELETE', url: `/api/v1/cards/${card!.id}`, headers });
    expect(removal.statusCode).toBe(200);
    expect(removal.json<{ msg: string }>().msg).toBe(SUCCESS_MESSAGES.cardRemoved);
    expect(await listCards(headers)).toEqual([]);
    expect((await payWithCard(headers, card!.id)).statusCode).toBe(404);
  });

  it('Download my data lists the card without its authorization; Delete my account removes it', async () => {
    const { headers, email } = await customer();
    await buyAtCheckout(headers, { saveCard: true });
    const { authorizationCode } = sandboxCard({ secret: testApp.app.ctx.env.SANDBOX_WEBHOOK_SECRET, email });
    const [stored] = await testApp.database.db.select().from(savedCards).where(eq(savedCards.email, email));
    expect(stored?.authorizationCode).toBe(authorizationCode);

    const exported = await testApp.app.inject({ method: 'GET', url: '/api/v1/user/data', headers });
    expect(exported.statusCode).toBe(200);
    expect(exported.json<{ data: { saved_cards: unknown[] } }>().data.saved_cards).toEqual([
      expect.objectContaining({ brand: 'visa', last4: '4081', exp_month: 12, exp_year: 2030 }),
    ]);
    expect(exported.body).not.toContain(authorizationCode);

    const deleted = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/user/delete',
      headers,
      payload: { password: PASSWORD },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(
      await testApp.database.db.select().from(savedCards).where(eq(savedCards.userId, stored!.userId)),
    ).toEqual([]);
  });

  it('no answer and no log line carries an authorization code', async () => {
    const { headers, email } = await customer();
    await buyAtCheckout(headers, { saveCard: true });
    const [card] = await listCards(headers);
    const paid = await payWithCard(headers, card!.id);
    await waitUntilSettled(testApp, paid.json<{ order: { ref: string } }>().order.ref);
    const { authorizationCode } = sandboxCard({ secret: testApp.app.ctx.env.SANDBOX_WEBHOOK_SECRET, email });

    expect(JSON.stringify(card)).not.toContain(authorizationCode);
    expect(paid.body).not.toContain(authorizationCode);
    expect(logs.lines.length).toBeGreaterThan(0);
    expect(logs.text()).not.toContain(authorizationCode);
    expect(logs.text()).not.toMatch(/AUTH_[0-9a-f]{16}/);
  });
});
