import { formatNaira } from '@powerpay/shared/money';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { ResponsiveModal } from '@/components/ui/responsive-modal';

import { useCreatePurchase } from '../api/create-purchase';
import { FEE_NAIRA, totalWithFee, type PurchaseOrder } from '../utils/purchase-order';
import { DetailList } from './detail-list';
import { OptionSwitch, SaveCardSwitch } from './save-card-switch';

/**
 * Purchase Summary for signed-in customers: the save-as-beneficiary and save-this-card toggles and Proceed to Pay,
 * which posts the purchase, toasts Processing and redirects to the checkout page.
 */
export function PaySummaryDialog({
  order,
  open,
  onOpenChange,
}: {
  order: PurchaseOrder;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [isSavingBeneficiary, setIsSavingBeneficiary] = useState(false);
  const [isSavingCard, setIsSavingCard] = useState(false);
  const createPurchase = useCreatePurchase();
  // After success the browser is leaving for the checkout page: keep the button busy until it does.
  const isBusy = createPurchase.isPending || createPurchase.isSuccess;

  const pay = () => {
    createPurchase.mutate({ ...order, beneficiary: isSavingBeneficiary, save_card: isSavingCard });
  };

  return (
    <ResponsiveModal
      open={open}
      onOpenChange={onOpenChange}
      title="Purchase Summary"
      description={`${order.meter_name} · ${order.meter_no}`}
      footer={
        <Button size="lg" isFullWidth busy={isBusy} onClick={pay}>
          Proceed to Pay
        </Button>
      }
    >
      <DetailList
        items={[
          { label: 'Amount', value: formatNaira(order.amount) },
          { label: 'Fee', value: formatNaira(FEE_NAIRA) },
          { label: 'Total', value: formatNaira(totalWithFee(order.amount)), isEmphasised: true },
        ]}
      />
      <OptionSwitch
        className="mt-4"
        label="Save meter details as a beneficiary"
        description="Buy for this meter again in one tap from Select from Beneficiaries."
        checked={isSavingBeneficiary}
        onCheckedChange={setIsSavingBeneficiary}
        disabled={isBusy}
      />
      <SaveCardSwitch
        className="mt-3"
        checked={isSavingCard}
        onCheckedChange={setIsSavingCard}
        disabled={isBusy}
      />
    </ResponsiveModal>
  );
}
