import {
  SERVER_MESSAGES,
  type CardNotCharged,
  type PlacedOrder,
  type SavedCardPurchaseInput,
} from '@powerpay/shared';
import type { AppContext } from '../../context.ts';
import { PaymentProviderError, type ChargeOutcome } from '../../integrations/payments/payment-provider.ts';
import type { UserRow } from '../../lib/auth/session-store.ts';
import { AppError, ErrorCode } from '../../lib/errors.ts';
import { findChargeableCard, noteCardUsed, type SavedCardRow } from '../cards/saved-cards.service.ts';
import { applyPaymentVerification, confirmWithProvider } from './payment-confirmation.service.ts';
import { recordPurchaseEvent } from './purchase-timeline.ts';
import * as repository from './purchases.repository.ts';
import type { PurchaseRow } from './purchases.repository.ts';
import { placeOrder, placeVerifiedOrder, startCheckout } from './purchases.service.ts';

export interface CardPaymentResult {
  /** The order the customer is sent on with: the one charged, or the new one of the payment page. */
  order: PlacedOrder;
  /** Not paid and no checkout: the charge's outcome is not known yet (being confirmed; never pay again). */
  paid: boolean;
  checkoutUrl: string | null;
  /** With a checkout only: the card that was not charged and why, for the customer to be told first. */
  cardNotCharged: CardNotCharged | null;
}

/** What the charge did, as far as we know: `unknown` when its answer never came (a timeout, a dropped line). */
type ChargeResult = ChargeOutcome | 'unknown';

/** What verify said of a charge whose answer was lost: `declined` is the provider's own failure. */
type LostChargeResult = 'paid' | 'declined' | 'not_charged' | 'unknown';

/**
 * POST /purchase/saved-card (decision 060): the order is placed as any purchase, then the saved card is
 * charged server to server. Only the provider's `success` is a payment, and even that is confirmed as any
 * other (verify now, the webhook when it comes, the one paid transition vending once). A decline, an OTP
 * or other step the customer would have to take ends that order as not paid and answers the payment page
 * of a new one for the same meter and amount: the provider keeps the first reference for the charge it
 * tried, so it cannot start a checkout under it. A charge whose answer never came is not a decline: the
 * provider is asked what became of it, and while nobody knows, the order waits and no second checkout
 * is opened, so the customer cannot pay twice.
 */
export async function payWithSavedCard(
  ctx: AppContext,
  { input, user }: { input: SavedCardPurchaseInput; user: UserRow },
): Promise<CardPaymentResult> {
  const card = await findChargeableCard(ctx.db, { userId: user.id, cardId: input.card_id });
  if (!card) throw new AppError(ErrorCode.NOT_FOUND, { message: SERVER_MESSAGES.cardNotSaved });

  const orderInput = { ...input, save_card: false };
  const purchase = await placeVerifiedOrder(ctx, { input: orderInput, user });
  const charged = await chargeCard(ctx, { purchase, card });
  const outcome = charged === 'unknown' ? await askWhatTheChargeDid(ctx, purchase) : charged;
  const order = { ref: purchase.ref, receipt_key: null };
  if (outcome === 'unknown') {
    // The webhook or the sweep settles it; the purchase's page tells the customer not to pay again.
    ctx.log.warn({ ref: purchase.ref }, 'outcome of a saved card charge unknown; the order waits');
    return { order, paid: false, checkoutUrl: null, cardNotCharged: null };
  }
  if (outcome === 'paid') {
    await noteCardUsed(ctx.db, card.id);
    return { order, paid: true, checkoutUrl: null, cardNotCharged: null };
  }
  if (outcome === 'success') {
    await noteCardUsed(ctx.db, card.id);
    await confirmWithProvider(ctx, purchase.ref).catch((error: unknown) => {
      // The webhook or the sweep confirms it later; the purchase's page says it is being confirmed.
      if (!(error instanceof PaymentProviderError)) throw error;
      ctx.log.warn({ ref: purchase.ref }, 'payment provider unreachable after a saved card was charged');
    });
    return { order, paid: true, checkoutUrl: null, cardNotCharged: null };
  }

  await repository.transition(ctx.db, {
    ref: purchase.ref,
    from: ['awaiting_payment'],
    to: 'payment_failed',
    values: { failureReason: `The saved card ending ${card.last4} was not charged` },
  });
  const { purchase: retry } = await placeOrder(ctx, {
    input: orderInput,
    user,
    meterName: purchase.meterName,
  });
  const checkoutUrl = await startCheckout(ctx, { purchase: retry, receiptKey: null });
  return {
    order: { ref: retry.ref, receipt_key: null },
    paid: false,
    checkoutUrl,
    cardNotCharged: {
      last4: card.last4,
      reason: outcome === 'failed' || outcome === 'declined' ? 'declined' : 'not_charged',
    },
  };
}

async function chargeCard(
  ctx: AppContext,
  { purchase, card }: { purchase: PurchaseRow; card: SavedCardRow },
): Promise<ChargeResult> {
  const outcome = await ctx.integrations.payments
    .chargeAuthorization({
      reference: purchase.ref,
      amountKobo: purchase.totalKobo,
      email: card.email,
      authorizationCode: card.authorizationCode,
      metadata: { meter_no: purchase.meterNo, provider: purchase.provider },
    })
    .catch((error: unknown): ChargeResult => {
      if (!(error instanceof PaymentProviderError)) throw error;
      return 'unknown';
    });
  await recordPurchaseEvent(ctx.db, {
    purchaseId: purchase.id,
    kind: 'card_charged',
    detail: { outcome, last4: card.last4, amount_kobo: purchase.totalKobo },
  });
  return outcome;
}

/**
 * A charge whose answer was lost may still have gone through: the provider's verify of its reference
 * says. Paid: confirmed through the one paid transition (`paid`). Failed: the card was declined
 * (`declined`). Abandoned or never created: not charged (`not_charged`). Still in motion or the
 * provider unreachable: `unknown`.
 */
async function askWhatTheChargeDid(ctx: AppContext, purchase: PurchaseRow): Promise<LostChargeResult> {
  const verification = await ctx.integrations.payments.verify(purchase.ref).catch((error: unknown) => {
    if (!(error instanceof PaymentProviderError)) throw error;
    return undefined;
  });
  if (verification === undefined) return 'unknown';
  if (verification === null || verification.status === 'abandoned') return 'not_charged';
  if (verification.status === 'failed') return 'declined';
  if (verification.status === 'pending') return 'unknown';
  const row = await applyPaymentVerification(ctx, {
    ref: purchase.ref,
    verification,
    source: 'verify',
    read: purchase,
  });
  return row?.status === 'awaiting_payment' ? 'unknown' : 'paid';
}
