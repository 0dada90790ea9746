import { asc, eq } from 'drizzle-orm';
import { formatKobo, VALIDATION_MESSAGES } from '@powerpay/shared';
import { describe, expect, it, vi } from 'vitest';
import { purchaseEvents, purchases as purchasesTable } from '../../db/schema/index.ts';
import { findSandboxPayment } from '../../integrations/payments/sandbox.repository.ts';
import { SIMULATOR_METERS } from '../../integrations/vending/simulator.ts';
import {
  findPurchase,
  postWebhook,
  signSandboxBody,
  startWorker,
  POLL,
  workerlessSuite,
} from './purchases.test-support.ts';
import { messagesAbout, OPERATOR, paid, retriedAfterBackoff } from './refunds.test-support.ts';
import { REFUND_NOT_COMPLETED, requestRefund } from './refunds.service.ts';

const suite = workerlessSuite();
vi.setConfig({ testTimeout: 60_000 });

function refundEvent(event: string, ref: string, amountKobo = 110_000) {
  const rawBody = JSON.stringify({
    event,
    data: {
      status: event.slice('refund.'.length),
      transaction_reference: ref,
      refund_reference: null,
      amount: amountKobo,
      currency: 'NGN',
    },
  });
  return { rawBody, signature: signSandboxBody(rawBody) };
}

/** The refund events the purchase's timeline received, oldest first. */
async function refundEventLines(purchaseId: string) {
  const lines = await suite.testApp.database.db
    .select()
    .from(purchaseEvents)
    .where(eq(purchaseEvents.purchaseId, purchaseId))
    .orderBy(asc(purchaseEvents.seq));
  return lines
    .filter((line) => line.kind === 'webhook_received')
    .map((line) => line.detail as Record<string, unknown>)
    .filter((detail) => String(detail.event).startsWith('refund.'));
}

async function refundedAfterFailedVend() {
  const purchase = await paid(suite.testApp, SIMULATOR_METERS.failing);
  suite.worker = await startWorker(suite.testApp);
  await expect
    .poll(async () => (await findPurchase(suite.testApp, purchase.ref)).refundNoticeSentAt, POLL)
    .not.toBeNull();
  expect((await findPurchase(suite.testApp, purchase.ref)).status).toBe('refunded');
  return purchase;
}

describe('refund events from the payment provider', () => {
  it('refund.failed after the refund was taken makes the money owed again: refund_failed; the customer is told at once, then refunded again after the back-off and told so', async () => {
    const { ref, body, row } = await refundedAfterFailedVend();

    expect((await postWebhook(suite.testApp, refundEvent('refund.failed', ref))).statusCode).toBe(200);
    expect(await findPurchase(suite.testApp, ref)).toMatchObject({
      status: 'refund_failed',
      refundError: REFUND_NOT_COMPLETED,
      refundedAt: null,
    });
    expect(await refundEventLines(row.id)).toEqual([
      expect.objectContaining({ event: 'refund.failed', amount_kobo: 110_000, status: 'failed' }),
    ]);
    const health = (await suite.testApp.app.inject({ method: 'GET', url: '/api/v1/health' })).json<{
      data: { work: { refundsFailed: number } };
    }>();
    expect(health.data.work.refundsFailed).toBeGreaterThanOrEqual(1);

    // The worker tells the customer without waiting for the back-off, and leaves the refund to it.
    await expect
      .poll(async () => (await findPurchase(suite.testApp, ref)).refundNoticeSentAt, POLL)
      .toBeNull();
    const told = await findPurchase(suite.testApp, ref);
    expect(told.status).toBe('refund_failed');
    await expect.poll(async () => (await findPurchase(suite.testApp, ref)).leaseUntil, POLL).toBeNull();
    expect(retriedAfterBackoff(await findPurchase(suite.testApp, ref))).toBe(true);
    expect(
      (await messagesAbout(suite.testApp, body.phone, ref)).filter((text) =>
        text.includes('did not reach your account'),
      ),
    ).toHaveLength(1);
    expect(await findSandboxPayment(suite.testApp.database.db, ref)).toMatchObject({
      refundedAmountKobo: 110_000,
    });

    // Delivered again: acknowledged, and nothing changes.
    const settled = await findPurchase(suite.testApp, ref);
    expect((await postWebhook(suite.testApp, refundEvent('refund.failed', ref))).statusCode).toBe(200);
    expect(await findPurchase(suite.testApp, ref)).toMatchObject({
      status: 'refund_failed',
      updatedAt: settled.updatedAt,
      dueAt: settled.dueAt,
    });

    // Its back-off over (time passing), the worker asks for the refund again; the money goes back once.
    await suite.testApp.database.db
      .update(purchasesTable)
      .set({ dueAt: new Date() })
      .where(eq(purchasesTable.ref, ref));
    await expect.poll(async () => (await findPurchase(suite.testApp, ref)).status, POLL).toBe('refunded');
    expect(await findPurchase(suite.testApp, ref)).toMatchObject({
      refundError: null,
      refundedAt: expect.any(Date),
    });
    expect(await findSandboxPayment(suite.testApp.database.db, ref)).toMatchObject({
      refundedAmountKobo: 110_000,
    });
    await expect
      .poll(async () => (await findPurchase(suite.testApp, ref)).refundNoticeSentAt, POLL)
      .not.toBeNull();
    const notices = await messagesAbout(suite.testApp, body.phone, ref);
    expect(notices).toHaveLength(4);
    expect(notices.filter((text) => text.includes('did not reach your account'))).toHaveLength(1);
    expect(notices.filter((text) => text.includes(`we have refunded ${formatKobo(110_000)}`))).toHaveLength(
      2,
    );
  });

  it('an operator who refunds again before the customer heard that the refund did not complete: the customer hears that first, then the new refund', async () => {
    const { ref, body, row } = await refundedAfterFailedVend();
    // No worker while it happens (a deploy, a crash): nothing has told the customer yet.
    await suite.worker?.close();
    suite.worker = null;
    expect((await postWebhook(suite.testApp, refundEvent('refund.failed', ref))).statusCode).toBe(200);
    await requestRefund(suite.testApp.app.ctx, row.id, OPERATOR);
    expect(await findPurchase(suite.testApp, ref)).toMatchObject({
      status: 'refund_due',
      refundNoticeSentAt: expect.any(Date),
    });

    suite.worker = await startWorker(suite.testApp);
    await expect.poll(async () => (await findPurchase(suite.testApp, ref)).status, POLL).toBe('refunded');
    await expect
      .poll(async () => (await findPurchase(suite.testApp, ref)).refundNoticeSentAt, POLL)
      .not.toBeNull();
    expect(await findSandboxPayment(suite.testApp.database.db, ref)).toMatchObject({
      refundedAmountKobo: 110_000,
    });
    const notices = await messagesAbout(suite.testApp, body.phone, ref);
    expect(notices).toHaveLength(4);
    expect(notices.filter((text) => text.includes('did not reach your account'))).toHaveLength(1);
    expect(notices.filter((text) => text.includes(`we have refunded ${formatKobo(110_000)}`))).toHaveLength(
      2,
    );
  });

  it('other refund events are kept on the timeline and change nothing; an unknown reference is acknowledged, a hostile one refused', async () => {
    const { ref, row } = await refundedAfterFailedVend();
    for (const event of ['refund.pending', 'refund.processing', 'refund.processed']) {
      expect((await postWebhook(suite.testApp, refundEvent(event, ref))).statusCode).toBe(200);
    }
    expect(await findPurchase(suite.testApp, ref)).toMatchObject({ status: 'refunded', refundError: null });
    expect((await refundEventLines(row.id)).map((detail) => detail.event)).toEqual([
      'refund.pending',
      'refund.processing',
      'refund.processed',
    ]);

    for (const reference of ['PP-NO-SUCH-REF', 'x'.repeat(60_000)]) {
      const response = await postWebhook(suite.testApp, refundEvent('refund.failed', reference));
      expect(response.statusCode, reference.slice(0, 20)).toBe(200);
    }
    // A NUL is refused before anything reads the body, like anywhere else in the API.
    const hostile = await postWebhook(suite.testApp, refundEvent('refund.failed', `${ref}\u0000`));
    expect(hostile.statusCode).toBe(422);
    expect(hostile.json().msg).toBe(VALIDATION_MESSAGES.unsupportedCharacters);
    const unsigned = await postWebhook(suite.testApp, { rawBody: refundEvent('refund.failed', ref).rawBody });
    expect(unsigned.statusCode).toBe(401);
    expect((await findPurchase(suite.testApp, ref)).status).toBe('refunded');
  });
});
