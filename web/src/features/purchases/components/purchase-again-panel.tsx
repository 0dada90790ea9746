import type { Transaction } from '@powerpay/shared';
import { METER_TYPE_LABELS } from '@powerpay/shared/constants';
import { formatNaira } from '@powerpay/shared/money';

import { Button } from '@/components/ui/button';
import { ResponsivePanel } from '@/components/ui/responsive-panel';

import { useCreatePurchase } from '../api/create-purchase';
import { findProvider, useProviders } from '../api/get-providers';
import { FEE_NAIRA, toPurchaseAgainPayload, totalWithFee } from '../utils/purchase-order';
import { DetailList } from './detail-list';
import { ProviderBadge } from './provider-logo';

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
      <div className="rounded-2xl border border-gray-200 bg-surface/60 px-4 py-2">
        <div className="border-b border-gray-100 py-3">
          <ProviderBadge provider={findProvider(providers, transaction.provider)} />
        </div>
        <DetailList
          items={[
            { label: 'Meter Type', value: METER_TYPE_LABELS[transaction.meter_type] },
            { label: 'Meter Number', value: transaction.meter_no },
            { label: 'Meter Name', value: transaction.meter_name },
            { label: 'Phone Number', value: transaction.phone },
            { label: 'Amount', value: formatNaira(transaction.amount) },
            { label: 'Fee', value: formatNaira(FEE_NAIRA) },
            { label: 'Total', value: formatNaira(totalWithFee(transaction.amount)), isEmphasised: true },
          ]}
        />
      </div>
    </ResponsivePanel>
  );
}
