import type { AppContext } from '../../context.ts';
import { badRequest } from '../../lib/errors.ts';
import type { PurchaseRow } from './ops-purchases.repository.ts';

/**
 * What the console needs from the money path's refund service: refund a purchase through the payment
 * provider exactly once (refund_due or refund_failed → refund_pending → refunded | refund_failed).
 * The console never moves money itself; it asks this and shows what became of the purchase.
 */
export type RefundPurchase = (ctx: AppContext, input: { ref: string; reason: string }) => Promise<PurchaseRow | null>;

export const REFUNDS_UNAVAILABLE_MESSAGE = 'Refunds through the payment provider are not available on this server yet.';

/** Until the refund service is merged (issue 17 depends on it), the action answers a clear 400. */
export const refundPurchase: RefundPurchase | null = null;

export function requireRefunds(): RefundPurchase {
  if (!refundPurchase) throw badRequest(REFUNDS_UNAVAILABLE_MESSAGE);
  return refundPurchase;
}
