import { PURCHASE_STATUSES, koboToNaira, type PurchaseStatus } from '@powerpay/shared';
import type { OpsPurchase, PurchaseEvent, ReconciliationRow } from '@powerpay/shared/ops';
import type { purchaseEvents } from '../../db/schema/index.ts';
import type { PurchaseRow, ReviewRow } from './ops-purchases.repository.ts';

export function toStatus(value: string): PurchaseStatus {
  return (PURCHASE_STATUSES as readonly string[]).includes(value)
    ? (value as PurchaseStatus)
    : 'awaiting_payment';
}

const naira = (kobo: number | null) => (kobo === null ? null : koboToNaira(kobo));

export function presentOpsPurchase(row: PurchaseRow, review: ReviewRow | null = null): OpsPurchase {
  return {
    ref: row.ref,
    status: toStatus(row.status),
    provider: row.provider,
    meter_no: row.meterNo,
    meter_name: row.meterName,
    phone: row.phone,
    email: row.email,
    amount: koboToNaira(row.amountKobo),
    fee: koboToNaira(row.feeKobo),
    total: koboToNaira(row.totalKobo),
    paid_amount: naira(row.paidAmountKobo),
    payment_provider: row.paymentProvider,
    vend_request_id: row.vendRequestId,
    receipt_no: row.receiptNo,
    failure_reason: row.failureReason,
    refund_reason: row.refundReason,
    refund_requested_by: row.refundRequestedBy,
    refund_error: row.refundError,
    refunded_at: row.refundedAt?.toISOString() ?? null,
    refund_confirmed_at: row.refundConfirmedAt?.toISOString() ?? null,
    is_guest: row.userId === null,
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
    delivered_at: row.deliveredAt?.toISOString() ?? null,
    token_sent_at: row.tokenSentAt?.toISOString() ?? null,
    closed_at: review?.closedAt?.toISOString() ?? null,
    close_note: review?.closeNote ?? null,
  };
}

export function presentEvent(row: typeof purchaseEvents.$inferSelect): PurchaseEvent {
  const detail =
    typeof row.detail === 'object' && row.detail !== null ? (row.detail as Record<string, unknown>) : {};
  return { kind: row.kind, detail, at: row.createdAt.toISOString() };
}

/**
 * What the payment provider took back: the amount paid, as the money path refunds it
 * (`refunds.service.ts`), once the purchase is `refunded`. A refund the provider could not complete
 * (`refund_failed`) or not yet made is no refund.
 */
export function refundedKobo(row: PurchaseRow): number | null {
  return row.status === 'refunded' ? (row.paidAmountKobo ?? row.totalKobo) : null;
}

export function presentReconciliationRow(row: PurchaseRow): ReconciliationRow {
  const refund = refundedKobo(row);
  return {
    ref: row.ref,
    created_at: row.createdAt.toISOString(),
    payment_provider: row.paymentProvider,
    vend_request_id: row.vendRequestId,
    status: toStatus(row.status),
    meter_no: row.meterNo,
    provider: row.provider,
    amount: koboToNaira(row.amountKobo),
    fee: koboToNaira(row.feeKobo),
    total: koboToNaira(row.totalKobo),
    paid_amount: naira(row.paidAmountKobo),
    refund_amount: naira(refund),
    refunded_at: refund === null ? null : (row.refundedAt?.toISOString() ?? null),
  };
}
