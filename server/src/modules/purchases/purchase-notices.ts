import { discoName, formatDateTime, formatKobo, formatToken } from '@powerpay/shared';
import type { AppContext } from '../../context.ts';
import { guestReceiptUrl } from './purchase-keys.ts';
import * as repository from './purchases.repository.ts';
import type { PurchaseRow } from './purchases.repository.ts';

/** A guest's receipt link (the receipt page tells guests to open it from their SMS), or '' for others. */
function receiptLinkSentence(ctx: AppContext, row: PurchaseRow): string {
  const url = guestReceiptUrl({ ref: row.ref, keyHash: row.receiptKeyHash, secret: ctx.env.RECEIPT_KEY_SECRET, publicUrl: ctx.env.PUBLIC_URL });
  return url ? ` Receipt: ${url}` : '';
}

function tokenSms(row: PurchaseRow, receiptLink: string): string {
  const units = row.units ? ` Units: ${row.units}.` : '';
  return `PowerPay: your token for meter ${row.meterNo} (${discoName(row.provider)}) is ${formatToken(row.token ?? '')}.${units} Amount ${formatKobo(row.amountKobo)}. Ref ${row.ref}.${receiptLink}`;
}

function tokenMail(row: PurchaseRow, receiptLink: string) {
  return {
    subject: `Your electricity token for meter ${row.meterNo}`,
    text: [
      `Hello ${row.meterName},`,
      '',
      'Thank you for buying electricity with PowerPay. Here is your token:',
      '',
      `    ${formatToken(row.token ?? '')}`,
      '',
      `Units: ${row.units ?? 'not given by the DisCo'}`,
      `Meter number: ${row.meterNo}`,
      `Provider: ${discoName(row.provider)}`,
      `Amount: ${formatKobo(row.amountKobo)}`,
      `Fee: ${formatKobo(row.feeKobo)}`,
      `Total paid: ${formatKobo(row.totalKobo)}`,
      `Receipt number: ${row.receiptNo ?? '-'}`,
      `Reference: ${row.ref}`,
      `Date: ${formatDateTime(row.deliveredAt ?? new Date())} (Lagos time)`,
      '',
      'Enter the 20 digits on your meter keypad, then press Enter.',
      ...(receiptLink ? ['', receiptLink.trim()] : []),
    ].join('\n'),
  };
}

function failureSms(row: PurchaseRow, receiptLink: string): string {
  return `PowerPay: we could not deliver the token for meter ${row.meterNo} (ref ${row.ref}). Your payment of ${formatKobo(row.totalKobo)} will be refunded. We are sorry.${receiptLink}`;
}

function refundSms(row: PurchaseRow): string {
  return `PowerPay: we have refunded ${formatKobo(row.paidAmountKobo ?? row.totalKobo)} for meter ${row.meterNo} (ref ${row.ref}) to the account you paid from. Banks can take a few days to show it.`;
}

/**
 * Tells the customer how the purchase ended, once: the token by SMS (and e-mail when known), or that a
 * failed vend will be refunded (the purchase then moves to refund_due), or that the refund went out. The notice is recorded after it
 * is sent, so a crash in between repeats it rather than losing it.
 */
export async function notifyCustomerOfOutcome(ctx: AppContext, ref: string): Promise<void> {
  const row = await repository.findByRef(ctx.db, ref);
  if (!row) return;
  const receiptLink = receiptLinkSentence(ctx, row);

  if (row.status === 'delivered' && !row.tokenSentAt && row.token) {
    await ctx.integrations.sms.send({ to: row.phone, text: tokenSms(row, receiptLink) });
    if (row.email) await ctx.integrations.mail.send({ to: row.email, ...tokenMail(row, receiptLink) });
    await repository.markTokenSent(ctx.db, ref);
    return;
  }

  if (row.status === 'vend_failed') {
    await ctx.integrations.sms.send({ to: row.phone, text: failureSms(row, receiptLink) });
    if (row.email) {
      await ctx.integrations.mail.send({
        to: row.email,
        subject: `We could not deliver your electricity token (ref ${row.ref})`,
        text: `${failureSms(row, receiptLink)}\n\nReason given by the provider: ${row.failureReason ?? 'not given'}.`,
      });
    }
    await repository.transition(ctx.db, {
      ref,
      from: ['vend_failed'],
      to: 'refund_due',
      values: { refundReason: 'vend_failed', refundRequestedBy: 'system' },
    });
    return;
  }

  if (row.status === 'refunded' && !row.refundNoticeSentAt) {
    await ctx.integrations.sms.send({ to: row.phone, text: refundSms(row) });
    if (row.email) {
      await ctx.integrations.mail.send({ to: row.email, subject: `Your PowerPay refund (ref ${row.ref})`, text: refundSms(row) });
    }
    await repository.markRefundNoticeSent(ctx.db, ref);
  }
}
