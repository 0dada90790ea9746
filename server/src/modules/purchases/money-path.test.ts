import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatToken } from '@powerpay/shared';
import { eq } from 'drizzle-orm';
import { sandboxPayments } from '../../db/schema/index.ts';
import { findSandboxPayment, finishSandboxPayment } from '../../integrations/payments/sandbox.repository.ts';
import { listOutboxMessages } from '../../integrations/outbox.ts';
import { createSignedInUser } from '../../test/factories.ts';
import type { TestApp } from '../../test/test-app.ts';
import {
  createPurchaseTestApp,
  findPurchase,
  followCallback,
  postWebhook,
  pressCheckoutButton,
  purchaseBody,
  readTransaction,
  signSandboxBody,
  signedChargeSuccess,
  startPurchase,
  vendCallsFor,
  waitUntilSettled,
  type TransactionBody,
} from './purchases.test-support.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createPurchaseTestApp({ jobs: { work: true } });
});
afterAll(() => testApp.close());

const POLL = { timeout: 20_000, interval: 200 };

async function statusOf(ref: string) {
  return (await findPurchase(testApp, ref)).status;
}

describe('a signed-in purchase paid at the sandbox checkout', () => {
  it('is confirmed with the provider, vended once, and the token stored, shown and sent by SMS and e-mail', async () => {
    const { user, headers } = await createSignedInUser(testApp.database.db, { phone: '08091112222' });
    const body = purchaseBody({ phone: '08091112222', amount: 2500 });
    const { ref } = await startPurchase(testApp, { headers, body });

    const callbackPath = await pressCheckoutButton(testApp, { ref });
    const landing = await followCallback(testApp, callbackPath);

    expect(landing).toBe(`/buy-electricity?ref=${ref}`);
    await expect.poll(() => statusOf(ref), POLL).toBe('delivered');
    await expect.poll(async () => (await findPurchase(testApp, ref)).tokenSentAt, POLL).not.toBeNull();

    const row = await findPurchase(testApp, ref);
    expect(row.token).toMatch(/^\d{20}$/);
    expect(row.paidAmountKobo).toBe(260_000);
    expect(row.vendRequestId?.slice(12)).toBe(ref.replaceAll('-', ''));
    expect(await vendCallsFor(testApp, body.meter_no)).toBe(1);

    const shown = (await readTransaction(testApp, { ref, headers })).json<TransactionBody>().data;
    expect(shown).toMatchObject({
      ref,
      status: 'delivered',
      amount: 2500,
      fee: 100,
      total: 2600,
      token: row.token,
      units: row.units,
      receipt_no: row.receiptNo,
      meter_no: body.meter_no,
      phone: '08091112222',
    });
    expect(shown.paid_at).not.toBeNull();

    const sms = await listOutboxMessages(testApp.database.db, { recipient: '08091112222', limit: 10 });
    expect(sms.filter((message) => message.body.includes(ref))).toHaveLength(1);
    expect(sms[0]?.body).toContain(formatToken(row.token ?? ''));
    const mail = await listOutboxMessages(testApp.database.db, { recipient: user.email, limit: 10 });
    expect(mail).toHaveLength(1);
    expect(mail[0]?.body).toContain(formatToken(row.token ?? ''));
  });
});

describe('a guest purchase', () => {
  it('lands on the receipt with its key, which alone opens the purchase', async () => {
    const { ref } = await startPurchase(testApp, { body: purchaseBody() });

    const landing = await followCallback(testApp, await pressCheckoutButton(testApp, { ref }));
    const receipt = new URL(landing, 'https://powerpay.test');
    expect(receipt.pathname).toBe(`/receipt/${ref}`);
    const key = receipt.searchParams.get('key') ?? '';
    await expect.poll(() => statusOf(ref), POLL).toBe('delivered');

    const withKey = await readTransaction(testApp, { ref, key });
    expect(withKey.statusCode).toBe(200);
    expect(withKey.json<TransactionBody>().data.token).toMatch(/^\d{20}$/);

    const stranger = await createSignedInUser(testApp.database.db);
    for (const attempt of [{}, { key: `${key}x` }, { key: 'a'.repeat(43) }, { headers: stranger.headers }]) {
      const response = await readTransaction(testApp, { ref, ...attempt });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ msg: 'Request not found' });
    }
  });

  it('a forged callback with the wrong key lands on Buy Electricity, not the receipt', async () => {
    const { ref } = await startPurchase(testApp, { body: purchaseBody() });
    const landing = await followCallback(testApp, `/api/v1/payments/callback?reference=${ref}&key=forged`);
    expect(landing).toBe('/buy-electricity');
  });
});

describe('payment outcomes other than success', () => {
  it('Decline ends payment_failed and Cancel ends abandoned, with no vend', async () => {
    const { headers } = await createSignedInUser(testApp.database.db);
    const declinedBody = purchaseBody();
    const declined = await startPurchase(testApp, { headers, body: declinedBody });
    const cancelled = await startPurchase(testApp, { headers, body: purchaseBody() });

    await followCallback(
      testApp,
      await pressCheckoutButton(testApp, { ref: declined.ref, action: 'decline' }),
    );
    await followCallback(
      testApp,
      await pressCheckoutButton(testApp, { ref: cancelled.ref, action: 'cancel' }),
    );

    expect(await statusOf(declined.ref)).toBe('payment_failed');
    expect(await statusOf(cancelled.ref)).toBe('abandoned');
    expect(await vendCallsFor(testApp, declinedBody.meter_no)).toBe(0);
  });

  it('a callback query string alone never marks a purchase paid', async () => {
    const { headers } = await createSignedInUser(testApp.database.db);
    const { ref } = await startPurchase(testApp, { headers, body: purchaseBody() });

    const landing = await followCallback(
      testApp,
      `/api/v1/payments/callback?reference=${ref}&trxref=${ref}&status=success&amount=110000`,
    );

    expect(landing).toBe(`/buy-electricity?ref=${ref}`);
    expect(await statusOf(ref)).toBe('awaiting_payment');
  });

  it('an unknown or missing reference on the callback lands on Buy Electricity', async () => {
    expect(await followCallback(testApp, '/api/v1/payments/callback?reference=PP-19990101-NOPE')).toBe(
      '/buy-electricity',
    );
    expect(await followCallback(testApp, '/api/v1/payments/callback')).toBe('/buy-electricity');
  });
});

describe('POST /payments/webhook', () => {
  it('refuses a bad or missing signature with 401 and changes nothing', async () => {
    const { headers } = await createSignedInUser(testApp.database.db);
    const { ref } = await startPurchase(testApp, { headers, body: purchaseBody() });
    const event = signedChargeSuccess({ ref, amountKobo: 110_000 });

    const tampered = await postWebhook(testApp, {
      rawBody: event.rawBody.replace('110000', '110001'),
      signature: event.signature,
    });
    const unsigned = await postWebhook(testApp, { rawBody: event.rawBody });
    const wrongKey = await postWebhook(testApp, { rawBody: event.rawBody, signature: 'ab'.repeat(64) });

    for (const response of [tampered, unsigned, wrongKey]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ msg: 'Invalid signature' });
    }
    expect(await statusOf(ref)).toBe('awaiting_payment');
  });

  it('a wrong-amount event marks nothing paid and does not block a later genuine payment of the exact total', async () => {
    const { headers } = await createSignedInUser(testApp.database.db);
    const body = purchaseBody({ amount: 1000 });
    const { ref } = await startPurchase(testApp, { headers, body });

    const short = await postWebhook(testApp, signedChargeSuccess({ ref, amountKobo: 100_000 }));
    expect(short.statusCode).toBe(200);
    await postWebhook(testApp, signedChargeSuccess({ ref, amountKobo: 110_000, currency: 'USD' }));
    // The provider, asked server to server, has no such charge: nothing is recorded as paid.
    expect(await findPurchase(testApp, ref)).toMatchObject({
      status: 'awaiting_payment',
      paidAmountKobo: null,
      paidAt: null,
    });

    await pressCheckoutButton(testApp, { ref });
    await postWebhook(testApp, signedChargeSuccess({ ref, amountKobo: 110_000 }));
    await expect.poll(() => statusOf(ref), POLL).toBe('delivered');
    expect(await findPurchase(testApp, ref)).toMatchObject({ paidAmountKobo: 110_000 });
    expect(await vendCallsFor(testApp, body.meter_no)).toBe(1);
  });

  it('a wrong amount really charged is refunded (that amount, once) and never vended', async () => {
    const { headers } = await createSignedInUser(testApp.database.db);
    const body = purchaseBody({ amount: 1000 });
    const { ref } = await startPurchase(testApp, { headers, body });
    // The provider charged ₦1,000 for a ₦1,100 total, and says so when asked.
    await testApp.database.db
      .update(sandboxPayments)
      .set({ amountKobo: 100_000 })
      .where(eq(sandboxPayments.reference, ref));
    await finishSandboxPayment(testApp.database.db, ref, 'success', new Date());

    await postWebhook(testApp, signedChargeSuccess({ ref, amountKobo: 100_000 }));
    await postWebhook(testApp, signedChargeSuccess({ ref, amountKobo: 100_000 }));

    await expect.poll(() => statusOf(ref), POLL).toBe('refunded');
    expect(await findPurchase(testApp, ref)).toMatchObject({
      paidAmountKobo: 100_000,
      refundReason: 'wrong_amount',
      paidAt: null,
    });
    expect(await findSandboxPayment(testApp.database.db, ref)).toMatchObject({ refundedAmountKobo: 100_000 });
    expect(await vendCallsFor(testApp, body.meter_no)).toBe(0);
  });

  it('acknowledges unknown references and other events without acting on them', async () => {
    const unknown = await postWebhook(
      testApp,
      signedChargeSuccess({ ref: 'PP-19990101-UNKNOWN000', amountKobo: 110_000 }),
    );
    expect(unknown.statusCode).toBe(200);

    const { headers } = await createSignedInUser(testApp.database.db);
    const { ref } = await startPurchase(testApp, { headers, body: purchaseBody() });
    const rawBody = JSON.stringify({
      event: 'transfer.success',
      data: { reference: ref, amount: 110_000, currency: 'NGN' },
    });
    const other = await postWebhook(testApp, { rawBody, signature: signSandboxBody(rawBody) });
    expect(other.statusCode).toBe(200);
    expect(await statusOf(ref)).toBe('awaiting_payment');
  });
});

describe('vend exactly once', () => {
  it('the same webhook delivered 3 times, racing the callback, vends once', async () => {
    const { headers } = await createSignedInUser(testApp.database.db);
    const body = purchaseBody();
    const { ref } = await startPurchase(testApp, { headers, body });

    const callbackPath = await pressCheckoutButton(testApp, { ref });
    const event = signedChargeSuccess({ ref, amountKobo: 110_000 });
    const responses = await Promise.all([
      postWebhook(testApp, event),
      testApp.app.inject({ method: 'GET', url: callbackPath }),
      postWebhook(testApp, event),
      postWebhook(testApp, event),
    ]);

    expect(responses.map((response) => response.statusCode)).toEqual([200, 302, 200, 200]);
    await expect.poll(() => statusOf(ref), POLL).toBe('delivered');
    await waitUntilSettled(testApp, ref);
    expect(await vendCallsFor(testApp, body.meter_no)).toBe(1);
  });

  it('50 concurrent deliveries of the confirmation vend once', async () => {
    const { headers } = await createSignedInUser(testApp.database.db);
    const body = purchaseBody();
    const { ref } = await startPurchase(testApp, { headers, body });
    await finishSandboxPayment(testApp.database.db, ref, 'success', new Date());

    const event = signedChargeSuccess({ ref, amountKobo: 110_000 });
    const deliveries = Array.from({ length: 50 }, (_, index) =>
      index % 10 === 0
        ? testApp.app.inject({ method: 'GET', url: `/api/v1/payments/callback?reference=${ref}` })
        : postWebhook(testApp, event),
    );
    const responses = await Promise.all(deliveries);

    expect(responses.every((response) => response.statusCode === 200 || response.statusCode === 302)).toBe(
      true,
    );
    await expect.poll(() => statusOf(ref), POLL).toBe('delivered');
    await waitUntilSettled(testApp, ref);
    expect(await vendCallsFor(testApp, body.meter_no)).toBe(1);
    const sms = await listOutboxMessages(testApp.database.db, { recipient: body.phone, limit: 100 });
    expect(sms.filter((message) => message.body.includes(ref))).toHaveLength(1);
  });
});
