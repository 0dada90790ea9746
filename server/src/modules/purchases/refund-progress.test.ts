import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { purchases as purchasesTable } from '../../db/schema/index.ts';
import { listOutboxMessages } from '../../integrations/outbox.ts';
import { SIMULATOR_METERS } from '../../integrations/vending/simulator.ts';
import type { TestApp } from '../../test/test-app.ts';
import {
  createPurchaseTestApp,
  findPurchase,
  paidSignedInPurchase,
  postWebhook,
  signSandboxBody,
  startWorker,
} from './purchases.test-support.ts';
import { REFUND_CHECK_BACKOFF } from './work/due-at.ts';

/**
 * Decision 031: a refund the payment provider took is followed until the provider says it reached the
 * customer. With the sandbox (the default provider) a refund reaches the customer the moment it is taken.
 * The Paystack side (pending, failed) is in integrations/payments/paystack-refund-progress.test.ts.
 */
let testApp: TestApp;
let worker: FastifyInstance | null = null;

beforeAll(async () => {
  testApp = await createPurchaseTestApp();
});
afterEach(async () => {
  await worker?.close();
  worker = null;
});
afterAll(() => testApp.close());

vi.setConfig({ testTimeout: 60_000 });
const POLL = { timeout: 40_000, interval: 250 };

/** A signed-in purchase whose vend fails: refunded by the worker, and the customer told. */
async function refundedAfterFailedVend() {
  const { ref, body } = await paidSignedInPurchase(testApp, SIMULATOR_METERS.failing);
  worker = await startWorker(testApp);
  await expect.poll(async () => (await findPurchase(testApp, ref)).refundNoticeSentAt, POLL).not.toBeNull();
  await expect.poll(async () => (await findPurchase(testApp, ref)).leaseUntil, POLL).toBeNull();
  return { ref, phone: body.phone };
}

/** Time passing: the purchase's next check is due now. */
async function makeDueNow(ref: string) {
  await testApp.database.db
    .update(purchasesTable)
    .set({ dueAt: new Date() })
    .where(eq(purchasesTable.ref, ref));
}

async function messageCount(phone: string, ref: string) {
  const sms = await listOutboxMessages(testApp.database.db, { recipient: phone, limit: 100 });
  return sms.filter((message) => message.body.includes(ref)).length;
}

describe('a refund the payment provider took', () => {
  it('is asked about after the check back-off, once the customer was told, and confirmed when it reached them', async () => {
    const { ref, phone } = await refundedAfterFailedVend();
    const refunded = await findPurchase(testApp, ref);
    expect(refunded).toMatchObject({
      status: 'refunded',
      providerRefundId: `sandbox-refund-${ref}`,
      refundConfirmedAt: null,
    });
    // Both instants are the database's (the release after the notice): nothing here depends on the test's speed.
    expect(refunded.dueAt).not.toBeNull();
    expect(refunded.dueAt!.getTime() - refunded.refundNoticeSentAt!.getTime()).toBeGreaterThanOrEqual(
      (REFUND_CHECK_BACKOFF.firstSeconds - 1) * 1000,
    );
    const told = await messageCount(phone, ref);

    await makeDueNow(ref);
    await expect.poll(async () => (await findPurchase(testApp, ref)).refundConfirmedAt, POLL).not.toBeNull();
    await expect.poll(async () => (await findPurchase(testApp, ref)).leaseUntil, POLL).toBeNull();

    const confirmed = await findPurchase(testApp, ref);
    expect(confirmed).toMatchObject({ status: 'refunded', dueAt: null });
    expect(await messageCount(phone, ref)).toBe(told);
  });

  it("is confirmed by the provider's refund.processed event, once, and then owes nothing", async () => {
    const { ref } = await refundedAfterFailedVend();
    const rawBody = JSON.stringify({
      event: 'refund.processed',
      data: { status: 'processed', transaction_reference: ref, amount: 110_000 },
    });

    expect((await postWebhook(testApp, { rawBody, signature: signSandboxBody(rawBody) })).statusCode).toBe(
      200,
    );
    const confirmed = await findPurchase(testApp, ref);
    expect(confirmed).toMatchObject({ status: 'refunded', refundConfirmedAt: expect.any(Date), dueAt: null });

    // Delivered again: acknowledged, and the first confirmation stands.
    expect((await postWebhook(testApp, { rawBody, signature: signSandboxBody(rawBody) })).statusCode).toBe(
      200,
    );
    expect((await findPurchase(testApp, ref)).refundConfirmedAt).toEqual(confirmed.refundConfirmedAt);
  });

  it('is not asked about when the provider did not name it (a refund repeated after a crash)', async () => {
    const { ref } = await refundedAfterFailedVend();
    await testApp.database.db
      .update(purchasesTable)
      .set({ providerRefundId: null, dueAt: new Date() })
      .where(eq(purchasesTable.ref, ref));

    // The worker finds nothing it could ask, and leaves the purchase owing nothing: no confirmation is made up.
    await expect.poll(async () => (await findPurchase(testApp, ref)).dueAt, POLL).toBeNull();
    expect(await findPurchase(testApp, ref)).toMatchObject({ status: 'refunded', refundConfirmedAt: null });
  });
});
