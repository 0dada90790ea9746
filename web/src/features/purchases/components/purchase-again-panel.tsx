import type { Transaction } from '@powerpay/shared';
import { formatNaira } from '@powerpay/shared/money';
import { purchaseAmountForm } from '@powerpay/shared/purchase-forms';
import { validateForm } from '@powerpay/shared/form-validation';
import { useEffect, useRef, useState } from 'react';
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
import { redirectToCheckout } from '../utils/checkout-redirect';
import { FEE_NAIRA, quickAmountsFor, toPurchaseAgainPayload, totalWithFee } from '../utils/purchase-order';
import { CardNotChargedNotice } from './card-not-charged-notice';
import { OrderCard } from './order-card';
import { QuickAmounts } from './quick-amounts';
import { SaveCardSwitch } from './save-card-switch';

/**
 * Purchase Again from Most Recent Transaction: the same meter, the last amount to keep or change
 * (decision 020), its fee and total, and the button that posts it, toasts Processing and goes to
 * the checkout page. With a saved card, Pay with card charges it here and shows the purchase; a card
 * not charged is said so here, nothing taken, and Pay on the payment page goes to the checkout page of
 * the new order for the same meter and amount (decision 060).
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
  const [chargedAmount, setChargedAmount] = useState<number | null>(null);
  const [isLeavingForFallback, setIsLeavingForFallback] = useState(false);
  const payOnPaymentPageRef = useRef<HTMLButtonElement>(null);
  // The saved card was not charged: its notice, and the new order's payment page to pay on instead.
  const fallback =
    payWithCard.data?.checkout_url && payWithCard.data.card_not_charged
      ? {
          checkoutUrl: payWithCard.data.checkout_url,
          card: payWithCard.data.card_not_charged,
          order: payWithCard.data.order,
        }
      : null;
  // After success the browser is leaving for the checkout page: keep the buttons busy until it does.
  const isLeaving = createPurchase.isPending || createPurchase.isSuccess;
  const isCharging =
    payWithCard.isPending ||
    (payWithCard.isSuccess && payWithCard.data.checkout_url !== null && fallback === null);
  const hasFallback = fallback !== null;
  // The button pressed gave way to the notice: the focus goes to the way on.
  useEffect(() => {
    if (hasFallback) payOnPaymentPageRef.current?.focus();
  }, [hasFallback]);
  const typedAmount = Number(amountText);
  const typedOrNull =
    amountText.trim() !== '' && Number.isFinite(typedAmount) && typedAmount > 0 ? typedAmount : null;
  // After a card not charged, the amount the new order is for; the field is gone.
  const shownAmount = fallback ? chargedAmount : typedOrNull;

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
    setChargedAmount(amount);
    payWithCard.mutate({ ...toPurchaseAgainPayload(transaction, amount), card_id: card.id });
  };

  const payOnPaymentPage = () => {
    if (!fallback) return;
    setIsLeavingForFallback(true);
    redirectToCheckout({ checkoutUrl: fallback.checkoutUrl, order: fallback.order });
  };

  /** Closed after a card was not charged: opened again, the panel starts afresh. */
  const changeOpen = (next: boolean) => {
    if (!next) payWithCard.reset();
    onOpenChange(next);
  };

  return (
    <ResponsivePanel
      open={open}
      onOpenChange={changeOpen}
      title="Purchase Again"
      description={
        fallback
          ? 'The same meter as your last purchase.'
          : 'The same meter as your last purchase. Keep the amount or change it.'
      }
      footer={
        fallback ? (
          <Button
            ref={payOnPaymentPageRef}
            size="lg"
            isFullWidth
            busy={isLeavingForFallback}
            onClick={payOnPaymentPage}
          >
            Pay on the payment page
          </Button>
        ) : (
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
        )
      }
    >
      <div className="flex flex-col gap-5">
        {fallback ? (
          <CardNotChargedNotice card={fallback.card} />
        ) : (
          <>
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
          </>
        )}
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
        {fallback ? null : card ? (
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
