import type { Transaction } from '@powerpay/shared';

import { useEffect } from 'react';

import { Button } from '@/components/ui/button';
import { ResponsivePanel } from '@/components/ui/responsive-panel';
import { Spinner } from '@/components/ui/spinner';

import { useCreatePurchase } from '../api/create-purchase';
import { usePurchase, type PurchaseLookup } from '../api/get-purchase';
import { forgetPendingCheckoutOf } from '../utils/pending-checkout';
import { toPurchaseAgainPayload } from '../utils/purchase-order';
import { isUnpaidFailure } from '../utils/token-state';
import { CompletePaymentButton, RetryActions } from './outcome-actions';
import { TransactionReceipt } from './transaction-receipt';

/**
 * The Transaction details panel (side panel on desktop, bottom sheet on mobile). It reads the
 * purchase fresh (a history row paints first) and keeps reading while the token is on its way.
 */
export function TransactionDetailsPanel({
  lookup,
  initialData,
  onClose,
}: {
  /** The purchase to show; null keeps the panel closed. */
  lookup: PurchaseLookup | null;
  initialData?: Transaction;
  onClose: () => void;
}) {
  return (
    <ResponsivePanel
      open={lookup !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Transaction Details"
      footer={lookup ? <DetailsActions lookup={lookup} initialData={initialData} /> : undefined}
    >
      {lookup ? <DetailsBody lookup={lookup} initialData={initialData} /> : null}
    </ResponsivePanel>
  );
}

function DetailsBody({ lookup, initialData }: { lookup: PurchaseLookup; initialData?: Transaction }) {
  const purchase = usePurchase({ ...lookup, initialData });
  const isShown = Boolean(purchase.data);
  useEffect(() => {
    if (isShown) forgetPendingCheckoutOf(lookup.ref);
  }, [isShown, lookup.ref]);

  if (purchase.data) return <TransactionReceipt transaction={purchase.data} receiptKey={lookup.receiptKey} />;
  if (purchase.isError) {
    return (
      <p className="py-10 text-center text-sm text-gray-600">
        We could not load this transaction. Please try again.
      </p>
    );
  }
  return (
    <div className="flex justify-center py-16 text-brand-600">
      <Spinner className="size-8" label="Loading transaction" />
    </div>
  );
}

/**
 * Complete payment for an unpaid order still open; Try again and Report a problem for a declined or
 * cancelled one; otherwise Purchase Again.
 */
function DetailsActions({ lookup, initialData }: { lookup: PurchaseLookup; initialData?: Transaction }) {
  const purchase = usePurchase({ ...lookup, initialData });
  const transaction = purchase.data;
  if (!transaction) return null;
  if (transaction.can_complete_payment)
    return <CompletePaymentButton transaction={transaction} receiptKey={lookup.receiptKey} />;
  if (isUnpaidFailure(transaction)) return <RetryActions transaction={transaction} isGuest={false} />;
  return <PurchaseAgainButton transaction={transaction} />;
}

/** Purchase Again: posts the same order, toasts Processing and goes to the checkout page. */
function PurchaseAgainButton({ transaction }: { transaction: Transaction }) {
  const createPurchase = useCreatePurchase();

  return (
    <Button
      size="lg"
      isFullWidth
      busy={createPurchase.isPending || createPurchase.isSuccess}
      onClick={() => createPurchase.mutate(toPurchaseAgainPayload(transaction))}
    >
      Purchase Again
    </Button>
  );
}
