import type { Transaction } from '@powerpay/shared';
import { formatDate, formatTime } from '@powerpay/shared/dates';
import { formatNaira } from '@powerpay/shared/money';
import { useEffect } from 'react';

import { cn } from '@/lib/cn';

import { findProvider, useProviders } from '../api/get-providers';
import { rememberToken } from '../utils/recent-tokens';
import { describeStatus } from '../utils/token-state';
import { DetailList } from './detail-list';
import { MeterToken } from './meter-token';
import { OrderCard } from './order-card';
import { PrintableReceipt } from './printable-receipt';
import { ReceiptShareActions } from './receipt-share-actions';

const statusToneClasses = {
  success: 'bg-brand-50 text-brand-800 ring-brand-200',
  pending: 'bg-accent-50 text-accent-800 ring-accent-200',
  failed: 'bg-red-50 text-red-800 ring-red-200',
} as const;

/** A pill naming the state of a purchase (Successful, Processing, Payment failed…). */
export function StatusBadge({ transaction }: { transaction: Transaction }) {
  const { label, tone } = describeStatus(transaction);

  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset',
        statusToneClasses[tone],
      )}
    >
      {label}
    </span>
  );
}

/** `Jan 5, 2024 3:04:05 PM` (docs/product.md §9: MMM D, YYYY and h:mm:ss A). */
export function formatPaidAt(paidAt: string | null): string {
  return paidAt ? `${formatDate(paidAt)}, ${formatTime(paidAt)}` : 'Not paid yet';
}

/**
 * What one purchase shows in the Transaction details panel and on the guest receipt page:
 * Reference, Paid At (once paid), the Meter Token (or why it is missing, with Refresh), then the order.
 */
export function TransactionReceipt({
  transaction,
  receiptKey,
}: {
  transaction: Transaction;
  receiptKey?: string | null;
}) {
  const providers = useProviders();
  const provider = findProvider(providers, transaction.provider);
  // The offline page shows the last tokens this device saw (docs/decisions/024-installable-app.md).
  useEffect(() => rememberToken(transaction), [transaction]);

  return (
    <div className="flex flex-col gap-5">
      <DetailList
        items={[
          { label: 'Status', value: <StatusBadge transaction={transaction} /> },
          {
            label: 'Reference',
            value: <span className="font-mono text-xs sm:text-sm">{transaction.ref}</span>,
          },
          // A purchase never paid has no payment time to show (decision 020).
          ...(transaction.paid_at ? [{ label: 'Paid At', value: formatPaidAt(transaction.paid_at) }] : []),
        ]}
      />

      <MeterToken transaction={transaction} receiptKey={receiptKey} />

      <OrderCard
        provider={provider}
        order={transaction}
        rows={[
          ...(transaction.receipt_no ? [{ label: 'Receipt Number', value: transaction.receipt_no }] : []),
          { label: 'Amount', value: formatNaira(transaction.amount) },
          { label: 'Fee', value: formatNaira(transaction.fee) },
          { label: 'Total', value: formatNaira(transaction.total), isEmphasised: true },
        ]}
      />

      {transaction.token ? (
        <>
          <ReceiptShareActions transaction={transaction} receiptKey={receiptKey} />
          <PrintableReceipt transaction={transaction} />
        </>
      ) : null}
    </div>
  );
}
