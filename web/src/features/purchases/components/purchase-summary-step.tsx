import { useEffect, useRef, useState } from 'react';

import { useCreateGuestPurchase } from '../api/create-guest-purchase';
import type { PurchaseOrder } from '../utils/purchase-order';
import { CancelOrderDialog } from './cancel-order-dialog';
import { PaySummaryDialog } from './pay-summary-dialog';
import { PurchaseSummary } from './purchase-summary';

/** What Proceed to Pay offers a signed-out buyer: sign in (or register), or pay as a guest. */
export type PayerChoiceHandlers = { onSignedIn: () => void; onContinueAsGuest: () => void };

/**
 * New Purchase, step 2/2 with what it opens: the summary, the signed-in pay dialog, the guest's
 * payment and Cancel Order. Its own chunk: none of it is needed until the meter is verified.
 */
export function PurchaseSummaryStep({
  order,
  isSignedIn,
  onBack,
  onChoosePayer,
}: {
  order: PurchaseOrder;
  isSignedIn: boolean;
  onBack: () => void;
  /** Signed out: the route opens the "Create an account to pay" dialog with these handlers; answers how to close it. */
  onChoosePayer: (handlers: PayerChoiceHandlers) => () => void;
}) {
  const guestPurchase = useCreateGuestPurchase();
  const [isPaySummaryOpen, setIsPaySummaryOpen] = useState(false);
  const [isCancelOpen, setIsCancelOpen] = useState(false);
  // The session ended while the signed-in dialog was open (a 403 logs the customer out): that dialog
  // can no longer pay, so it closes, and Proceed to Pay offers signing in again or paying as a guest.
  if (isPaySummaryOpen && !isSignedIn) setIsPaySummaryOpen(false);
  // The browser's Back (a phone's Back button) leaves this step for the form: the dialog it opened
  // goes with it, rather than staying over the form and paying for an order no longer on screen.
  const closePayerChoice = useRef<() => void>(undefined);
  useEffect(() => () => closePayerChoice.current?.(), []);

  const proceedToPay = () => {
    if (isSignedIn) {
      setIsPaySummaryOpen(true);
      return;
    }
    closePayerChoice.current = onChoosePayer({
      onSignedIn: () => setIsPaySummaryOpen(true),
      onContinueAsGuest: () => guestPurchase.mutate({ ...order, beneficiary: false }),
    });
  };

  return (
    <>
      <PurchaseSummary
        order={order}
        isPaying={guestPurchase.isPending || guestPurchase.isSuccess}
        onBack={onBack}
        onProceedToPay={proceedToPay}
        onCancel={() => setIsCancelOpen(true)}
      />
      <PaySummaryDialog order={order} open={isPaySummaryOpen} onOpenChange={setIsPaySummaryOpen} />
      <CancelOrderDialog open={isCancelOpen} onOpenChange={setIsCancelOpen} />
    </>
  );
}
