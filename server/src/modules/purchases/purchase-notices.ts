import { discoName, formatKobo, formatToken, type PurchaseStatus } from '@powerpay/shared';
import type { AppContext } from '../../context.ts';
import { guestReceiptUrl } from './purchase-keys.ts';
import {
  refundMail,
  refundNotCompletedMail,
  tokenMail,
  vendFailedMail,
  type MailContext,
} from './purchase-mails.ts';
import { recordPurchaseEvent } from './purchase-timeline.ts';
import * as repository from './purchases.repository.ts';
import type { PurchaseRow } from './purchases.repository.ts';

/** A guest's receipt link (the receipt page tells guests to open it from their SMS), or '' for others. */
function receiptUrlOf(ctx: AppContext, row: PurchaseRow): string {
  return (
    guestReceiptUrl({
      ref: row.ref,
      keyHash: row.receiptKeyHash,
      secret: ctx.env.RECEIPT_KEY_SECRET,
      publicUrl: ctx.env.PUBLIC_URL,
    }) ?? ''
  );
}

/** What a purchase's e-mails need beside the row: whom to greet, the receipt link, where to write. */
export async function mailContextOf(ctx: AppContext, row: PurchaseRow): Promise<MailContext> {
  return {
    holderName: row.userId ? await repository.accountHolderFirstName(ctx.db, row.userId) : null,
    receiptUrl: receiptUrlOf(ctx, row),
    contactUrl: new URL('/contact', ctx.env.PUBLIC_URL).toString(),
  };
}

export function tokenSms(row: PurchaseRow, receiptLink = ''): string {
  const units = row.units ? ` Units: ${row.units}.` : '';
  return `PowerPay: your token for meter ${row.meterNo} (${discoName(row.provider)}) is ${formatToken(row.token ?? '')}.${units} Amount ${formatKobo(row.amountKobo)}. Ref ${row.ref}.${receiptLink}`;
}

function failureSms(row: PurchaseRow, receiptLink: string): string {
  return `PowerPay: we could not deliver the token for meter ${row.meterNo} (ref ${row.ref}). Your payment of ${formatKobo(row.totalKobo)} will be refunded. We are sorry.${receiptLink}`;
}

function refundSms(row: PurchaseRow): string {
  return `PowerPay: we have refunded ${formatKobo(row.paidAmountKobo ?? row.totalKobo)} for meter ${row.meterNo} (ref ${row.ref}) to the account you paid from. Banks can take a few days to show it.`;
}

function refundNotCompletedSms(row: PurchaseRow): string {
  return `PowerPay: the refund of ${formatKobo(row.paidAmountKobo ?? row.totalKobo)} for meter ${row.meterNo} (ref ${row.ref}) did not reach your account; the payment provider returned it to us. We are sending it again and will tell you when it goes through.`;
}

/**
 * Each notice of a purchase has its own key: a step repeated after a crash between the send and its
 * record sends the same key again, which the outbox stores once and gateways can drop.
 */
function noticeKey(row: PurchaseRow, notice: string): string {
  return `purchase:${row.ref}:${notice}`;
}

/**
 * Tells the customer how the purchase ended, once: the token by SMS (and e-mail when known), that a
 * failed vend will be refunded (the purchase then moves to refund_due), or that the refund went out.
 * The notice is recorded after it is sent, so a crash in between repeats the step rather than losing
 * the notice, and the repeat carries the same idempotency key, so it is not delivered twice.
 * `row` is the purchase as the worker holds it; answers it as the notice left it where a write returned it.
 */
export async function notifyCustomerOfOutcome(
  ctx: AppContext,
  row: PurchaseRow,
): Promise<PurchaseRow | null | void> {
  const { ref } = row;
  const receiptUrl = receiptUrlOf(ctx, row);
  const receiptLink = receiptUrl ? ` Receipt: ${receiptUrl}` : '';

  if (row.status === 'delivered' && !row.tokenSentAt && row.token) {
    await ctx.integrations.sms.send({
      to: row.phone,
      text: tokenSms(row, receiptLink),
      idempotencyKey: noticeKey(row, 'token-sms'),
    });
    if (row.email)
      await ctx.integrations.mail.send({
        to: row.email,
        ...tokenMail(row, await mailContextOf(ctx, row)),
        idempotencyKey: noticeKey(row, 'token-mail'),
      });
    const recorded = await repository.markTokenSent(ctx.db, ref);
    if (recorded) ctx.metrics.tokenSent(row.paidAt);
    await recordMessageSent(ctx, row, 'token');
    return recorded;
  }

  if (row.status === 'vend_failed') {
    await ctx.integrations.sms.send({
      to: row.phone,
      text: failureSms(row, receiptLink),
      idempotencyKey: noticeKey(row, 'vend-failed-sms'),
    });
    if (row.email) {
      await ctx.integrations.mail.send({
        idempotencyKey: noticeKey(row, 'vend-failed-mail'),
        to: row.email,
        ...vendFailedMail(row, await mailContextOf(ctx, row)),
      });
    }
    await recordMessageSent(ctx, row, 'vend_failed');
    return repository.transition(ctx.db, {
      ref,
      from: ['vend_failed'],
      to: 'refund_due',
      values: { refundReason: 'vend_failed', refundRequestedBy: 'system' },
    });
  }

  if (row.status === 'refunded' && !row.refundNoticeSentAt) {
    // A refund can go out twice (the first did not complete): each is announced, once.
    const refund = `refunded-${row.refundedAt?.getTime() ?? 0}`;
    await ctx.integrations.sms.send({
      to: row.phone,
      text: refundSms(row),
      idempotencyKey: noticeKey(row, `${refund}-sms`),
    });
    if (row.email) {
      await ctx.integrations.mail.send({
        to: row.email,
        ...refundMail(row, await mailContextOf(ctx, row)),
        idempotencyKey: noticeKey(row, `${refund}-mail`),
      });
    }
    await repository.markRefundNoticeSent(ctx.db, ref);
    await recordMessageSent(ctx, row, 'refunded');
  }
}

/**
 * The customer was told a refund went out, and the provider has since said it did not complete
 * (`refund_failed`, or `refund_due` when an operator asked again first, with the refund notice still
 * recorded): tells them so, once, then withdraws the
 * earlier notice, so the refund that follows is announced again. Sent before it is recorded, like
 * every notice; a repeat after a crash carries the same key.
 */
export async function withdrawRefundNotice(ctx: AppContext, ref: string): Promise<void> {
  const row = await repository.findByRef(ctx.db, ref);
  if (
    !row ||
    !repository.REFUND_OWED_AGAIN_STATES.includes(row.status as PurchaseStatus) ||
    !row.refundNoticeSentAt
  )
    return;
  const notice = `refund-not-completed-${row.refundNoticeSentAt.getTime()}`;
  await ctx.integrations.sms.send({
    to: row.phone,
    text: refundNotCompletedSms(row),
    idempotencyKey: noticeKey(row, `${notice}-sms`),
  });
  if (row.email) {
    await ctx.integrations.mail.send({
      to: row.email,
      ...refundNotCompletedMail(row, await mailContextOf(ctx, row)),
      idempotencyKey: noticeKey(row, `${notice}-mail`),
    });
  }
  await repository.withdrawRefundNotice(ctx.db, ref);
  await recordMessageSent(ctx, row, 'refund_not_completed');
}

/** A timeline line of the operations console (which notice, by which channels; never its text). */
function recordMessageSent(ctx: AppContext, row: PurchaseRow, message: string) {
  return recordPurchaseEvent(ctx.db, {
    purchaseId: row.id,
    kind: 'message_sent',
    detail: { message, sms: true, email: Boolean(row.email) },
  });
}
