import { DISCOS, METER_TYPE_LABELS } from './constants.ts';
import { formatDateTime, formatToken } from './dates.ts';
import { formatNaira } from './money.ts';
import type { Transaction } from './resources.ts';

/** A purchase's state as a customer would call it (badges, the printed bill and the PDF). */
export function receiptStatusLabel(transaction: Pick<Transaction, 'status' | 'token'>): string {
  if (transaction.token) return 'Successful';
  switch (transaction.status) {
    case 'awaiting_payment':
      return 'Awaiting payment';
    case 'paid':
    case 'vending':
    case 'delivered':
      return 'Processing';
    case 'payment_failed':
      return 'Payment failed';
    case 'abandoned':
      return 'Cancelled';
    case 'refunded':
      return 'Refunded';
    case 'vend_failed':
    case 'refund_due':
    case 'refund_pending':
    case 'refund_failed':
      return 'Failed, refund due';
  }
}

/** Units as the provider states them; a bare number is kWh. */
export function formatUnits(units: string): string {
  return /^\d+(\.\d+)?$/.test(units.trim()) ? `${units.trim()} kWh` : units;
}

/** The DisCo's name for a serviceID (the id itself for one we do not know). */
export function discoName(serviceId: string): string {
  return DISCOS.find((disco) => disco.serviceID === serviceId)?.name ?? serviceId;
}

export type ReceiptLine = { label: string; value: string };

/**
 * The rows of a receipt as paper shows them (the print view and the PDF), in the order a landlord or
 * estate manager reads them: who and which meter, the DisCo, units, the references, then the money.
 */
export function receiptLines(transaction: Transaction): ReceiptLine[] {
  return [
    { label: 'Customer Name', value: transaction.meter_name },
    { label: 'Meter Number', value: transaction.meter_no },
    { label: 'Meter Type', value: METER_TYPE_LABELS[transaction.meter_type] },
    { label: 'DisCo', value: discoName(transaction.provider) },
    { label: 'Units', value: transaction.units ? formatUnits(transaction.units) : '-' },
    { label: 'Reference', value: transaction.ref },
    { label: 'Receipt Number', value: transaction.receipt_no ?? '-' },
    { label: 'Status', value: receiptStatusLabel(transaction) },
    { label: 'Paid At', value: transaction.paid_at ? formatDateTime(transaction.paid_at) : 'Not paid' },
    { label: 'Amount', value: formatNaira(transaction.amount) },
    { label: 'Fee', value: formatNaira(transaction.fee) },
    { label: 'Total', value: formatNaira(transaction.total) },
  ];
}

/** The token as the receipt prints it: groups of four, or why there is none. */
export function receiptTokenText(transaction: Pick<Transaction, 'token'>): string {
  return transaction.token ? formatToken(transaction.token) : 'Not issued';
}

/**
 * A guest's receipt page: the reference and the key derived from it (decision 021). The token SMS and
 * e-mail link to it, and so does the share text; a signed-in customer's receipt opens only for them.
 */
export function guestReceiptPath({ ref, key }: { ref: string; key: string }): string {
  return `/receipt/${encodeURIComponent(ref)}?key=${encodeURIComponent(key)}`;
}

/**
 * What Share sends (WhatsApp or the phone's share sheet): the token and what it is for, and a guest's
 * receipt link (the SMS's own), so whoever gets it can open the receipt and its PDF (decision 048).
 */
export function receiptShareText(transaction: Transaction, receiptUrl: string | null = null): string {
  const lines = [
    `PowerPay electricity receipt`,
    `Token: ${receiptTokenText(transaction)}`,
    ...(transaction.units ? [`Units: ${formatUnits(transaction.units)}`] : []),
    `Meter: ${transaction.meter_no} (${transaction.meter_name})`,
    `DisCo: ${discoName(transaction.provider)}`,
    `Amount paid: ${formatNaira(transaction.total)}`,
    `Reference: ${transaction.ref}`,
    ...(receiptUrl ? [`Receipt: ${receiptUrl}`] : []),
  ];
  return lines.join('\n');
}
