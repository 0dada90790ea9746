import { eq } from 'drizzle-orm';
import { formatKobo } from '@powerpay/shared';
import { describe, expect, it, vi } from 'vitest';
import { sandboxPayments } from '../../db/schema/index.ts';
import { findSandboxPayment } from '../../integrations/payments/sandbox.repository.ts';
import { SIMULATOR_METERS } from '../../integrations/vending/simulator.ts';
import { AppError } from '../../lib/errors.ts';
import * as repository from './purchases.repository.ts';
import {
  abandonClaim,
  findPurchase,
  purchaseBody,
  readTransaction,
  startPurchase,
  startWorker,
  vendCallsFor,
  type TransactionBody,
  POLL,
  workerlessSuite,
} from './purchases.test-support.ts';
import { messagesAbout, OPERATOR, paid, retriedAfterBackoff } from './refunds.test-support.ts';
import { NOT_REFUNDABLE_MESSAGE, requestRefund, VEND_OUTCOME_UNKNOWN_MESSAGE } from './refunds.service.ts';

const suite = workerlessSuite();
vi.setConfig({ testTimeout: 60_000 });

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
    const { ref, body, headers } = await paid(suite.testApp, SIMULATOR_METERS.failing);
    suite.worker = await startWorker(suite.testApp);

    await expect
      .poll(async () => (await findPurchase(suite.testApp, ref)).refundNoticeSentAt, POLL)
      .not.toBeNull();
    expect(await findPurchase(suite.testApp, ref)).toMatchObject({
      status: 'refunded',
      refundReason: 'vend_failed',
      refundRequestedBy: 'system',
    });
    expect(await findSandboxPayment(suite.testApp.database.db, ref)).toMatchObject({
      refundedAmountKobo: 110_000,
    });
    const notices = await messagesAbout(suite.testApp, body.phone, ref);
    expect(notices).toHaveLength(2);
    expect(notices.filter((text) => text.includes(`we have refunded ${formatKobo(110_000)}`))).toHaveLength(
      1,
    );
    const shown = (await readTransaction(suite.testApp, { ref, headers })).json<TransactionBody>().data;
    expect(shown).toMatchObject({ status: 'refunded', token: null });

    // Asked again (an operator, a repeated request): nothing changes and nothing is refunded twice.
    const again = await requestRefund(
      suite.testApp.app.ctx,
      (await findPurchase(suite.testApp, ref)).id,
      OPERATOR,
    );
    expect(again.status).toBe('refunded');
    expect(await vendCallsFor(suite.testApp, body.meter_no)).toBe(1);
  });

  it('a crash after the refund was claimed (and perhaps sent) repeats the call safely: refunded once, one notice', async () => {
    const { ref, body, row } = await paid(suite.testApp);
    await repository.transition(suite.testApp.database.db, {
      ref,
      from: ['paid'],
      to: 'refund_due',
      values: { refundReason: 'test' },
    });
    await repository.transition(suite.testApp.database.db, {
      ref,
      from: ['refund_due'],
      to: 'refund_pending',
    });
    await suite.testApp.app.ctx.integrations.payments.refund({ reference: ref, amountKobo: row.totalKobo });
    await abandonClaim(suite.testApp, { ref, isExpired: true });

    suite.worker = await startWorker(suite.testApp);

    await expect
      .poll(async () => (await findPurchase(suite.testApp, ref)).refundNoticeSentAt, POLL)
      .not.toBeNull();
    expect((await findPurchase(suite.testApp, ref)).status).toBe('refunded');
    expect(await messagesAbout(suite.testApp, body.phone, ref)).toHaveLength(1);
  });

  it('a refund the provider refuses ends refund_failed, counted in /health, with the reason kept', async () => {
    const { ref, row } = await paid(suite.testApp);
    await suite.testApp.database.db
      .update(sandboxPayments)
      .set({ status: 'failed' })
      .where(eq(sandboxPayments.reference, ref));
    await requestRefund(suite.testApp.app.ctx, row.id, OPERATOR);

    suite.worker = await startWorker(suite.testApp);

    await expect
      .poll(async () => (await findPurchase(suite.testApp, ref)).status, POLL)
      .toBe('refund_failed');
    const failed = await findPurchase(suite.testApp, ref);
    expect(failed).toMatchObject({
      refundError: 'Transaction not successful',
      refundRequestedBy: 'operator-1',
    });
    expect(retriedAfterBackoff(failed)).toBe(true);
    const health = (await suite.testApp.app.inject({ method: 'GET', url: '/api/v1/health' })).json<{
      data: { work: { refundsFailed: number } };
    }>();
    expect(health.data.work.refundsFailed).toBeGreaterThanOrEqual(1);
  });
});

/** A refund event as Paystack sends it: the refunded transaction named by `transaction_reference`. */
describe("requestRefund (the back office's manual refund)", () => {
  it('takes a paid purchase away from its vend: refunded, never vended', async () => {
    const { ref, body, row } = await paid(suite.testApp);
    const requested = await requestRefund(suite.testApp.app.ctx, row.id, OPERATOR);
    expect(requested).toMatchObject({
      status: 'refund_due',
      refundReason: OPERATOR.reason,
      refundRequestedBy: 'operator-1',
    });
    expect((await requestRefund(suite.testApp.app.ctx, row.id, OPERATOR)).status).toBe('refund_due');

    suite.worker = await startWorker(suite.testApp);

    await expect.poll(async () => (await findPurchase(suite.testApp, ref)).status, POLL).toBe('refunded');
    expect(await vendCallsFor(suite.testApp, body.meter_no)).toBe(0);
  });

  it('refuses while the vend outcome is unknown, after a delivery, before payment, and for an unknown purchase', async () => {
    const vending = await paid(suite.testApp);
    await repository.claimForVend(suite.testApp.database.db, {
      ref: vending.ref,
      vendRequestId: `RQ-${vending.ref}`,
    });
    expect((await refusal(requestRefund(suite.testApp.app.ctx, vending.row.id, OPERATOR))).message).toBe(
      VEND_OUTCOME_UNKNOWN_MESSAGE,
    );

    const delivered = await paid(suite.testApp);
    suite.worker = await startWorker(suite.testApp);
    await expect
      .poll(async () => (await findPurchase(suite.testApp, delivered.ref)).status, POLL)
      .toBe('delivered');
    expect((await refusal(requestRefund(suite.testApp.app.ctx, delivered.row.id, OPERATOR))).message).toBe(
      NOT_REFUNDABLE_MESSAGE,
    );

    const unpaid = await startPurchase(suite.testApp, { body: purchaseBody() });
    const unpaidRow = await findPurchase(suite.testApp, unpaid.ref);
    expect((await refusal(requestRefund(suite.testApp.app.ctx, unpaidRow.id, OPERATOR))).statusCode).toBe(
      409,
    );
    expect(
      (await refusal(requestRefund(suite.testApp.app.ctx, '00000000-0000-4000-8000-000000000000', OPERATOR)))
        .statusCode,
    ).toBe(404);
    expect(await findPurchase(suite.testApp, vending.ref)).toMatchObject({ status: 'vending' });
  });
});
