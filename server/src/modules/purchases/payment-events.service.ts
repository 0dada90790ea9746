import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { parseCardAuthorization } from '../../integrations/payments/card-authorization.ts';
import { PaymentProviderError } from '../../integrations/payments/payment-provider.ts';
import { applyPaymentVerification, confirmWithProvider } from './payment-confirmation.service.ts';
import { isReceiptKeyValid, receiptPath } from './purchase-keys.ts';
import { recordPurchaseEvent } from './purchase-timeline.ts';
import * as repository from './purchases.repository.ts';
import { confirmRefund, markRefundNotCompleted } from './refunds.service.ts';

/** Where the web app shows a signed-in customer's purchase, and a guest's receipt. */
const BUY_ELECTRICITY_PATH = '/buy-electricity';

function transactionPath(ref: string): string {
  return `${BUY_ELECTRICITY_PATH}?ref=${encodeURIComponent(ref)}`;
}

/**
 * The browser is back from the payment page. Its query string proves nothing: the provider is asked
 * server to server, then the browser lands on the transaction details (signed-in purchase) or on the
 * guest receipt (only with the right receipt key). Answers the path to redirect to.
 */
export async function handlePaymentCallback(
  ctx: AppContext,
  { ref, key }: { ref: string | undefined; key: string | undefined },
): Promise<string> {
  if (!ref) return BUY_ELECTRICITY_PATH;

  const row = await repository.findByRef(ctx.db, ref);
  if (!row) {
    ctx.log.warn({ ref }, 'payment callback for an unknown reference');
    return BUY_ELECTRICITY_PATH;
  }

  try {
    await confirmWithProvider(ctx, ref);
  } catch (error) {
    // The webhook or the sweep settles it later; the customer still lands on the purchase.
    if (!(error instanceof PaymentProviderError)) throw error;
    ctx.log.warn({ ref }, 'payment provider unreachable on callback');
  }

  if (row.userId) return transactionPath(ref);
  if (key && isReceiptKeyValid({ key, keyHash: row.receiptKeyHash })) return receiptPath({ ref, key });
  return BUY_ELECTRICITY_PATH;
}

/** The part of Paystack's event we read; anything else in the body is ignored. */
const chargeEventSchema = z.object({
  event: z.string(),
  data: z
    .object({
      reference: z.string(),
      amount: z.coerce.number(),
      currency: z.string(),
      status: z.string().optional(),
      paid_at: z.string().nullish(),
      // The card paid with (decision 060), read by parseCardAuthorization.
      authorization: z.unknown().optional(),
      customer: z.unknown().optional(),
    })
    .optional(),
});

/**
 * Paystack's refund events (`refund.pending`, `refund.processing`, `refund.processed`, `refund.failed`)
 * name the refunded transaction by `transaction_reference`: our purchase reference.
 */
const refundEventSchema = z.object({
  event: z.string().startsWith('refund.'),
  data: z.object({
    transaction_reference: z.string(),
    amount: z.coerce.number().optional(),
    status: z.string().optional(),
  }),
});

/**
 * A webhook whose signature checked out. `charge.success` is applied like a verify answer: paid only
 * for the exact stored total, once, whatever the number of deliveries. `refund.failed` makes the money
 * owed again (decision 011). Other events and unknown references are acknowledged and ignored (the
 * provider would otherwise retry them for days).
 */
export async function handlePaymentWebhook(ctx: AppContext, rawBody: Buffer): Promise<void> {
  const body = parseJson(rawBody);
  const refundEvent = refundEventSchema.safeParse(body);
  if (refundEvent.success) return handleRefundEvent(ctx, refundEvent.data);

  const parsed = chargeEventSchema.safeParse(body);
  if (!parsed.success || !parsed.data.data) {
    ctx.log.warn('payment webhook with an unreadable body ignored');
    return;
  }

  const { event, data } = parsed.data;
  const received = await repository.findByRef(ctx.db, data.reference);
  if (received)
    await recordPurchaseEvent(ctx.db, {
      purchaseId: received.id,
      kind: 'webhook_received',
      detail: { event, amount_kobo: data.amount },
    });
  if (event !== 'charge.success') {
    ctx.log.info({ event, ref: data.reference }, 'payment webhook event ignored');
    return;
  }

  const paidAt = data.paid_at ? new Date(data.paid_at) : null;
  const row = await applyPaymentVerification(ctx, {
    ref: data.reference,
    read: received ?? null,
    source: 'webhook',
    verification: {
      status: data.status === undefined || data.status === 'success' ? 'success' : 'pending',
      amountKobo: data.amount,
      currency: data.currency,
      paidAt: paidAt && !Number.isNaN(paidAt.getTime()) ? paidAt : null,
      authorization: parseCardAuthorization(data),
    },
  });
  if (!row) ctx.log.warn({ ref: data.reference }, 'payment webhook for an unknown reference ignored');
}

/**
 * Every refund event goes on the purchase's timeline; `refund.failed` makes the money owed again, and
 * `refund.processed` confirms it reached the customer (decision 031).
 */
async function handleRefundEvent(
  ctx: AppContext,
  { event, data }: z.infer<typeof refundEventSchema>,
): Promise<void> {
  const ref = data.transaction_reference;
  const row = await repository.findByRef(ctx.db, ref);
  if (!row) {
    ctx.log.warn({ event, ref }, 'refund webhook for an unknown reference ignored');
    return;
  }
  const detail = { event, amount_kobo: data.amount ?? null, status: data.status ?? null };
  await recordPurchaseEvent(ctx.db, { purchaseId: row.id, kind: 'webhook_received', detail });
  if (event === 'refund.failed') await markRefundNotCompleted(ctx, ref);
  if (event === 'refund.processed') await confirmRefund(ctx, ref);
}

function parseJson(rawBody: Buffer): unknown {
  try {
    return JSON.parse(rawBody.toString('utf8'));
  } catch {
    return null;
  }
}
