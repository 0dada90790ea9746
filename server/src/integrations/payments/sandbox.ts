import { createHmac } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import {
  PAYMENT_UNAVAILABLE_MESSAGE,
  PaymentProviderError,
  type CardAuthorization,
  type ChargeOutcome,
  type PaymentProvider,
  type PaymentStatus,
  type PaymentVerification,
  type RefundOutcome,
  type RefundProgress,
} from './payment-provider.ts';
import {
  findSandboxPayment,
  finishSandboxPayment,
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

/** The sandbox's two test cards: Paystack's reusable 4081, and one that is declined when charged again. */
const TEST_CARDS = {
  approves: { salt: 'sandbox-card', last4: '4081' },
  declinesLater: { salt: 'sandbox-card-declines-later', last4: '0002' },
} as const;

/**
 * The card the sandbox checkout pays with: Paystack's test card (4084 0840 8408 4081), reusable, as
 * Paystack answers for it; with `declinesLater`, the sandbox's test card ending 0002, saved the same way
 * but declined by every later charge, as a real card can be (decision 060). Its authorization code is the
 * customer's own (an HMAC of the e-mail under the sandbox secret), so only the customer who paid with it
 * can be charged with it again, and no constant names either card in production.
 */
export function sandboxCard({
  secret,
  email,
  declinesLater = false,
}: {
  secret: string;
  email: string;
  declinesLater?: boolean;
}): CardAuthorization {
  const { salt, last4 } = TEST_CARDS[declinesLater ? 'declinesLater' : 'approves'];
  const mac = createHmac('sha256', secret).update(`${salt}:${email.toLowerCase()}`).digest('hex');
  return {
    authorizationCode: `AUTH_${mac.slice(0, 16)}`,
    signature: `SIG_sandbox_test_card_${last4}`,
    reusable: true,
    brand: 'visa',
    bank: 'TEST BANK',
    last4,
    expMonth: 12,
    expYear: 2030,
    email,
  };
}

/**
 * What a charge of a saved authorization answers: the card ending 4081 is charged; the card that declines
 * later is declined, as is any other code or another customer's, as Paystack declines them.
 */
export function sandboxChargeOutcome({
  secret,
  email,
  authorizationCode,
}: {
  secret: string;
  email: string;
  authorizationCode: string;
}): 'success' | 'failed' {
  if (authorizationCode === sandboxCard({ secret, email, declinesLater: true }).authorizationCode)
    return 'failed';
  return authorizationCode === sandboxCard({ secret, email }).authorizationCode ? 'success' : 'failed';
}

const STATUSES: readonly PaymentStatus[] = ['success', 'failed', 'abandoned', 'pending'];
const toStatus = (status: string): PaymentStatus =>
  STATUSES.includes(status as PaymentStatus) ? (status as PaymentStatus) : 'pending';

/**
 * The default payment provider: a checkout page served by the app itself (modules/sandbox-checkout)
 * with Pay, Pay with a card that declines later, Decline and Cancel, recorded in the `sandbox_payments`
 * ledger and reported through the same callback and signed webhook as Paystack.
 */
export function createSandboxPaymentProvider({
  db,
  publicUrl,
  webhookSecret,
}: SandboxOptions): PaymentProvider {
  /** Records a new pending payment, refusing what Paystack refuses. */
  async function recordNewPayment({
    reference,
    amountKobo,
    email,
    callbackUrl,
  }: {
    reference: string;
    amountKobo: number;
    email: string;
    callbackUrl: string;
  }): Promise<void> {
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
  }

  return {
    kind: 'sandbox',

    async initialize({ reference, amountKobo, email, callbackUrl }) {
      await recordNewPayment({ reference, amountKobo, email, callbackUrl });
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
        ...(row.status === 'success'
          ? {
              authorization: sandboxCard({
                secret: webhookSecret,
                email: row.email,
                declinesLater: row.cardDeclinesLater,
              }),
            }
          : {}),
      };
    },

    // Answered at once (sandboxChargeOutcome). No webhook follows: the caller's verify confirms it (decision 060).
    async chargeAuthorization({ reference, amountKobo, email, authorizationCode }): Promise<ChargeOutcome> {
      await recordNewPayment({ reference, amountKobo, email, callbackUrl: '/' });
      const outcome = sandboxChargeOutcome({ secret: webhookSecret, email, authorizationCode });
      await finishSandboxPayment(db, reference, outcome, new Date());
      return outcome;
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
