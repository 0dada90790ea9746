/**
 * The payment provider interface: a hosted checkout, a server-to-server verify and a signed webhook.
 * Adapters: Paystack (production) and the sandbox checkout served by the app (default).
 */

export interface InitializePaymentRequest {
  /** Our purchase reference (only letters, digits and - . =). */
  reference: string;
  amountKobo: number;
  email: string;
  /** Where the provider sends the browser back; may be a path, adapters make it absolute if they must. */
  callbackUrl: string;
  metadata?: Record<string, unknown>;
}

export type PaymentStatus = 'success' | 'failed' | 'abandoned' | 'pending';

export interface PaymentVerification {
  status: PaymentStatus;
  amountKobo: number;
  currency: string;
  paidAt: Date | null;
  /** The card a successful payment was made with, when the provider names one (decision 060). */
  authorization?: CardAuthorization | null;
}

/**
 * Paystack's `data.authorization` of a card payment: `authorizationCode` charges the card again with our
 * secret key (a secret: never logged, never sent to a browser), `signature` is the card's fingerprint.
 */
export interface CardAuthorization {
  authorizationCode: string;
  signature: string;
  reusable: boolean;
  brand: string;
  bank: string | null;
  last4: string;
  expMonth: number;
  expYear: number;
  /** The customer the authorization belongs to: a charge must name this e-mail. */
  email: string;
}

export interface ChargeAuthorizationRequest {
  reference: string;
  amountKobo: number;
  email: string;
  authorizationCode: string;
  metadata?: Record<string, unknown>;
}

/**
 * What a charge of a saved card said at once: `success`, `failed`, or `action_required` (Paystack's
 * `send_otp`, `pay_offline` and the like: the customer would have to act). Only `success` is a payment,
 * and even that is confirmed by verify or the webhook like any other.
 */
export type ChargeOutcome = 'success' | 'failed' | 'action_required';

/**
 * What the provider said to a refund of a whole transaction: `accepted` (taken now, with the provider's
 * id of the refund; or taken before, without one: a second full refund of one transaction is refused as
 * already reversed, which is what makes a retried refund safe), or `refused` for good with the reason.
 */
export type RefundOutcome =
  { status: 'accepted'; refundId: string | null } | { status: 'refused'; reason: string };

/**
 * What became of a refund the provider took: `processed` (the money reached the customer's bank),
 * `failed` (it came back to our balance: the customer is owed it again) or `pending` (still on its way).
 */
export type RefundProgress = 'processed' | 'failed' | 'pending';

export interface PaymentProvider {
  readonly kind: 'sandbox' | 'paystack';
  /** Starts a checkout and returns the URL to send the browser to. */
  initialize(request: InitializePaymentRequest): Promise<{ checkoutUrl: string }>;
  /** Charges a saved card without the customer (Paystack's charge_authorization); throws PaymentProviderError when unreachable. */
  chargeAuthorization(request: ChargeAuthorizationRequest): Promise<ChargeOutcome>;
  /** Asks the provider what became of a checkout; null when the provider has no such reference. */
  verify(reference: string): Promise<PaymentVerification | null>;
  /** Refunds `amountKobo` of the transaction `reference`; throws PaymentProviderError when unreachable. */
  refund(request: { reference: string; amountKobo: number }): Promise<RefundOutcome>;
  /**
   * Asks what became of the refund `refundId` (from an accepted refund); null when the provider has no
   * such refund. Throws PaymentProviderError when unreachable.
   */
  refundProgress(refundId: string): Promise<RefundProgress | null>;
  /** True when `signature` is the provider's signature of the exact raw body. */
  isValidWebhookSignature(request: { rawBody: Buffer; signature: string | undefined }): boolean;
}

/** The safe message of a PaymentProviderError raised because the provider is unreachable or refuses. */
export const PAYMENT_UNAVAILABLE_MESSAGE = 'Payment is not available right now. Please try again shortly.';

/** Thrown when the provider cannot be reached or refuses; the message is safe to show. */
export class PaymentProviderError extends Error {}
