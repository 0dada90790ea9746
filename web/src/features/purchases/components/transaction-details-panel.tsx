import type { Transaction } from '@powerpay/shared';

import { Button } from '@/components/ui/button';
import { ResponsivePanel } from '@/components/ui/responsive-panel';
import { Spinner } from '@/components/ui/spinner';

import { useCreatePurchase } from '../api/create-purchase';
import { usePurchase, type PurchaseLookup } from '../api/get-purchase';
import { toPurchaseAgainPayload } from '../utils/purchase-order';
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
      footer={lookup ? <PurchaseAgainButton lookup={lookup} initialData={initialData} /> : undefined}
    >
      {lookup ? <DetailsBody lookup={lookup} initialData={initialData} /> : null}
    </ResponsivePanel>
  );
}

function DetailsBody({ lookup, initialData }: { lookup: PurchaseLookup; initialData?: Transaction }) {
  const purchase = usePurchase({ ...lookup, initialData });

  if (purchase.data) return <TransactionReceipt transaction={purchase.data} receiptKey={lookup.receiptKey} />;
  if (purchase.isError) {
    return <p className="py-10 text-center text-sm text-gray-600">We could not load this transaction. Please try again.</p>;
  }
  return (
    <div className="flex justify-center py-16 text-brand-600">
      <Spinner className="size-8" label="Loading transaction" />
    </div>
  );
}

/** Purchase Again: posts the same order, toasts Processing and goes to the checkout page. */
function PurchaseAgainButton({ lookup, initialData }: { lookup: PurchaseLookup; initialData?: Transaction }) {
  const purchase = usePurchase({ ...lookup, initialData });
  const createPurchase = useCreatePurchase();
  const transaction = purchase.data;
  if (!transaction) return null;

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
