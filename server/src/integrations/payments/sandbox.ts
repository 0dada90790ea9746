import type { Database } from '../../db/client.ts';
import {
  PAYMENT_UNAVAILABLE_MESSAGE,
  PaymentProviderError,
  type PaymentProvider,
  type PaymentStatus,
  type PaymentVerification,
  type RefundOutcome,
  type RefundProgress,
} from './payment-provider.ts';
import {
  findSandboxPayment,
  insertPendingSandboxPayment,
  refundSandboxPayment,
} from './sandbox.repository.ts';
import { checkoutAccess } from './sandbox-access.ts';
import { isValidWebhookSignature } from './webhook-signature.ts';

export const SANDBOX_CHECKOUT_PATH = '/sandbox/checkout';
/** The sandbox names a refund after the checkout it refunds (it takes one per checkout, as Paystack does). */
const SANDBOX_REFUND_ID_PREFIX = 'sandbox-refund-';

export interface SandboxOptions {
  db: Database;
  /** The app's absolute origin; the checkout page and callback URLs are made absolute with it. */
  publicUrl: string;
  /**
   * Signs its webhooks and checkout links: SANDBOX_WEBHOOK_SECRET, else this installation's own (decision
   * 038), never a published constant (anyone could sign a webhook that marks an unpaid purchase paid).
   */
  webhookSecret: string;
}

const STATUSES: readonly PaymentStatus[] = ['success', 'failed', 'abandoned', 'pending'];
const toStatus = (status: string): PaymentStatus =>
  STATUSES.includes(status as PaymentStatus) ? (status as PaymentStatus) : 'pending';

/**
 * The default payment provider: a checkout page served by the app itself (modules/sandbox-checkout)
 * with Pay, Decline and Cancel, recorded in the `sandbox_payments` ledger and reported through the
 * same callback and signed webhook as Paystack.
 */
export function createSandboxPaymentProvider({
  db,
  publicUrl,
  webhookSecret,
}: SandboxOptions): PaymentProvider {
  return {
    kind: 'sandbox',

    async initialize({ reference, amountKobo, email, callbackUrl }) {
      // What Paystack refuses ("Invalid Amount Sent", "Invalid Email Address Passed"), refused here too.
      if (!Number.isSafeInteger(amountKobo) || amountKobo <= 0 || !email.includes('@')) {
        throw new PaymentProviderError(PAYMENT_UNAVAILABLE_MESSAGE);
      }
      const isNew = await insertPendingSandboxPayment(db, {
        reference,
        amountKobo,
        currency: 'NGN',
        email,
        callbackUrl: new URL(callbackUrl, publicUrl).toString(),
      });
      // Paystack answers a reused reference with 400 "Duplicate Transaction Reference"; so does the sandbox.
      if (!isNew) throw new PaymentProviderError(PAYMENT_UNAVAILABLE_MESSAGE);
      const checkoutUrl = new URL(`${SANDBOX_CHECKOUT_PATH}/${encodeURIComponent(reference)}`, publicUrl);
      checkoutUrl.searchParams.set('access', checkoutAccess({ secret: webhookSecret, reference }));
      return { checkoutUrl: checkoutUrl.toString() };
    },

    async verify(reference): Promise<PaymentVerification | null> {
      const row = await findSandboxPayment(db, reference);
      if (!row) return null;
      return {
        status: toStatus(row.status),
        amountKobo: row.amountKobo,
        currency: row.currency,
        paidAt: row.paidAt,
      };
    },

    async refund({ reference, amountKobo }): Promise<RefundOutcome> {
      const result = await refundSandboxPayment(db, { reference, amountKobo, now: new Date() });
      // Paystack's words for a transaction that cannot be refunded.
      return result === 'refunded'
        ? { status: 'accepted', refundId: `${SANDBOX_REFUND_ID_PREFIX}${reference}` }
        : { status: 'refused', reason: 'Transaction not successful' };
    },

    // The sandbox's refund reaches the customer the moment it is taken.
    async refundProgress(refundId): Promise<RefundProgress | null> {
      if (!refundId.startsWith(SANDBOX_REFUND_ID_PREFIX)) return null;
      const row = await findSandboxPayment(db, refundId.slice(SANDBOX_REFUND_ID_PREFIX.length));
      return row?.refundedAt ? 'processed' : null;
    },

    isValidWebhookSignature: ({ rawBody, signature }) =>
      isValidWebhookSignature({ secret: webhookSecret, rawBody, signature }),
  };
}
