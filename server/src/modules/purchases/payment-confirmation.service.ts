import { CURRENCY, formatKobo } from '@powerpay/shared';
import type { AppContext } from '../../context.ts';
import {
  PaymentProviderError,
  type CardAuthorization,
  type PaymentVerification,
} from '../../integrations/payments/payment-provider.ts';
import { keepCard } from '../cards/saved-cards.service.ts';
import { recordPurchaseEvent } from './purchase-timeline.ts';
import * as repository from './purchases.repository.ts';
import type { PurchaseRow } from './purchases.repository.ts';

/**
 * docs/product.md §10, rule 3: a purchase is paid only on what the payment provider itself says
 * (a server-to-server verify, or a webhook whose signature checked out), and only when the paid
 * amount and currency equal the stored total. Redirect query strings are never trusted.
 */

/** States a confirmed payment may still move out of (a customer may retry a failed card on the same checkout). */
const UNPAID_STATES = ['awaiting_payment', 'payment_failed', 'abandoned'] as const;

/** Who said it: the provider answering our verify call, or a signed webhook event. */
export type PaymentSource = 'verify' | 'webhook';

/**
 * Applies the provider's word about a payment; answers the purchase as it now stands (null when unknown).
 * `read` is the purchase as the caller has just read it (its id and total never change), saving a read.
 */
export async function applyPaymentVerification(
  ctx: AppContext,
  {
    ref,
    verification,
    source = 'verify',
    read,
  }: { ref: string; verification: PaymentVerification; source?: PaymentSource; read?: PurchaseRow | null },
): Promise<PurchaseRow | null> {
  const row = read === undefined ? await repository.findByRef(ctx.db, ref) : read;
  if (!row) return null;
  const { status, amountKobo, currency } = verification;
  await recordPurchaseEvent(ctx.db, {
    purchaseId: row.id,
    kind: 'payment_checked',
    detail: { source, status, amount_kobo: amountKobo, currency },
  });

  if (verification.status === 'success') return markPaid(ctx, { row, verification, source });

  if (verification.status === 'failed' || verification.status === 'abandoned') {
    const to = verification.status === 'failed' ? 'payment_failed' : 'abandoned';
    const updated = await repository.transition(ctx.db, { ref, from: ['awaiting_payment'], to });
    return updated ?? row;
  }

  return row;
}

async function markPaid(
  ctx: AppContext,
  {
    row,
    verification,
    source,
  }: { row: PurchaseRow; verification: PaymentVerification; source: PaymentSource },
): Promise<PurchaseRow> {
  const { ref } = row;
  const isExactAmount = verification.amountKobo === row.totalKobo && verification.currency === CURRENCY;

  if (!isExactAmount) return refuseWrongAmount(ctx, { row, verification, source });

  const paid = await repository.markPaid(ctx.db, {
    ref,
    from: UNPAID_STATES,
    paidAt: verification.paidAt ?? new Date(),
    paidAmountKobo: verification.amountKobo,
  });
  if (!paid) return (await repository.findByRef(ctx.db, ref)) ?? row;
  ctx.metrics.paymentConfirmed(source);
  await keepCardIfAsked(ctx, { paid, card: verification.authorization });

  // Only the one writer that moved the row to paid made it due; wake this process's worker at once.
  ctx.work.wake();
  return paid;
}

/**
 * The customer asked on checkout to keep the card: it is kept once the payment is confirmed, by the one
 * writer that confirmed it, and only when the provider says it can be charged again (decision 060).
 */
async function keepCardIfAsked(
  ctx: AppContext,
  { paid, card }: { paid: PurchaseRow; card: CardAuthorization | null | undefined },
): Promise<void> {
  if (!paid.saveCard || !paid.userId || !card?.reusable) return;
  await keepCard(ctx.db, { userId: paid.userId, card });
  await recordPurchaseEvent(ctx.db, {
    purchaseId: paid.id,
    kind: 'card_saved',
    detail: { brand: card.brand, last4: card.last4 },
  });
}

/**
 * A payment event whose amount or currency differs from the stored total never marks the purchase
 * paid, and never blocks it either (decision 011). An event is only a claim: the provider is asked
 * server to server. If it confirms the exact total, the genuine payment wins; if it confirms that a
 * wrong amount was really charged, that money is owed back (refund_due, refunded by the worker);
 * otherwise the purchase stays as it was, open to a later genuine payment.
 */
async function refuseWrongAmount(
  ctx: AppContext,
  {
    row,
    verification,
    source,
  }: { row: PurchaseRow; verification: PaymentVerification; source: PaymentSource },
): Promise<PurchaseRow> {
  const { ref } = row;
  ctx.log.error(
    {
      ref,
      source,
      paidKobo: verification.amountKobo,
      totalKobo: row.totalKobo,
      currency: verification.currency,
    },
    'payment amount does not match the purchase total; not marked paid',
  );

  if (source === 'webhook') {
    const confirmed = await ctx.integrations.payments.verify(ref).catch((error: unknown) => {
      if (error instanceof PaymentProviderError) return null;
      throw error;
    });
    if (!confirmed) return row;
    return (await applyPaymentVerification(ctx, { ref, verification: confirmed, source: 'verify' })) ?? row;
  }

  const owed = await repository.transition(ctx.db, {
    ref,
    from: UNPAID_STATES,
    to: 'refund_due',
    values: {
      paidAmountKobo: verification.amountKobo,
      failureReason: `Paid ${formatKobo(verification.amountKobo)} ${verification.currency} but the total is ${formatKobo(row.totalKobo)}`,
      refundReason: 'wrong_amount',
      refundRequestedBy: 'system',
    },
  });
  if (owed) ctx.work.wake();
  return owed ?? row;
}

/** Asks the payment provider about a reference and applies the answer (callback, Refresh, sweep). */
export async function confirmWithProvider(ctx: AppContext, ref: string): Promise<PurchaseRow | null> {
  const verification = await ctx.integrations.payments.verify(ref);
  if (!verification) return repository.findByRef(ctx.db, ref);

  return applyPaymentVerification(ctx, { ref, verification, source: 'verify' });
}
