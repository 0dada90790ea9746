import { discoName, formatDateTime, formatKobo, formatToken } from '@powerpay/shared';
import type { PurchaseRow } from './purchases.repository.ts';

/**
 * The e-mails of a purchase (docs/product.md §11.2, decision 048). Each greets the account holder of a
 * signed-in purchase by their first name; a guest gets a neutral greeting, because the meter's registered
 * name (the DisCo's record) is often a landlord or a former tenant, not the person who paid.
 */
export type MailContext = {
  /** The signed-in buyer's first name; null for a guest (or an account since deleted). */
  holderName: string | null;
  /** A guest's receipt link, the SMS's own; '' for a signed-in purchase. */
  receiptUrl: string;
  /** Where a customer writes to us (the Contact Us page). */
  contactUrl: string;
};

export type Mail = { subject: string; text: string };

const LAGOS = '(Lagos time)';
/** Banks return card payments within 5–10 working days (decision 031). */
const BANK_DELAY = 'Banks usually show a refund within 5 to 10 working days.';

function greeting({ holderName }: MailContext): string {
  return holderName ? `Hello ${holderName},` : 'Hello,';
}

function purchaseLines(row: PurchaseRow): string[] {
  return [`Meter number: ${row.meterNo}`, `DisCo: ${discoName(row.provider)}`, `Reference: ${row.ref}`];
}

function closing(context: MailContext): string[] {
  return [
    ...(context.receiptUrl ? ['', `Your receipt: ${context.receiptUrl}`] : []),
    '',
    `Questions? Write to us: ${context.contactUrl}`,
    '',
    'PowerPay',
  ];
}

const paidKobo = (row: PurchaseRow) => row.paidAmountKobo ?? row.totalKobo;

export function tokenMail(row: PurchaseRow, context: MailContext): Mail {
  return {
    subject: `Your electricity token for meter ${row.meterNo}`,
    text: [
      greeting(context),
      '',
      'Thank you for buying electricity with PowerPay. Here is your token:',
      '',
      `    ${formatToken(row.token ?? '')}`,
      '',
      `Units: ${row.units ?? 'not given by the DisCo'}`,
      `Meter number: ${row.meterNo}`,
      `Meter name (DisCo record): ${row.meterName}`,
      `Provider: ${discoName(row.provider)}`,
      `Amount: ${formatKobo(row.amountKobo)}`,
      `Fee: ${formatKobo(row.feeKobo)}`,
      `Total paid: ${formatKobo(row.totalKobo)}`,
      `Receipt number: ${row.receiptNo ?? '-'}`,
      `Reference: ${row.ref}`,
      `Date: ${formatDateTime(row.deliveredAt ?? new Date())} ${LAGOS}`,
      '',
      'Enter the 20 digits on your meter keypad, then press Enter.',
      ...closing(context),
    ].join('\n'),
  };
}

export function vendFailedMail(row: PurchaseRow, context: MailContext): Mail {
  return {
    subject: `We could not deliver your electricity token (ref ${row.ref})`,
    text: [
      greeting(context),
      '',
      `We are sorry: ${discoName(row.provider)} did not issue a token for your purchase, so no electricity was bought.`,
      `Your payment of ${formatKobo(paidKobo(row))} will be refunded to the card or account you paid from. We will e-mail you when the refund goes out.`,
      '',
      ...purchaseLines(row),
      `Reason given by the DisCo: ${row.failureReason ?? 'not given'}`,
      ...closing(context),
    ].join('\n'),
  };
}

/** Why the money went back, in the customer's words; an operator's own note is for staff only. */
function refundReasonSentence(row: PurchaseRow): string {
  if (row.refundReason === 'vend_failed') return ' because the DisCo did not issue your token';
  if (row.refundReason === 'wrong_amount') return ' because the amount charged did not match your order';
  return '';
}

export function refundMail(row: PurchaseRow, context: MailContext): Mail {
  const amount = formatKobo(paidKobo(row));
  return {
    subject: `Your PowerPay refund of ${amount} (ref ${row.ref})`,
    text: [
      greeting(context),
      '',
      `We have refunded ${amount} to the card or account you paid from${refundReasonSentence(row)}.`,
      '',
      `Amount refunded: ${amount}`,
      ...purchaseLines(row),
      ...(row.paidAt ? [`Paid: ${formatDateTime(row.paidAt)} ${LAGOS}`] : []),
      `Refunded: ${formatDateTime(row.refundedAt ?? new Date())} ${LAGOS}`,
      '',
      `${BANK_DELAY} If it has not arrived after 14 days, write to us with the reference above.`,
      ...closing(context),
    ].join('\n'),
  };
}

export function refundNotCompletedMail(row: PurchaseRow, context: MailContext): Mail {
  const amount = formatKobo(paidKobo(row));
  return {
    subject: `Your PowerPay refund did not go through (ref ${row.ref})`,
    text: [
      greeting(context),
      '',
      `The refund of ${amount} did not reach your account: the payment provider returned it to us.`,
      'We are sending it again and will e-mail you when it goes through. You do not need to do anything.',
      '',
      `Amount: ${amount}`,
      ...purchaseLines(row),
      ...closing(context),
    ].join('\n'),
  };
}
