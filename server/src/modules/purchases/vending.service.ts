import type { AppContext } from '../../context.ts';
import { buildVendRequestId } from '../../integrations/vending/request-id.ts';
import type { VendOutcome } from '../../integrations/vending/vending-provider.ts';
import { maskToken, recordPurchaseEvent } from './purchase-timeline.ts';
import * as repository from './purchases.repository.ts';
import { FAIL_UNSEEN_VEND_AFTER_MS, MAX_VEND_ATTEMPTS, RESEND_UNSEEN_VEND_AFTER_MS } from './vend-resend.ts';
import type { PurchaseRow } from './purchases.repository.ts';

/**
 * Vend exactly once (docs/product.md §10, rule 4). A paid purchase is claimed for its vend by storing
 * the vend request id before the provider is called; once an id is stored, every later look at the
 * purchase is a requery, never a second vend.
 */

export const VEND_NEVER_RECEIVED_REASON = 'The vend never reached the provider';

function vendRequestOf(row: PurchaseRow, requestId: string) {
  return {
    requestId,
    serviceId: row.provider,
    meterNo: row.meterNo,
    meterType: row.meterType,
    amountNaira: row.amountKobo / 100,
    phone: row.phone,
  };
}

/**
 * The vend step: the first vend of a paid purchase, or a requery if it was already claimed. `row` is
 * the purchase as the worker holds it; the claim below is conditional, so a row changed meanwhile is
 * never vended twice. Answers the purchase as the step left it.
 */
export async function vendPurchase(ctx: AppContext, row: PurchaseRow): Promise<PurchaseRow | null> {
  const { ref } = row;
  if (row.status === 'paid' && !row.vendRequestId) {
    const claimed = await repository.claimForVend(ctx.db, {
      ref,
      vendRequestId: buildVendRequestId({ reference: ref }),
    });
    if (claimed?.vendRequestId) {
      await recordProviderCall(ctx, claimed, 'vend');
      const outcome = await ctx.integrations.vending.vend(vendRequestOf(claimed, claimed.vendRequestId));
      return applyOutcome(ctx, { row: claimed, outcome });
    }
  }

  // Claimed before (this step ran again, or another worker won): resolve by requery, never vend again.
  return requeryPurchase(ctx, ref);
}

/** A requery asked for by a person (Refresh, the operations console): the notice it makes due goes at once. */
export async function requeryAndWake(ctx: AppContext, ref: string): Promise<PurchaseRow | null> {
  const row = await requeryPurchase(ctx, ref);
  ctx.work.wake();
  return row;
}

/**
 * Asks the provider what became of the purchase's vend (the requery step, and the Refresh button).
 * While the outcome stays unknown the purchase stays `vending`; its next requery is due after back-off.
 * `isClaimerGone`: the worker freed the purchase from a process that ended, so a vend the provider never
 * saw cannot still be on its way from it, and is resent at once instead of once the claim is old.
 */
export async function requeryPurchase(
  ctx: AppContext,
  ref: string,
  { isClaimerGone = false } = {},
): Promise<PurchaseRow | null> {
  const row = await repository.findByRef(ctx.db, ref);
  if (!row || row.status !== 'vending' || !row.vendRequestId) return row;

  await recordProviderCall(ctx, row, 'requery');
  const outcome = await ctx.integrations.vending.requery({ requestId: row.vendRequestId });
  if (outcome.status === 'not_found') await recordProviderAnswer(ctx, row, outcome);
  if (outcome.status !== 'not_found') {
    return applyOutcome(ctx, { row, outcome });
  }

  const claimAgeMs = Date.now() - row.updatedAt.getTime();
  if (row.vendAttempts >= MAX_VEND_ATTEMPTS) {
    if (claimAgeMs < FAIL_UNSEEN_VEND_AFTER_MS) return row;
    return applyOutcome(ctx, { row, outcome: { status: 'failed', reason: VEND_NEVER_RECEIVED_REASON } });
  }
  if (claimAgeMs < RESEND_UNSEEN_VEND_AFTER_MS && !isClaimerGone) return row;

  const isResendClaimed = await repository.claimVendResend(ctx.db, { ref, seenAttempts: row.vendAttempts });
  if (!isResendClaimed) return repository.findByRef(ctx.db, ref);

  ctx.log.warn(
    { ref, requestId: row.vendRequestId },
    'provider never saw the vend; sending it again with the same request id',
  );
  await recordProviderCall(ctx, row, 'vend');
  const resent = await ctx.integrations.vending.vend(vendRequestOf(row, row.vendRequestId));
  return applyOutcome(ctx, { row, outcome: resent });
}

/**
 * Stores a final outcome; the state change makes the notice (and for a failure, the refund) due. The
 * worker sends it in the same claim; a requery made outside the worker (`requeryAndWake`) wakes it.
 */
async function applyOutcome(
  ctx: AppContext,
  { row, outcome }: { row: PurchaseRow; outcome: VendOutcome },
): Promise<PurchaseRow | null> {
  const { ref } = row;
  await recordProviderAnswer(ctx, row, outcome);

  if (outcome.status === 'delivered') {
    const delivered = await repository.transition(ctx.db, {
      ref,
      from: ['vending'],
      to: 'delivered',
      values: {
        token: outcome.token,
        units: outcome.units,
        receiptNo: outcome.receiptNo,
        vendResponse: outcome.raw ?? null,
        deliveredAt: new Date(),
        failureReason: null,
      },
    });
    return delivered ?? repository.findByRef(ctx.db, ref);
  }

  if (outcome.status === 'failed') {
    const failed = await repository.transition(ctx.db, {
      ref,
      from: ['vending'],
      to: 'vend_failed',
      values: { failureReason: outcome.reason, vendResponse: outcome.raw ?? null },
    });
    if (failed) ctx.log.error({ ref, reason: outcome.reason }, 'vend failed; the customer is owed a refund');
    return failed ?? repository.findByRef(ctx.db, ref);
  }

  // pending, unknown (timeout, no answer) or still unseen: ask again later, never vend again.
  ctx.log.info({ ref, outcome: outcome.status }, 'vend outcome not final; requery due after back-off');
  return row;
}

/** Timeline lines of the operations console: what we asked the provider, and what it said. */
function recordProviderCall(ctx: AppContext, row: PurchaseRow, action: 'vend' | 'requery') {
  return recordPurchaseEvent(ctx.db, {
    purchaseId: row.id,
    kind: 'provider_request',
    detail: { action, request_id: row.vendRequestId },
  });
}

function recordProviderAnswer(
  ctx: AppContext,
  row: PurchaseRow,
  outcome: VendOutcome | { status: 'not_found' },
) {
  const reason = 'reason' in outcome ? outcome.reason : undefined;
  const token = 'token' in outcome ? maskToken(outcome.token) : undefined;
  return recordPurchaseEvent(ctx.db, {
    purchaseId: row.id,
    kind: 'provider_answer',
    detail: { request_id: row.vendRequestId, status: outcome.status, reason, token },
  });
}
