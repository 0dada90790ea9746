import { CURRENCY, formatKobo } from '@powerpay/shared';
import type { AppContext } from '../../context.ts';
import type { PaymentVerification } from '../../integrations/payments/payment-provider.ts';
import { PURCHASE_JOBS } from './purchase-job-names.ts';
import { recordPurchaseEvent } from './purchase-timeline.ts';
import * as repository from './purchases.repository.ts';
import type { PurchaseRow } from './purchases.repository.ts';

/**
 * DESIGN.md section 5, rule 3: a purchase is paid only on what the payment provider itself says
 * (a server-to-server verify, or a webhook whose signature checked out), and only when the paid
 * amount and currency equal the stored total. Redirect query strings are never trusted.
 */

/** States a confirmed payment may still move out of (a customer may retry a failed card on the same checkout). */
const UNPAID_STATES = ['awaiting_payment', 'payment_failed', 'abandoned'] as const;

export async function enqueueVend(ctx: AppContext, ref: string): Promise<void> {
  await ctx.queue.send(PURCHASE_JOBS.vendToken, { ref }, { singletonKey: ref });
}

/** Applies the provider's word about a payment; answers the purchase as it now stands (null when unknown). */
export async function applyPaymentVerification(
  ctx: AppContext,
  { ref, verification }: { ref: string; verification: PaymentVerification },
): Promise<PurchaseRow | null> {
  const row = await repository.findByRef(ctx.db, ref);
  if (!row) return null;
  const { status, amountKobo, currency } = verification;
  await recordPurchaseEvent(ctx.db, { purchaseId: row.id, kind: 'payment_checked', detail: { status, amount_kobo: amountKobo, currency } });

  if (verification.status === 'success') return markPaid(ctx, { row, verification });

  if (verification.status === 'failed' || verification.status === 'abandoned') {
    const to = verification.status === 'failed' ? 'payment_failed' : 'abandoned';
    const updated = await repository.transition(ctx.db, { ref, from: ['awaiting_payment'], to });
    return updated ?? row;
  }

  return row;
}

async function markPaid(
  ctx: AppContext,
  { row, verification }: { row: PurchaseRow; verification: PaymentVerification },
): Promise<PurchaseRow> {
  const { ref } = row;
  const isExactAmount = verification.amountKobo === row.totalKobo && verification.currency === CURRENCY;

  if (!isExactAmount) {
    ctx.log.error(
      { ref, paidKobo: verification.amountKobo, totalKobo: row.totalKobo, currency: verification.currency },
      'payment amount does not match the purchase total; not marked paid',
    );
    const refused = await repository.transition(ctx.db, {
      ref,
      from: UNPAID_STATES,
      to: 'payment_failed',
      values: {
        paidAmountKobo: verification.amountKobo,
        failureReason: `Paid ${formatKobo(verification.amountKobo)} ${verification.currency} but the total is ${formatKobo(row.totalKobo)}`,
      },
    });
    return refused ?? row;
  }

  const paid = await repository.markPaid(ctx.db, {
    ref,
    from: UNPAID_STATES,
    paidAt: verification.paidAt ?? new Date(),
    paidAmountKobo: verification.amountKobo,
  });
  if (!paid) return (await repository.findByRef(ctx.db, ref)) ?? row;

  // Only the one writer that moved the row to paid enqueues the vend; the sweep covers a crash right here.
  await enqueueVend(ctx, ref);
  return paid;
}

/** Asks the payment provider about a reference and applies the answer (callback, Refresh, sweep). */
export async function confirmWithProvider(ctx: AppContext, ref: string): Promise<PurchaseRow | null> {
  const verification = await ctx.integrations.payments.verify(ref);
  if (!verification) return repository.findByRef(ctx.db, ref);

  return applyPaymentVerification(ctx, { ref, verification });
}
