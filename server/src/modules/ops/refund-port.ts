import type { AppContext } from '../../context.ts';
import { requestRefund } from '../purchases/refunds.service.ts';
import type { PurchaseRow } from './ops-purchases.repository.ts';

/**
 * What the console needs from the money path's refund service (decision 011): ask for the refund of a
 * purchase through the payment provider, exactly once. The console never moves money itself; the
 * purchase worker claims the refund (refund_due → refund_pending → refunded | refund_failed).
 */
export function refundPurchase(
  ctx: AppContext,
  { row, staffId, reason }: { row: PurchaseRow; staffId: string; reason: string },
) {
  return requestRefund(ctx, row.id, { reason, actor: staffId });
}

/** States in which the refund service accepts a refund request (a `paid` one only before its vend claim). */
export function isRefundable(row: PurchaseRow): boolean {
  if (row.status === 'paid') return row.vendRequestId === null;
  return ['vend_failed', 'refund_due', 'refund_failed'].includes(row.status);
}
