import type { Transaction } from '@powerpay/shared';
import { formatNaira } from '@powerpay/shared/money';
import { purchaseAmountForm } from '@powerpay/shared/purchase-forms';
import { validateForm } from '@powerpay/shared/form-validation';
import { useState } from 'react';
import { useNavigate } from 'react-router';

import { Button } from '@/components/ui/button';
import { ResponsivePanel } from '@/components/ui/responsive-panel';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';

import { useCreatePurchase } from '../api/create-purchase';
import { findProvider, useProviders } from '../api/get-providers';
import { useUsualAmounts } from '../api/get-usual-amounts';
import { usableCard, usePayWithSavedCard, useSavedCards } from '../api/saved-cards';
import { cardExpiry, cardName } from '../utils/card-text';
import { FEE_NAIRA, quickAmountsFor, toPurchaseAgainPayload, totalWithFee } from '../utils/purchase-order';
import { OrderCard } from './order-card';
import { QuickAmounts } from './quick-amounts';
import { SaveCardSwitch } from './save-card-switch';

/**
 * Purchase Again from Most Recent Transaction: the same meter, the last amount to keep or change
 * (decision 020), its fee and total, and the button that posts it, toasts Processing and goes to
 * the checkout page. With a saved card, Pay with card charges it here and shows the purchase; a card
 * not charged falls back to the checkout page (decision 060).
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
  const navigate = useNavigate();
  const createPurchase = useCreatePurchase();
  const usualAmounts = useUsualAmounts();
  const card = usableCard(useSavedCards().data);
  const payWithCard = usePayWithSavedCard({
    onShown: (ref) => {
      onOpenChange(false);
      void navigate(`${paths.buyElectricity}?ref=${encodeURIComponent(ref)}`);
    },
  });
  const [amountText, setAmountText] = useState(String(transaction.amount));
  const [isSavingCard, setIsSavingCard] = useState(false);
  const [error, setError] = useState<string | undefined>();
  // After success the browser is leaving for the checkout page: keep the buttons busy until it does.
  const isLeaving = createPurchase.isPending || createPurchase.isSuccess;
  const isCharging =
    payWithCard.isPending || (payWithCard.isSuccess && payWithCard.data.checkout_url !== null);
  const typedAmount = Number(amountText);
  const shownAmount =
    amountText.trim() !== '' && Number.isFinite(typedAmount) && typedAmount > 0 ? typedAmount : null;

  /** The amount typed, checked as the form checks it; null (and the error shown) when it is not valid. */
  const checkedAmount = (): number | null => {
    const result = validateForm(purchaseAmountForm, { amount: amountText });
    setError(result.success ? undefined : result.issue.message);
    return result.success ? result.data.amount : null;
  };

  const proceed = () => {
    const amount = checkedAmount();
    if (amount === null) return;
    createPurchase.mutate({ ...toPurchaseAgainPayload(transaction, amount), save_card: isSavingCard });
  };

  const payWithSavedCard = () => {
    const amount = checkedAmount();
    if (amount === null || !card) return;
    payWithCard.mutate({ ...toPurchaseAgainPayload(transaction, amount), card_id: card.id });
  };

  return (
    <ResponsivePanel
      open={open}
      onOpenChange={onOpenChange}
      title="Purchase Again"
      description="The same meter as your last purchase. Keep the amount or change it."
      footer={
        <div className="flex flex-col gap-3">
          {card ? (
            <Button size="lg" isFullWidth busy={isCharging} disabled={isLeaving} onClick={payWithSavedCard}>
              Pay with card ending {card.last4}
            </Button>
          ) : null}
          <Button
            size="lg"
            variant={card ? 'outline' : 'primary'}
            isFullWidth
            busy={isLeaving}
            disabled={isCharging}
            onClick={proceed}
          >
            Proceed to Pay
          </Button>
        </div>
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
        {card ? (
          <p className="text-xs text-gray-600">
            Pay with card charges your {cardName(card)} (expires {cardExpiry(card)}) at once. If your bank
            needs anything more, you pay on the payment page instead.
          </p>
        ) : (
          <SaveCardSwitch checked={isSavingCard} onCheckedChange={setIsSavingCard} disabled={isLeaving} />
        )}
      </div>
    </ResponsivePanel>
  );
}
