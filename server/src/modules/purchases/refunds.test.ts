import { asc, eq } from 'drizzle-orm';
import { formatKobo, VALIDATION_MESSAGES } from '@powerpay/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { purchaseEvents, purchases as purchasesTable, sandboxPayments } from '../../db/schema/index.ts';
import { listOutboxMessages } from '../../integrations/outbox.ts';
import { findSandboxPayment } from '../../integrations/payments/sandbox.repository.ts';
import { SIMULATOR_METERS } from '../../integrations/vending/simulator.ts';
import { AppError } from '../../lib/errors.ts';
import { createSignedInUser } from '../../test/factories.ts';
import type { TestApp } from '../../test/test-app.ts';
import * as repository from './purchases.repository.ts';
import {
  abandonClaim,
  createPurchaseTestApp,
  findPurchase,
  followCallback,
  postWebhook,
  pressCheckoutButton,
  purchaseBody,
  readTransaction,
  signSandboxBody,
  startPurchase,
  startWorker,
  uniqueMeter,
  vendCallsFor,
  type TransactionBody,
} from './purchases.test-support.ts';
import {
  NOT_REFUNDABLE_MESSAGE,
  REFUND_NOT_COMPLETED,
  requestRefund,
  VEND_OUTCOME_UNKNOWN_MESSAGE,
} from './refunds.service.ts';
import { REFUND_RETRY_BACKOFF } from './work/due-at.ts';

/**
 * The refund is next tried after the refund back-off: both times are the database's (the state change,
 * then the worker's release), so nothing here depends on how long the test took.
 */
function retriedAfterBackoff(purchase: { dueAt: Date | null; updatedAt: Date }): boolean {
  return (
    purchase.dueAt !== null &&
    purchase.dueAt.getTime() - purchase.updatedAt.getTime() >= REFUND_RETRY_BACKOFF.firstSeconds * 1000
  );
}

/** The app under test works no queue, so each test decides when a worker (the restarted process) runs. */
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
const OPERATOR = { reason: 'customer asked on the phone', actor: 'operator-1' };

async function paid(ending = '5') {
  const { headers } = await createSignedInUser(testApp.database.db);
  const body = purchaseBody({ meter_no: uniqueMeter(ending) });
  const { ref } = await startPurchase(testApp, { headers, body });
  await followCallback(testApp, await pressCheckoutButton(testApp, { ref }));
  return { ref, body, headers, row: await findPurchase(testApp, ref) };
}

async function messagesAbout(phone: string, ref: string) {
  const sms = await listOutboxMessages(testApp.database.db, { recipient: phone, limit: 100 });
  return sms.filter((message) => message.body.includes(ref)).map((message) => message.body);
}

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('the refund of a failed vend', () => {
  it('goes through the payment provider once, ends refunded, tells the customer and shows on the purchase', async () => {
    const { ref, body, headers } = await paid(SIMULATOR_METERS.failing);
    worker = await startWorker(testApp);

    await expect.poll(async () => (await findPurchase(testApp, ref)).refundNoticeSentAt, POLL).not.toBeNull();
    expect(await findPurchase(testApp, ref)).toMatchObject({
      status: 'refunded',
      refundReason: 'vend_failed',
      refundRequestedBy: 'system',
    });
    expect(await findSandboxPayment(testApp.database.db, ref)).toMatchObject({ refundedAmountKobo: 110_000 });
    const notices = await messagesAbout(body.phone, ref);
    expect(notices).toHaveLength(2);
    expect(notices.filter((text) => text.includes(`we have refunded ${formatKobo(110_000)}`))).toHaveLength(
      1,
    );
    const shown = (await readTransaction(testApp, { ref, headers })).json<TransactionBody>().data;
    expect(shown).toMatchObject({ status: 'refunded', token: null });

    // Asked again (an operator, a repeated request): nothing changes and nothing is refunded twice.
    const again = await requestRefund(testApp.app.ctx, (await findPurchase(testApp, ref)).id, OPERATOR);
    expect(again.status).toBe('refunded');
    expect(await vendCallsFor(testApp, body.meter_no)).toBe(1);
  });

  it('a crash after the refund was claimed (and perhaps sent) repeats the call safely: refunded once, one notice', async () => {
    const { ref, body, row } = await paid();
    await repository.transition(testApp.database.db, {
      ref,
      from: ['paid'],
      to: 'refund_due',
      values: { refundReason: 'test' },
    });
    await repository.transition(testApp.database.db, { ref, from: ['refund_due'], to: 'refund_pending' });
    await testApp.app.ctx.integrations.payments.refund({ reference: ref, amountKobo: row.totalKobo });
    await abandonClaim(testApp, { ref, isExpired: true });

    worker = await startWorker(testApp);

    await expect.poll(async () => (await findPurchase(testApp, ref)).refundNoticeSentAt, POLL).not.toBeNull();
    expect((await findPurchase(testApp, ref)).status).toBe('refunded');
    expect(await messagesAbout(body.phone, ref)).toHaveLength(1);
  });

  it('a refund the provider refuses ends refund_failed, counted in /health, with the reason kept', async () => {
    const { ref, row } = await paid();
    await testApp.database.db
      .update(sandboxPayments)
      .set({ status: 'failed' })
      .where(eq(sandboxPayments.reference, ref));
    await requestRefund(testApp.app.ctx, row.id, OPERATOR);

    worker = await startWorker(testApp);

    await expect.poll(async () => (await findPurchase(testApp, ref)).status, POLL).toBe('refund_failed');
    const failed = await findPurchase(testApp, ref);
    expect(failed).toMatchObject({
      refundError: 'Transaction not successful',
      refundRequestedBy: 'operator-1',
    });
    expect(retriedAfterBackoff(failed)).toBe(true);
    const health = (await testApp.app.inject({ method: 'GET', url: '/api/v1/health' })).json<{
      data: { work: { refundsFailed: number } };
    }>();
    expect(health.data.work.refundsFailed).toBeGreaterThanOrEqual(1);
  });
});

/** A refund event as Paystack sends it: the refunded transaction named by `transaction_reference`. */
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
  const lines = await testApp.database.db
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
  const purchase = await paid(SIMULATOR_METERS.failing);
  worker = await startWorker(testApp);
  await expect
    .poll(async () => (await findPurchase(testApp, purchase.ref)).refundNoticeSentAt, POLL)
    .not.toBeNull();
  expect((await findPurchase(testApp, purchase.ref)).status).toBe('refunded');
  return purchase;
}

describe('refund events from the payment provider', () => {
  it('refund.failed after the refund was taken makes the money owed again: refund_failed; the customer is told at once, then refunded again after the back-off and told so', async () => {
    const { ref, body, row } = await refundedAfterFailedVend();

    expect((await postWebhook(testApp, refundEvent('refund.failed', ref))).statusCode).toBe(200);
    expect(await findPurchase(testApp, ref)).toMatchObject({
      status: 'refund_failed',
      refundError: REFUND_NOT_COMPLETED,
      refundedAt: null,
    });
    expect(await refundEventLines(row.id)).toEqual([
      expect.objectContaining({ event: 'refund.failed', amount_kobo: 110_000, status: 'failed' }),
    ]);
    const health = (await testApp.app.inject({ method: 'GET', url: '/api/v1/health' })).json<{
      data: { work: { refundsFailed: number } };
    }>();
    expect(health.data.work.refundsFailed).toBeGreaterThanOrEqual(1);

    // The worker tells the customer without waiting for the back-off, and leaves the refund to it.
    await expect.poll(async () => (await findPurchase(testApp, ref)).refundNoticeSentAt, POLL).toBeNull();
    const told = await findPurchase(testApp, ref);
    expect(told.status).toBe('refund_failed');
    await expect.poll(async () => (await findPurchase(testApp, ref)).leaseUntil, POLL).toBeNull();
    expect(retriedAfterBackoff(await findPurchase(testApp, ref))).toBe(true);
    expect(
      (await messagesAbout(body.phone, ref)).filter((text) => text.includes('did not reach your account')),
    ).toHaveLength(1);
    expect(await findSandboxPayment(testApp.database.db, ref)).toMatchObject({ refundedAmountKobo: 110_000 });

    // Delivered again: acknowledged, and nothing changes.
    const settled = await findPurchase(testApp, ref);
    expect((await postWebhook(testApp, refundEvent('refund.failed', ref))).statusCode).toBe(200);
    expect(await findPurchase(testApp, ref)).toMatchObject({
      status: 'refund_failed',
      updatedAt: settled.updatedAt,
      dueAt: settled.dueAt,
    });

    // Its back-off over (time passing), the worker asks for the refund again; the money goes back once.
    await testApp.database.db
      .update(purchasesTable)
      .set({ dueAt: new Date() })
      .where(eq(purchasesTable.ref, ref));
    await expect.poll(async () => (await findPurchase(testApp, ref)).status, POLL).toBe('refunded');
    expect(await findPurchase(testApp, ref)).toMatchObject({
      refundError: null,
      refundedAt: expect.any(Date),
    });
    expect(await findSandboxPayment(testApp.database.db, ref)).toMatchObject({ refundedAmountKobo: 110_000 });
    await expect.poll(async () => (await findPurchase(testApp, ref)).refundNoticeSentAt, POLL).not.toBeNull();
    const notices = await messagesAbout(body.phone, ref);
    expect(notices).toHaveLength(4);
    expect(notices.filter((text) => text.includes('did not reach your account'))).toHaveLength(1);
    expect(notices.filter((text) => text.includes(`we have refunded ${formatKobo(110_000)}`))).toHaveLength(
      2,
    );
  });

  it('an operator who refunds again before the customer heard that the refund did not complete: the customer hears that first, then the new refund', async () => {
    const { ref, body, row } = await refundedAfterFailedVend();
    // No worker while it happens (a deploy, a crash): nothing has told the customer yet.
    await worker?.close();
    worker = null;
    expect((await postWebhook(testApp, refundEvent('refund.failed', ref))).statusCode).toBe(200);
    await requestRefund(testApp.app.ctx, row.id, OPERATOR);
    expect(await findPurchase(testApp, ref)).toMatchObject({
      status: 'refund_due',
      refundNoticeSentAt: expect.any(Date),
    });

    worker = await startWorker(testApp);
    await expect.poll(async () => (await findPurchase(testApp, ref)).status, POLL).toBe('refunded');
    await expect.poll(async () => (await findPurchase(testApp, ref)).refundNoticeSentAt, POLL).not.toBeNull();
    expect(await findSandboxPayment(testApp.database.db, ref)).toMatchObject({ refundedAmountKobo: 110_000 });
    const notices = await messagesAbout(body.phone, ref);
    expect(notices).toHaveLength(4);
    expect(notices.filter((text) => text.includes('did not reach your account'))).toHaveLength(1);
    expect(notices.filter((text) => text.includes(`we have refunded ${formatKobo(110_000)}`))).toHaveLength(
      2,
    );
  });

  it('other refund events are kept on the timeline and change nothing; an unknown reference is acknowledged, a hostile one refused', async () => {
    const { ref, row } = await refundedAfterFailedVend();
    for (const event of ['refund.pending', 'refund.processing', 'refund.processed']) {
      expect((await postWebhook(testApp, refundEvent(event, ref))).statusCode).toBe(200);
    }
    expect(await findPurchase(testApp, ref)).toMatchObject({ status: 'refunded', refundError: null });
    expect((await refundEventLines(row.id)).map((detail) => detail.event)).toEqual([
      'refund.pending',
      'refund.processing',
      'refund.processed',
    ]);

    for (const reference of ['PP-NO-SUCH-REF', 'x'.repeat(60_000)]) {
      const response = await postWebhook(testApp, refundEvent('refund.failed', reference));
      expect(response.statusCode, reference.slice(0, 20)).toBe(200);
    }
    // A NUL is refused before anything reads the body, like anywhere else in the API.
    const hostile = await postWebhook(testApp, refundEvent('refund.failed', `${ref}\u0000`));
    expect(hostile.statusCode).toBe(422);
    expect(hostile.json().msg).toBe(VALIDATION_MESSAGES.unsupportedCharacters);
    const unsigned = await postWebhook(testApp, { rawBody: refundEvent('refund.failed', ref).rawBody });
    expect(unsigned.statusCode).toBe(401);
    expect((await findPurchase(testApp, ref)).status).toBe('refunded');
  });
});

describe("requestRefund (the back office's manual refund)", () => {
  it('takes a paid purchase away from its vend: refunded, never vended', async () => {
    const { ref, body, row } = await paid();
    const requested = await requestRefund(testApp.app.ctx, row.id, OPERATOR);
    expect(requested).toMatchObject({
      status: 'refund_due',
      refundReason: OPERATOR.reason,
      refundRequestedBy: 'operator-1',
    });
    expect((await requestRefund(testApp.app.ctx, row.id, OPERATOR)).status).toBe('refund_due');

    worker = await startWorker(testApp);

    await expect.poll(async () => (await findPurchase(testApp, ref)).status, POLL).toBe('refunded');
    expect(await vendCallsFor(testApp, body.meter_no)).toBe(0);
  });

  it('refuses while the vend outcome is unknown, after a delivery, before payment, and for an unknown purchase', async () => {
    const vending = await paid();
    await repository.claimForVend(testApp.database.db, {
      ref: vending.ref,
      vendRequestId: `RQ-${vending.ref}`,
    });
    expect((await refusal(requestRefund(testApp.app.ctx, vending.row.id, OPERATOR))).message).toBe(
      VEND_OUTCOME_UNKNOWN_MESSAGE,
    );

    const delivered = await paid();
    worker = await startWorker(testApp);
    await expect
      .poll(async () => (await findPurchase(testApp, delivered.ref)).status, POLL)
      .toBe('delivered');
    expect((await refusal(requestRefund(testApp.app.ctx, delivered.row.id, OPERATOR))).message).toBe(
      NOT_REFUNDABLE_MESSAGE,
    );

    const unpaid = await startPurchase(testApp, { body: purchaseBody() });
    const unpaidRow = await findPurchase(testApp, unpaid.ref);
    expect((await refusal(requestRefund(testApp.app.ctx, unpaidRow.id, OPERATOR))).statusCode).toBe(409);
    expect(
      (await refusal(requestRefund(testApp.app.ctx, '00000000-0000-4000-8000-000000000000', OPERATOR)))
        .statusCode,
    ).toBe(404);
    expect(await findPurchase(testApp, vending.ref)).toMatchObject({ status: 'vending' });
  });
});
