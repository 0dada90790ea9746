import { eq } from 'drizzle-orm';
import type { PurchaseStatus } from '@powerpay/shared';
import type { AppContext } from '../../context.ts';
import { purchases } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import * as repository from './purchases.repository.ts';
import type { PurchaseRow } from './purchases.repository.ts';

/**
 * Refunds (decision 011). A purchase owed money back is `refund_due`; the worker claims it for
 * the refund by moving it to `refund_pending` *before* calling the payment provider, then asks the
 * provider to refund the whole transaction. A crash after that call leaves it `refund_pending`, and the
 * call is simply made again: the provider refuses a second full refund of one transaction as already
 * reversed, which counts as done. So the money goes back exactly once. A refusal ends in
 * `refund_failed`, tried again with back-off and counted in /health for the operators.
 */

/** States a refund may be asked for in: the vend failed for good, or nothing was vended yet. */
const REFUNDABLE_STATES: readonly PurchaseStatus[] = ['paid', 'vend_failed', 'refund_due', 'refund_failed'];
/** States in which the refund is already under way or done: asking again changes nothing. */
const REFUND_STARTED_STATES: readonly PurchaseStatus[] = ['refund_pending', 'refunded'];

export const VEND_OUTCOME_UNKNOWN_MESSAGE =
  'The token may still be delivered: a refund can be made only once the vend has failed.';
export const NOT_REFUNDABLE_MESSAGE = 'This purchase has nothing to refund.';
/** Kept on the purchase when the provider took a refund but could not complete it (for the operators). */
export const REFUND_NOT_COMPLETED =
  'The payment provider took the refund but could not complete it (refund.failed)';

export interface RefundRequest {
  /** Why, in words an operator chose (kept on the purchase). */
  reason: string;
  /** `system`, or the operator's id. */
  actor: string;
}

/**
 * Asks for the refund of a purchase (the back office's manual refund, or the system). Idempotent: a
 * purchase already refunding or refunded is answered as it stands. Refused while a vend outcome is
 * unknown (`vending`) or after a token was delivered. A `paid` purchase not yet claimed for its vend
 * is taken away from the vend atomically (the vend claim needs `paid`, so only one of the two wins).
 */
export async function requestRefund(
  ctx: AppContext,
  purchaseId: string,
  { reason, actor }: RefundRequest,
): Promise<PurchaseRow> {
  const [row] = await ctx.db.select().from(purchases).where(eq(purchases.id, purchaseId)).limit(1);
  if (!row) throw notFound();
  const status = row.status as PurchaseStatus;
  if (REFUND_STARTED_STATES.includes(status)) return row;
  if (status === 'vending') throw conflict(VEND_OUTCOME_UNKNOWN_MESSAGE);
  if (!REFUNDABLE_STATES.includes(status) || (status === 'paid' && row.vendRequestId))
    throw conflict(NOT_REFUNDABLE_MESSAGE);

  const owed = await repository.transition(ctx.db, {
    ref: row.ref,
    from: [status],
    to: 'refund_due',
    values: { refundReason: reason, refundRequestedBy: actor, refundError: null },
  });
  if (!owed) return requestRefund(ctx, purchaseId, { reason, actor });

  ctx.log.info({ ref: row.ref, actor }, 'refund requested');
  ctx.work.wake();
  return owed;
}

/** The refund step of the worker: claims a refund_due (or failed) purchase, then refunds it. */
export async function refundPurchase(ctx: AppContext, row: PurchaseRow): Promise<PurchaseRow | null> {
  let claimed: PurchaseRow | null = row;
  if (row.status === 'refund_due' || row.status === 'refund_failed') {
    claimed = await repository.transition(ctx.db, {
      ref: row.ref,
      from: [row.status],
      to: 'refund_pending',
      values: {
        refundReason: row.refundReason ?? 'vend_failed',
        refundRequestedBy: row.refundRequestedBy ?? 'system',
      },
    });
  }
  if (!claimed || claimed.status !== 'refund_pending') return claimed;

  const amountKobo = claimed.paidAmountKobo ?? claimed.totalKobo;
  const outcome = await ctx.integrations.payments.refund({ reference: claimed.ref, amountKobo });
  if (outcome.status === 'accepted') {
    const refunded = await repository.transition(ctx.db, {
      ref: claimed.ref,
      from: ['refund_pending'],
      to: 'refunded',
      values: {
        refundedAt: new Date(),
        refundError: null,
        providerRefundId: outcome.refundId,
        refundConfirmedAt: null,
      },
    });
    if (refunded) ctx.log.info({ ref: claimed.ref, amountKobo }, 'refund accepted by the payment provider');
    return refunded;
  }

  ctx.log.error(
    { ref: claimed.ref, reason: outcome.reason },
    'payment provider refused the refund; will try again',
  );
  return repository.transition(ctx.db, {
    ref: claimed.ref,
    from: ['refund_pending'],
    to: 'refund_failed',
    values: { refundError: outcome.reason.slice(0, 500) },
  });
}

/**
 * The payment provider took a refund but could not complete it (Paystack's `refund.failed`: the money
 * went back to our balance, not to the customer). Whatever we recorded, the money is owed again: the
 * purchase becomes `refund_failed`, tried again with back-off and shown to the operators as needing a
 * person. Only from `refund_pending` or `refunded`: a repeated event finds it already failed (nothing
 * changes), and a late one that outlives a refund that did go through costs one more call, which the
 * provider answers as already reversed (done).
 */
export async function markRefundNotCompleted(ctx: AppContext, ref: string): Promise<PurchaseRow | null> {
  const failed = await repository.transition(ctx.db, {
    ref,
    from: ['refund_pending', 'refunded'],
    to: 'refund_failed',
    values: { refundError: REFUND_NOT_COMPLETED, refundedAt: null, refundConfirmedAt: null },
  });
  if (failed) {
    ctx.log.error({ ref }, 'payment provider could not complete the refund; will try again');
    ctx.work.wake();
  }
  return failed;
}

/**
 * The provider says the refund reached the customer (Paystack's `refund.processed`, or its answer when
 * the worker asks): recorded once, on a refunded purchase, and nothing more is owed for it.
 */
export async function confirmRefund(ctx: AppContext, ref: string): Promise<PurchaseRow | null> {
  const confirmed = await repository.markRefundConfirmed(ctx.db, ref);
  if (confirmed) ctx.log.info({ ref }, 'refund reached the customer');
  return confirmed;
}

/**
 * The worker's check on a refund the provider took (decision 031): asks the provider what became of it.
 * Processed: confirmed. Failed: the money came back to us, so it is owed again. Still on its way, or not
 * known to the provider: nothing changes, and the purchase is asked about again after its back-off.
 */
export async function checkRefundProgress(ctx: AppContext, row: PurchaseRow): Promise<PurchaseRow | null> {
  if (row.status !== 'refunded' || row.refundConfirmedAt || !row.providerRefundId) return row;
  const progress = await ctx.integrations.payments.refundProgress(row.providerRefundId);
  if (progress === 'processed') return confirmRefund(ctx, row.ref);
  if (progress === 'failed') return markRefundNotCompleted(ctx, row.ref);
  if (progress === null)
    ctx.log.warn({ ref: row.ref }, 'payment provider does not know the refund it took; asking again later');
  return row;
}
