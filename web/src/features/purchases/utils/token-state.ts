import type { PurchaseStatus, Transaction } from '@powerpay/shared';
import { formatNaira } from '@powerpay/shared/money';

/** Purchases whose token may still come: the payment or the vend is under way. */
const AWAITING_TOKEN_STATUSES: ReadonlySet<PurchaseStatus> = new Set(['awaiting_payment', 'paid', 'vending']);

export function isAwaitingToken(transaction: Transaction): boolean {
  return !transaction.token && AWAITING_TOKEN_STATUSES.has(transaction.status);
}

/** A short status for badges: what a customer would call each state. */
export function describeStatus(transaction: Transaction): {
  label: string;
  tone: 'success' | 'pending' | 'failed';
} {
  if (transaction.token) return { label: 'Successful', tone: 'success' };

  switch (transaction.status) {
    case 'awaiting_payment':
      return transaction.is_confirming_payment
        ? { label: 'Confirming payment', tone: 'pending' }
        : { label: 'Awaiting payment', tone: 'pending' };
    case 'paid':
    case 'vending':
    case 'delivered':
      return { label: 'Processing', tone: 'pending' };
    case 'payment_failed':
      return { label: 'Payment failed', tone: 'failed' };
    case 'abandoned':
      return { label: 'Cancelled', tone: 'failed' };
    case 'vend_failed':
    case 'refund_due':
      return { label: 'Failed, refund due', tone: 'failed' };
    case 'refund_pending':
      return { label: 'Refund in progress', tone: 'failed' };
    case 'refund_failed':
      return { label: 'Refund delayed', tone: 'failed' };
    case 'refunded':
      return { label: 'Refunded', tone: 'failed' };
  }
}

/** What a purchase without a token tells the customer: what happened and what happens next. */
export type TokenState = {
  tone: 'pending' | 'failed' | 'not-paid';
  title: string;
  description: string;
  /** Whether asking the provider again (Refresh) can still produce a token. */
  canRefresh: boolean;
};

/** A purchase that was never paid: declined or cancelled at the payment page. */
export function isUnpaidFailure(transaction: Transaction): boolean {
  return transaction.status === 'payment_failed' || transaction.status === 'abandoned';
}

/** What Refresh says when the token is still missing: an unpaid order is about the payment, not the token. */
export function stillMissingMessage(transaction: Transaction): string {
  return transaction.status === 'awaiting_payment'
    ? 'Your payment is not confirmed yet. If you have paid, please try again in a moment.'
    : 'Your token is not ready yet. Please try again in a moment.';
}

/** Explains a missing token from the purchase status (docs/product.md §10 states). */
export function describeMissingToken(transaction: Transaction): TokenState {
  switch (transaction.status) {
    case 'awaiting_payment':
      if (transaction.is_confirming_payment)
        return {
          tone: 'pending',
          title: 'Confirming your payment',
          description:
            'We are confirming this payment with the payment provider. Please do not pay again: your token follows here as soon as the payment is confirmed. Tap Refresh in a moment.',
          canRefresh: true,
        };
      return {
        tone: 'not-paid',
        title: 'Waiting for your payment',
        description: transaction.can_complete_payment
          ? 'We have not received a confirmation of this payment yet. Complete the payment, or if you have paid, tap Refresh in a moment.'
          : 'We have not received a confirmation of this payment yet. If you have paid, tap Refresh in a moment.',
        canRefresh: true,
      };
    case 'payment_failed':
      return {
        tone: 'failed',
        title: 'Payment failed',
        description:
          'The payment was declined, so no token was issued and you were not charged. You can start a new purchase at any time.',
        canRefresh: false,
      };
    case 'abandoned':
      return {
        tone: 'failed',
        title: 'Payment cancelled',
        description:
          'The payment was cancelled before it was completed, so no token was issued and you were not charged.',
        canRefresh: false,
      };
    case 'refunded':
      return {
        tone: 'failed',
        title: 'Refunded',
        description: `The electricity provider could not issue a token for this payment, so your ${formatNaira(transaction.total)} was refunded to the account you paid from. If you need help, contact support with reference ${transaction.ref}.`,
        canRefresh: false,
      };
    case 'refund_pending':
      return {
        tone: 'failed',
        title: 'Your refund is on its way',
        description: `The electricity provider could not issue a token for this payment. We have asked the payment provider to return your ${formatNaira(transaction.total)} to the account you paid from; banks usually take a few working days. Reference ${transaction.ref}.`,
        canRefresh: false,
      };
    case 'refund_failed':
      return {
        tone: 'failed',
        title: 'Your refund is delayed',
        description: `The electricity provider could not issue a token, and the refund of your ${formatNaira(transaction.total)} did not go through at the first try. Our team is retrying it; no action is needed. If you need help, contact support with reference ${transaction.ref}.`,
        canRefresh: false,
      };
    case 'vend_failed':
    case 'refund_due':
      return {
        tone: 'failed',
        title: 'The token could not be issued',
        description: `The electricity provider could not issue a token for this payment. Your ${formatNaira(transaction.total)} will be refunded to the account you paid from; no action is needed. If you need help, contact support with reference ${transaction.ref}.`,
        canRefresh: false,
      };
    case 'paid':
    case 'vending':
    case 'delivered':
      return {
        tone: 'pending',
        title: 'Your token is on its way',
        description: `Payment received. The electricity provider is still issuing your token; this usually takes less than a minute. Tap Refresh to check again. We will also send it by SMS to ${transaction.phone}.`,
        canRefresh: true,
      };
  }
}
