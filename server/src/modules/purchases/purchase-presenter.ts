import {
  METER_TYPES,
  PURCHASE_STATUSES,
  koboToNaira,
  type MeterType,
  type PurchaseStatus,
  type Transaction,
} from '@powerpay/shared';
import { isoInstant } from '../../lib/iso-instant.ts';
import { canCompletePayment } from './purchase-lookup.service.ts';
import type { TransactionRow } from './purchase-history.repository.ts';

function toMeterType(value: string): MeterType {
  return (METER_TYPES as readonly string[]).includes(value) ? (value as MeterType) : 'prepaid';
}

function toStatus(value: string): PurchaseStatus {
  return (PURCHASE_STATUSES as readonly string[]).includes(value)
    ? (value as PurchaseStatus)
    : 'awaiting_payment';
}

/** What leaves the server for one purchase (docs/product.md §3 Transaction, plus its state and receipt). */
export function presentTransaction(row: TransactionRow): Transaction {
  return {
    ref: row.ref,
    created_at: isoInstant(row.createdAt),
    provider: row.provider,
    meter_type: toMeterType(row.meterType),
    meter_no: row.meterNo,
    meter_name: row.meterName,
    phone: row.phone,
    amount: koboToNaira(row.amountKobo),
    fee: koboToNaira(row.feeKobo),
    total: koboToNaira(row.totalKobo),
    status: toStatus(row.status),
    token: row.token,
    units: row.units,
    receipt_no: row.receiptNo,
    paid_at: row.paidAt ? isoInstant(row.paidAt) : null,
    can_complete_payment: canCompletePayment(row),
    // Only a saved card's charge leaves an unpaid order without a payment page (decision 060).
    is_confirming_payment: row.status === 'awaiting_payment' && !row.checkoutUrl,
  };
}
