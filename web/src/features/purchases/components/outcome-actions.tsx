import type { Transaction } from '@powerpay/shared';
import { Link } from 'react-router';

import { Button, buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';

import { useCompletePayment } from '../api/complete-payment';
import { useCreateGuestPurchase } from '../api/create-guest-purchase';
import { useCreatePurchase } from '../api/create-purchase';
import { toPurchaseAgainPayload } from '../utils/purchase-order';

/** The Contact Us form, prefilled with the purchase reference. */
export function reportProblemPath(ref: string): string {
  return `${paths.contact}?ref=${encodeURIComponent(ref)}`;
}

/**
 * A failed, declined or cancelled purchase: Try again (a new checkout for the same meter and amount)
 * and Report a problem (decision 020).
 */
export function RetryActions({ transaction, isGuest }: { transaction: Transaction; isGuest: boolean }) {
  const signedInPurchase = useCreatePurchase();
  const guestPurchase = useCreateGuestPurchase();
  const purchase = isGuest ? guestPurchase : signedInPurchase;
  const payload = toPurchaseAgainPayload(transaction);

  return (
    <div className="flex flex-col gap-3">
      <Button
        size="lg"
        isFullWidth
        busy={purchase.isPending || purchase.isSuccess}
        onClick={() =>
          isGuest
            ? guestPurchase.mutate({ ...payload, beneficiary: false })
            : signedInPurchase.mutate(payload)
        }
      >
        Try again
      </Button>
      <Link
        to={reportProblemPath(transaction.ref)}
        className={buttonClasses({ variant: 'outline', size: 'lg', isFullWidth: true })}
      >
        Report a problem
      </Link>
    </div>
  );
}

/** An unpaid order whose payment page is still open: back to it. */
export function CompletePaymentButton({
  transaction,
  receiptKey,
}: {
  transaction: Transaction;
  receiptKey?: string | null;
}) {
  const completePayment = useCompletePayment();

  return (
    <Button
      size="lg"
      isFullWidth
      busy={completePayment.isPending || completePayment.isSuccess}
      onClick={() => completePayment.mutate({ ref: transaction.ref, receiptKey })}
    >
      Complete payment
    </Button>
  );
}
