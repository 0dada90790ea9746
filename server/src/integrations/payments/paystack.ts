import type { FastifyBaseLogger } from 'fastify';
import {
  PAYMENT_UNAVAILABLE_MESSAGE,
  PaymentProviderError,
  type ChargeOutcome,
  type PaymentProvider,
  type PaymentStatus,
  type PaymentVerification,
  type RefundOutcome,
  type RefundProgress,
} from './payment-provider.ts';
import { parseCardAuthorization, toChargeOutcome } from './card-authorization.ts';
import { isValidWebhookSignature } from './webhook-signature.ts';

export interface PaystackOptions {
  baseUrl: string;
  secretKey: string;
  /** Absolute origin used to turn a callback path into the absolute URL Paystack requires. */
  publicUrl: string;
  timeoutMs?: number;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Paystack's transaction statuses, reduced to ours; anything still in motion is pending. */
function toPaymentStatus(status: unknown): PaymentStatus {
  if (status === 'success') return 'success';
  if (status === 'failed' || status === 'reversed') return 'failed';
  if (status === 'abandoned') return 'abandoned';
  return 'pending';
}

/** Paystack's refund statuses, reduced to ours: anything not settled (`processing`, `needs-attention`) is pending. */
function toRefundProgress(status: unknown): RefundProgress {
  if (status === 'processed') return 'processed';
  if (status === 'failed') return 'failed';
  return 'pending';
}

/** The id Paystack gave a refund it took (a number in its answers). */
function refundIdOf(data: unknown): string | null {
  const id = isRecord(data) ? data.id : undefined;
  return (typeof id === 'number' && Number.isSafeInteger(id)) ||
    (typeof id === 'string' && /^\w{1,64}$/.test(id))
    ? String(id)
    : null;
}

/** Paystack answers an unknown reference with 400 `Transaction reference not found` (404 on some routes). */
function isNotFound(status: number, body: Json): boolean {
  if (status === 404) return true;
  return status === 400 && body.status === false && /not found/i.test(String(body.message ?? ''));
}

/** Paystack (https://paystack.com/docs/api/transaction): initialize, verify, a saved card's charge, refund, a refund's progress and the webhook signature. */
export function createPaystackPaymentProvider(options: PaystackOptions): PaymentProvider {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 20_000;

  async function call(
    method: 'GET' | 'POST',
    path: string,
    body?: Json,
  ): Promise<{ status: number; body: Json }> {
    try {
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: { authorization: `Bearer ${options.secretKey}`, 'content-type': 'application/json' },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
      const parsed: unknown = await response.json().catch(() => null);
      return { status: response.status, body: isRecord(parsed) ? parsed : {} };
    } catch (error) {
      options.log?.warn({ err: error, path }, 'paystack unreachable');
      throw new PaymentProviderError(PAYMENT_UNAVAILABLE_MESSAGE);
    }
  }

  return {
    kind: 'paystack',

    async initialize({ reference, amountKobo, email, callbackUrl, metadata }) {
      const { status, body } = await call('POST', '/transaction/initialize', {
        email,
        amount: amountKobo,
        reference,
        currency: 'NGN',
        callback_url: new URL(callbackUrl, options.publicUrl).toString(),
        metadata: metadata ?? {},
      });
      const data = isRecord(body.data) ? body.data : {};
      if (body.status !== true || typeof data.authorization_url !== 'string') {
        options.log?.warn({ status, message: body.message }, 'paystack refused to initialize');
        throw new PaymentProviderError(PAYMENT_UNAVAILABLE_MESSAGE);
      }
      return { checkoutUrl: data.authorization_url };
    },

    async verify(reference): Promise<PaymentVerification | null> {
      const { status, body } = await call('GET', `/transaction/verify/${encodeURIComponent(reference)}`);
      if (isNotFound(status, body)) return null;
      const data = isRecord(body.data) ? body.data : null;
      const amountKobo = Number(data?.amount);
      if (
        body.status !== true ||
        !data ||
        !Number.isSafeInteger(amountKobo) ||
        data.reference !== reference
      ) {
        options.log?.warn({ status, message: body.message, reference }, 'paystack verify answer unusable');
        throw new PaymentProviderError(PAYMENT_UNAVAILABLE_MESSAGE);
      }

      const paidAt = typeof data.paid_at === 'string' ? new Date(data.paid_at) : null;
      return {
        status: toPaymentStatus(data.status),
        amountKobo,
        currency: String(data.currency ?? ''),
        paidAt: paidAt && !Number.isNaN(paidAt.getTime()) ? paidAt : null,
        ...(data.status === 'success' ? { authorization: parseCardAuthorization(data) } : {}),
      };
    },

    // https://paystack.com/docs/payments/recurring-charges: the answer's status says whether the card
    // was charged; the body (it names the authorization) is never logged.
    async chargeAuthorization({
      reference,
      amountKobo,
      email,
      authorizationCode,
      metadata,
    }): Promise<ChargeOutcome> {
      const { status, body } = await call('POST', '/transaction/charge_authorization', {
        email,
        amount: amountKobo,
        authorization_code: authorizationCode,
        reference,
        currency: 'NGN',
        metadata: metadata ?? {},
      });
      const data = isRecord(body.data) ? body.data : null;
      if (body.status === true && data) return toChargeOutcome(data.status);
      options.log?.warn({ status, message: body.message, reference }, 'paystack did not charge a saved card');
      if (status >= 500 || status === 429) throw new PaymentProviderError(PAYMENT_UNAVAILABLE_MESSAGE);
      return 'failed';
    },

    async refund({ reference, amountKobo }): Promise<RefundOutcome> {
      const { status, body } = await call('POST', '/refund', { transaction: reference, amount: amountKobo });
      if (body.status === true) return { status: 'accepted', refundId: refundIdOf(body.data) };
      const message = String(body.message ?? '');
      // A refund repeated after a crash: Paystack refuses a second full refund of one transaction, and the
      // refund it took first is not named (its id was in the answer the crash lost).
      if (/fully reversed|already (been )?refunded/i.test(message))
        return { status: 'accepted', refundId: null };
      if (status >= 500 || status === 429) {
        options.log?.warn({ status, reference }, 'paystack refund not taken; will try again');
        throw new PaymentProviderError(PAYMENT_UNAVAILABLE_MESSAGE);
      }
      return { status: 'refused', reason: message || `HTTP ${status}` };
    },

    async refundProgress(refundId): Promise<RefundProgress | null> {
      const { status, body } = await call('GET', `/refund/${encodeURIComponent(refundId)}`);
      if (isNotFound(status, body)) return null;
      const data = isRecord(body.data) ? body.data : null;
      if (body.status !== true || !data || typeof data.status !== 'string') {
        options.log?.warn({ status, message: body.message }, 'paystack refund answer unusable');
        throw new PaymentProviderError(PAYMENT_UNAVAILABLE_MESSAGE);
      }
      return toRefundProgress(data.status);
    },

    isValidWebhookSignature: ({ rawBody, signature }) =>
      isValidWebhookSignature({ secret: options.secretKey, rawBody, signature }),
  };
}
