import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { purchases } from '../../db/schema/index.ts';
import { findPurchase, startWorker, uniqueMeter } from '../../modules/purchases/purchases.test-support.ts';
import { REFUND_NOT_COMPLETED } from '../../modules/purchases/refunds.service.ts';
import { REFUND_CHECK_BACKOFF } from '../../modules/purchases/work/due-at.ts';
import {
  PAYSTACK_SECRET_KEY,
  startFakePaystack,
  type FakePaystack,
} from '../../test/fakes/paystack-server.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { SIMULATOR_METERS } from '../vending/simulator.ts';

/**
 * Decision 031 through the Paystack adapter: a purchase paid on Paystack whose vend fails is refunded
 * there, and the worker then asks Paystack (GET /refund/:id) what became of the refund until it is
 * processed, or failed and owed again. Paystack is a local server speaking its protocol.
 */
let fake: FakePaystack;
let testApp: TestApp;
let worker: FastifyInstance | null = null;
let paystackEnv: Record<string, string>;

beforeAll(async () => {
  fake = await startFakePaystack();
  paystackEnv = {
    PAYMENT_PROVIDER: 'paystack',
    PAYSTACK_SECRET_KEY,
    PAYSTACK_BASE_URL: fake.url,
    PUBLIC_URL: 'https://powerpay.test',
  };
  testApp = await createTestApp({ env: paystackEnv });
});
afterEach(async () => {
  fake.outageStatus = null;
  await worker?.close();
  worker = null;
});
afterAll(async () => {
  await testApp.close();
  await fake.close();
});

vi.setConfig({ testTimeout: 60_000 });
const POLL = { timeout: 40_000, interval: 250 };

/** A guest purchase paid on Paystack (its signed webhook) whose vend fails: refunded by the worker on Paystack. */
async function refundedOnPaystack() {
  const started = await testApp.app.inject({
    method: 'POST',
    url: '/api/v1/purchase/guest',
    payload: {
      meter_no: uniqueMeter(SIMULATOR_METERS.failing),
      provider: 'ikeja-electric',
      meter_type: 'prepaid',
      amount: 5000,
      phone: '08031234567',
      meter_name: 'Guest',
      email: 'guest@example.ng',
    },
  });
  expect(started.statusCode, started.body).toBe(200);
  const ref = started.json<{ order: { ref: string } }>().order.ref;
  fake.settle(ref, 'success');
  const { rawBody, signature } = fake.chargeSuccessWebhook(ref);
  const webhook = await testApp.app.inject({
    method: 'POST',
    url: '/api/v1/payments/webhook',
    headers: { 'x-paystack-signature': signature, 'content-type': 'application/json' },
    payload: rawBody,
  });
  expect(webhook.statusCode).toBe(200);

  worker = await startWorker(testApp, paystackEnv);
  await expect.poll(async () => (await findPurchase(testApp, ref)).refundNoticeSentAt, POLL).not.toBeNull();
  await expect.poll(async () => (await findPurchase(testApp, ref)).leaseUntil, POLL).toBeNull();
  const refund = fake.refunds.find((candidate) => candidate.reference === ref);
  expect(refund).toMatchObject({ amount: 510_000, status: 'pending' });
  expect(await findPurchase(testApp, ref)).toMatchObject({
    status: 'refunded',
    providerRefundId: String(refund?.id),
    refundConfirmedAt: null,
  });
  return ref;
}

/** Time passing: the purchase's next check is due now; answers once the worker has let it go again. */
async function checkNow(ref: string) {
  const before = await findPurchase(testApp, ref);
  await testApp.database.db.update(purchases).set({ dueAt: new Date() }).where(eq(purchases.ref, ref));
  await expect
    .poll(async () => (await findPurchase(testApp, ref)).workAttempts, POLL)
    .toBeGreaterThan(before.workAttempts);
  await expect.poll(async () => (await findPurchase(testApp, ref)).leaseUntil, POLL).toBeNull();
  return findPurchase(testApp, ref);
}

describe('a refund taken on Paystack', () => {
  it('still on its way is asked about again later, each time after a longer wait; processed, it is confirmed', async () => {
    const ref = await refundedOnPaystack();

    const first = await checkNow(ref);
    expect(first).toMatchObject({ status: 'refunded', refundConfirmedAt: null });
    const second = await checkNow(ref);
    expect(second).toMatchObject({ status: 'refunded', refundConfirmedAt: null });
    // The back-off doubles (15 minutes after the first check, 30 after the second), so the second due time
    // is at least 15 minutes past the first, however long the checks themselves took.
    expect(second.dueAt!.getTime() - first.dueAt!.getTime()).toBeGreaterThanOrEqual(
      REFUND_CHECK_BACKOFF.firstSeconds * 1000,
    );

    fake.settleRefund(ref, 'processed');
    const processed = await checkNow(ref);
    expect(processed).toMatchObject({ status: 'refunded', refundConfirmedAt: expect.any(Date), dueAt: null });
  });

  it('that failed makes the money owed again: refund_failed, as the refund.failed event would', async () => {
    const ref = await refundedOnPaystack();
    fake.settleRefund(ref, 'failed');

    await testApp.database.db.update(purchases).set({ dueAt: new Date() }).where(eq(purchases.ref, ref));
    await expect.poll(async () => (await findPurchase(testApp, ref)).status, POLL).toBe('refund_failed');
    expect(await findPurchase(testApp, ref)).toMatchObject({
      refundError: REFUND_NOT_COMPLETED,
      refundConfirmedAt: null,
    });
  });

  it('is asked about again after an error back-off while Paystack is down, and nothing changes', async () => {
    const ref = await refundedOnPaystack();
    fake.outageStatus = 502;

    const asked = await checkNow(ref);
    expect(asked).toMatchObject({ status: 'refunded', refundConfirmedAt: null });
    expect(asked.dueAt).not.toBeNull();
  });
});
