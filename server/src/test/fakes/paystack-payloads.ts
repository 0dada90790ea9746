import { createHmac } from 'node:crypto';

/*
 * What the fake Paystack keeps and answers with: its transaction and refund records and the shapes of
 * its `data` objects (https://paystack.com/docs/api/transaction/#verify), for paystack-server.ts.
 */

/** Paystack's transaction statuses (https://paystack.com/docs/api/transaction/#verify). */
export type PaystackTransactionStatus =
  'success' | 'failed' | 'abandoned' | 'reversed' | 'ongoing' | 'pending' | 'processing' | 'queued';

export interface PaystackTransaction {
  reference: string;
  email: string;
  amount: number;
  currency: string;
  callbackUrl: string | null;
  accessCode: string;
  status: PaystackTransactionStatus;
  paidAt: string | null;
  createdAt: string;
}

/** Paystack's refund statuses (https://paystack.com/docs/api/refund). */
export type PaystackRefundStatus = 'pending' | 'processing' | 'needs-attention' | 'processed' | 'failed';

export interface PaystackRefund {
  id: number;
  reference: string;
  amount: number;
  status: PaystackRefundStatus;
}

/** Paystack's test card ending 4081, reusable, with an authorization code per customer. */
export function authorizationFor(email: string) {
  return {
    authorization_code: `AUTH_${createHmac('sha256', 'fake').update(email).digest('hex').slice(0, 10)}`,
    bin: '408408',
    last4: '4081',
    exp_month: '12',
    exp_year: '2030',
    channel: 'card',
    card_type: 'visa ',
    bank: 'TEST BANK',
    country_code: 'NG',
    brand: 'visa',
    reusable: true,
    signature: 'SIG_fake_test_card_4081',
  };
}

/** A transaction as verify and the webhooks carry it; a successful one names its card. */
export function transactionData(transaction: PaystackTransaction) {
  return {
    ...(transaction.status === 'success' ? { authorization: authorizationFor(transaction.email) } : {}),
    id: 4_000_000 + transaction.amount,
    domain: 'test',
    status: transaction.status,
    reference: transaction.reference,
    amount: transaction.amount,
    message: null,
    gateway_response: transaction.status === 'success' ? 'Successful' : 'The transaction was not completed',
    paid_at: transaction.paidAt,
    created_at: transaction.createdAt,
    channel: 'card',
    currency: transaction.currency,
    customer: { email: transaction.email },
  };
}
