import type { AppContext } from '../../../context.ts';
import { notifyCustomerOfOutcome, withdrawRefundNotice } from '../purchase-notices.ts';
import * as repository from '../purchases.repository.ts';
import type { PurchaseRow } from '../purchases.repository.ts';
import { checkRefundProgress, refundPurchase } from '../refunds.service.ts';
import { requeryPurchase, vendPurchase } from '../vending.service.ts';

/**
 * A step answers the purchase as it left it when it knows (the row its last write returned), so the
 * worker need not read it again; anything else (a notice, a lost race) and the worker reads it.
 */
type Step = (ctx: AppContext, row: PurchaseRow) => Promise<PurchaseRow | null | void>;

/**
 * The step a purchase owes in the state it is in (the same rule as `dueAtFor`, which says *when*).
 * `vending` is always a requery: the vend itself happens once, from `paid`.
 */
function stepFor(row: PurchaseRow, { isClaimerGone }: ClaimFacts): Step | null {
  switch (row.status) {
    case 'paid':
      return (ctx) => vendPurchase(ctx, row);
    case 'vending':
      return (ctx) => requeryPurchase(ctx, row.ref, { isClaimerGone });
    case 'delivered':
      return row.tokenSentAt ? null : (ctx) => notifyCustomerOfOutcome(ctx, row);
    case 'vend_failed':
      return (ctx) => notifyCustomerOfOutcome(ctx, row);
    case 'refund_pending':
      return refundPurchase;
    // A refund the customer was told about did not complete: they hear so first, at once (due now, see
    // dueAtFor). Then the refund goes again: after its back-off, or at once when an operator asked.
    case 'refund_failed':
      return row.refundNoticeSentAt ? (ctx) => withdrawRefundNotice(ctx, row.ref) : refundPurchase;
    case 'refund_due':
      if (!row.refundNoticeSentAt) return refundPurchase;
      return async (ctx) => {
        await withdrawRefundNotice(ctx, row.ref);
        return refundPurchase(ctx, { ...row, refundNoticeSentAt: null });
      };
    case 'refunded':
      if (!row.refundNoticeSentAt) return (ctx) => notifyCustomerOfOutcome(ctx, row);
      // Then, until the provider says the money reached the customer, the worker asks what became of it.
      return row.refundConfirmedAt || !row.providerRefundId ? null : (ctx) => checkRefundProgress(ctx, row);
    default:
      return null;
  }
}

/** States whose next step waits out a back-off instead of following at once. */
const WAITING_STATES = new Set(['vending', 'refund_failed']);

/** A purchase goes through at most this many steps per claim (vend, notice; or failure notice, refund, notice). */
const MAX_STEPS_PER_CLAIM = 4;

/** What the worker knows about a claim: `isClaimerGone` when it freed the purchase from a process that ended. */
export interface ClaimFacts {
  isClaimerGone?: boolean;
}

/**
 * Works one claimed purchase: its due step, then, while the worker still holds it, any step that
 * follows at once (a delivered token's notice right after the vend), so a purchase needs one claim.
 */
export async function workPurchase(
  ctx: AppContext,
  claimed: PurchaseRow,
  facts: ClaimFacts = {},
): Promise<void> {
  let row: PurchaseRow | null = claimed;
  for (let stepCount = 0; row && stepCount < MAX_STEPS_PER_CLAIM; stepCount += 1) {
    const step = stepFor(row, facts);
    if (!step) return;
    const before = row.status;
    row = (await step(ctx, row)) ?? (await repository.findByRef(ctx.db, row.ref));
    if (!row || row.status === before || WAITING_STATES.has(row.status)) return;
  }
}
