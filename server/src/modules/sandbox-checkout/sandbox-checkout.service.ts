import type { Database } from '../../db/client.ts';
import {
  findSandboxPayment,
  finishSandboxPayment,
  type SandboxOutcome,
  type SandboxPaymentRow,
} from '../../integrations/payments/sandbox.repository.ts';
import { toPaystackAuthorization } from '../../integrations/payments/card-authorization.ts';
import { sandboxCard } from '../../integrations/payments/sandbox.ts';
import { signWebhookBody } from '../../integrations/payments/webhook-signature.ts';

export const CHECKOUT_ACTIONS = ['pay', 'pay-declines-later', 'decline', 'cancel'] as const;
export type CheckoutAction = (typeof CHECKOUT_ACTIONS)[number];

/**
 * What each button does on Paystack's hosted page: approve (with the test card ending 4081, or with the
 * one a saved-card charge later declines), a declined card, closing the window.
 */
const OUTCOME_OF: Record<CheckoutAction, SandboxOutcome> = {
  pay: 'success',
  'pay-declines-later': 'success',
  decline: 'failed',
  cancel: 'abandoned',
};
const declinesLater = (action: CheckoutAction) => action === 'pay-declines-later';

/** Our references: only what Paystack accepts (letters, digits and - . =). */
const REFERENCE_PATTERN = /^[A-Za-z0-9.=-]{1,100}$/;

export type WebhookDelivery = (request: { rawBody: string; signature: string }) => Promise<void>;

export type CheckoutResult =
  | { kind: 'missing' }
  | { kind: 'open'; payment: SandboxPaymentRow }
  | { kind: 'complete'; payment: SandboxPaymentRow }
  | { kind: 'redirect'; location: string };

export async function loadCheckout(db: Database, reference: string): Promise<CheckoutResult> {
  const payment = REFERENCE_PATTERN.test(reference) ? await findSandboxPayment(db, reference) : null;
  if (!payment) return { kind: 'missing' };
  return { kind: payment.status === 'pending' ? 'open' : 'complete', payment };
}

/**
 * Records the button's outcome in the ledger, sends Paystack's signed `charge.success` webhook on
 * success, and sends the browser back to the callback as Paystack does. A repeated click of the
 * same button (a double submit) only repeats the redirect; a different button after the end
 * changes nothing and shows the checkout as complete.
 */
export async function completeCheckout(
  db: Database,
  {
    reference,
    action,
    webhookSecret,
    deliverWebhook,
    now = new Date(),
  }: {
    reference: string;
    action: CheckoutAction;
    webhookSecret: string;
    deliverWebhook: WebhookDelivery;
    now?: Date;
  },
): Promise<CheckoutResult> {
  const loaded = await loadCheckout(db, reference);
  if (loaded.kind === 'missing') return loaded;

  const finished =
    loaded.kind === 'open'
      ? await finishSandboxPayment(db, reference, OUTCOME_OF[action], now, {
          cardDeclinesLater: declinesLater(action),
        })
      : null;
  if (!finished) {
    const current = await findSandboxPayment(db, reference);
    if (!current) return { kind: 'missing' };
    const isSameButton =
      current.status === OUTCOME_OF[action] && current.cardDeclinesLater === declinesLater(action);
    if (!isSameButton) return { kind: 'complete', payment: current };
    return { kind: 'redirect', location: callbackLocation(current) };
  }

  if (finished.status === 'success') {
    const rawBody = JSON.stringify(chargeSuccessEvent(finished, webhookSecret));
    await deliverWebhook({ rawBody, signature: signWebhookBody({ secret: webhookSecret, rawBody }) });
  }
  return { kind: 'redirect', location: callbackLocation(finished) };
}

/** The callback URL with `trxref` and `reference` appended, as Paystack sends the browser back. */
export function callbackLocation(payment: SandboxPaymentRow): string {
  const url = new URL(payment.callbackUrl);
  url.searchParams.set('trxref', payment.reference);
  url.searchParams.set('reference', payment.reference);
  return url.toString();
}

/**
 * The body Paystack posts for a successful charge (the fields our webhook reads, in Paystack's shape),
 * with the authorization of the test card it was paid with.
 */
export function chargeSuccessEvent(payment: SandboxPaymentRow, secret: string) {
  return {
    event: 'charge.success',
    data: {
      domain: 'test',
      status: 'success',
      reference: payment.reference,
      amount: payment.amountKobo,
      currency: payment.currency,
      channel: 'sandbox',
      gateway_response: 'Approved (sandbox, no real money)',
      paid_at: payment.paidAt?.toISOString() ?? null,
      created_at: payment.createdAt.toISOString(),
      customer: { email: payment.email },
      authorization: toPaystackAuthorization(
        sandboxCard({ secret, email: payment.email, declinesLater: payment.cardDeclinesLater }),
      ),
    },
  };
}
