import type { Transaction } from '@powerpay/shared';
import { formatNaira } from '@powerpay/shared/money';

import { Button } from '@/components/ui/button';
import { ResponsivePanel } from '@/components/ui/responsive-panel';

import { useCreatePurchase } from '../api/create-purchase';
import { findProvider, useProviders } from '../api/get-providers';
import { FEE_NAIRA, toPurchaseAgainPayload, totalWithFee } from '../utils/purchase-order';
import { OrderCard } from './order-card';

/**
 * Purchase Again from Most Recent Transaction: the same order with its fee and total, and the
 * button that posts it, toasts Processing and goes to the checkout page.
 */
export function PurchaseAgainPanel({
  transaction,
  open,
  onOpenChange,
}: {
  transaction: Transaction;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const providers = useProviders();
  const createPurchase = useCreatePurchase();
  // After success the browser is leaving for the checkout page: keep the button busy until it does.
  const isBusy = createPurchase.isPending || createPurchase.isSuccess;

  return (
    <ResponsivePanel
      open={open}
      onOpenChange={onOpenChange}
      title="Purchase Again"
      description="The same meter and amount as your last purchase."
      footer={
        <Button size="lg" isFullWidth busy={isBusy} onClick={() => createPurchase.mutate(toPurchaseAgainPayload(transaction))}>
          Proceed to Pay
        </Button>
      }
    >
      <OrderCard
        provider={findProvider(providers, transaction.provider)}
        order={transaction}
        rows={[
          { label: 'Amount', value: formatNaira(transaction.amount) },
          { label: 'Fee', value: formatNaira(FEE_NAIRA) },
          { label: 'Total', value: formatNaira(totalWithFee(transaction.amount)), isEmphasised: true },
        ]}
      />
    </ResponsivePanel>
  );
}
