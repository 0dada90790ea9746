import type { Transaction } from '@powerpay/shared';
import { formatNaira } from '@powerpay/shared/money';
import { purchaseAmountForm } from '@powerpay/shared/purchase-forms';
import { validateForm } from '@powerpay/shared/form-validation';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { ResponsivePanel } from '@/components/ui/responsive-panel';
import { TextField } from '@/components/ui/text-field';

import { useCreatePurchase } from '../api/create-purchase';
import { findProvider, useProviders } from '../api/get-providers';
import { useUsualAmounts } from '../api/get-usual-amounts';
import { FEE_NAIRA, quickAmountsFor, toPurchaseAgainPayload, totalWithFee } from '../utils/purchase-order';
import { OrderCard } from './order-card';
import { QuickAmounts } from './quick-amounts';

/**
 * Purchase Again from Most Recent Transaction: the same meter, the last amount to keep or change
 * (decision 020), its fee and total, and the button that posts it, toasts Processing and goes to
 * the checkout page.
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
  const usualAmounts = useUsualAmounts();
  const [amountText, setAmountText] = useState(String(transaction.amount));
  const [error, setError] = useState<string | undefined>();
  // After success the browser is leaving for the checkout page: keep the button busy until it does.
  const isBusy = createPurchase.isPending || createPurchase.isSuccess;
  const typedAmount = Number(amountText);
  const shownAmount =
    amountText.trim() !== '' && Number.isFinite(typedAmount) && typedAmount > 0 ? typedAmount : null;

  const proceed = () => {
    const result = validateForm(purchaseAmountForm, { amount: amountText });
    if (!result.success) {
      setError(result.issue.message);
      return;
    }
    setError(undefined);
    createPurchase.mutate(toPurchaseAgainPayload(transaction, result.data.amount));
  };

  return (
    <ResponsivePanel
      open={open}
      onOpenChange={onOpenChange}
      title="Purchase Again"
      description="The same meter as your last purchase. Keep the amount or change it."
      footer={
        <Button size="lg" isFullWidth busy={isBusy} onClick={proceed}>
          Proceed to Pay
        </Button>
      }
    >
      <div className="flex flex-col gap-5">
        <TextField
          label="Amount"
          isRequired
          inputMode="decimal"
          autoComplete="off"
          value={amountText}
          error={error}
          onChange={(event) => setAmountText(event.target.value)}
        />
        <QuickAmounts
          amounts={quickAmountsFor(usualAmounts.data, transaction.meter_no)}
          chosen={shownAmount}
          onPick={(amount) => setAmountText(String(amount))}
        />
        <OrderCard
          provider={findProvider(providers, transaction.provider)}
          order={transaction}
          rows={
            shownAmount === null
              ? []
              : [
                  { label: 'Amount', value: formatNaira(shownAmount) },
                  { label: 'Fee', value: formatNaira(FEE_NAIRA) },
                  { label: 'Total', value: formatNaira(totalWithFee(shownAmount)), isEmphasised: true },
                ]
          }
        />
      </div>
    </ResponsivePanel>
  );
}
