import { createHmac, randomBytes } from 'node:crypto';
import { holdAnswer, sendJson, startLocalHttpServer, type LocalHttpServer } from './local-http-server.ts';
import {
  authorizationFor,
  transactionData,
  type PaystackRefund,
  type PaystackRefundStatus,
  type PaystackTransaction,
  type PaystackTransactionStatus,
} from './paystack-payloads.ts';

export type { PaystackRefund, PaystackRefundStatus, PaystackTransaction, PaystackTransactionStatus };

export const PAYSTACK_SECRET_KEY = 'sk_test_powerpay_fake_paystack';

export interface FakePaystack extends LocalHttpServer {
  transactions: Map<string, PaystackTransaction>;
  /** Every refund taken (`POST /refund`); a fully reversed transaction refuses another. */
  refunds: PaystackRefund[];
  /** Moves a refund as Paystack would once the bank answers (`processed` or `failed`). */
  settleRefund(reference: string, status: PaystackRefundStatus): void;
  /** Moves a transaction as the customer would on the hosted checkout (`paid_at` set on success). */
  settle(reference: string, status: PaystackTransactionStatus, amount?: number): void;
  /** The `charge.success` webhook Paystack would post for a transaction, signed with the secret key. */
  chargeSuccessWebhook(reference: string): { rawBody: string; signature: string };
  /** What the next charges of a saved card answer (`POST /transaction/charge_authorization`). */
  chargeStatus: 'success' | 'failed' | 'send_otp';
  /**
   * How the next charges end: `sent` answers; `held` makes the charge, then holds the answer until the
   * caller hangs up (its timeout: the charge happened, the caller cannot know); `held-then-outage` does
   * that and then answers every call as an outage (`outageStatus` 502) until reset.
   */
  chargeAnswer: 'sent' | 'held' | 'held-then-outage';
  /** The reusable authorization a customer's successful payments name (Paystack's test card). */
  authorizationFor(email: string): { authorization_code: string; signature: string };
  /** While set, every answer waits this long, or until the caller hangs up (to exceed the adapter's timeout). */
  delayMs: number;
  /** While set, every answer is this status with an HTML body (a gateway in trouble). */
  outageStatus: number | null;
}

/**
 * A local server speaking Paystack's transaction initialize, verify and refund protocol: Bearer secret-key
 * auth (401 `Invalid key`), integer kobo amounts, unique references (400 on reuse), 400
 * `Transaction reference not found` for an unknown reference. As on Paystack, a checkout nobody
 * completed verifies as `abandoned`.
 */
export async function startFakePaystack(): Promise<FakePaystack> {
  const transactions = new Map<string, PaystackTransaction>();
  const refunds: PaystackRefund[] = [];
  const refundData = (refund: PaystackRefund, transaction: PaystackTransaction) => ({
    id: refund.id,
    transaction: transactionData(transaction),
    amount: refund.amount,
    currency: transaction.currency,
    status: refund.status,
  });
  const state = {
    delayMs: 0,
    outageStatus: null as number | null,
    chargeStatus: 'success' as FakePaystack['chargeStatus'],
    chargeAnswer: 'sent' as FakePaystack['chargeAnswer'],
  };

  const server = await startLocalHttpServer(async (request, response) => {
    if (state.delayMs) await holdAnswer(response, state.delayMs);
    if (state.outageStatus) {
      return void response
        .writeHead(state.outageStatus, { 'content-type': 'text/html' })
        .end('<html>Bad gateway</html>');
    }
    if (request.headers.authorization !== `Bearer ${PAYSTACK_SECRET_KEY}`) {
      return sendJson(response, 401, { status: false, message: 'Invalid key' });
    }

    if (request.method === 'POST' && request.path === '/transaction/initialize') {
      const body = (request.body ?? {}) as Record<string, unknown>;
      if (typeof body.email !== 'string' || !body.email.includes('@')) {
        return sendJson(response, 400, { status: false, message: 'Invalid Email Address Passed' });
      }
      if (!Number.isInteger(body.amount) || (body.amount as number) <= 0) {
        return sendJson(response, 400, { status: false, message: 'Invalid Amount Sent' });
      }
      const reference =
        typeof body.reference === 'string' ? body.reference : `T${randomBytes(6).toString('hex')}`;
      if (!/^[A-Za-z0-9.=-]+$/.test(reference)) {
        return sendJson(response, 400, { status: false, message: 'Invalid transaction reference' });
      }
      if (transactions.has(reference)) {
        return sendJson(response, 400, { status: false, message: 'Duplicate Transaction Reference' });
      }
      const accessCode = randomBytes(8).toString('hex');
      transactions.set(reference, {
        reference,
        email: body.email,
        amount: body.amount as number,
        currency: typeof body.currency === 'string' ? body.currency : 'NGN',
        callbackUrl: typeof body.callback_url === 'string' ? body.callback_url : null,
        accessCode,
        status: 'abandoned',
        paidAt: null,
        createdAt: new Date().toISOString(),
      });
      return sendJson(response, 200, {
        status: true,
        message: 'Authorization URL created',
        data: {
          authorization_url: `https://checkout.paystack.com/${accessCode}`,
          access_code: accessCode,
          reference,
        },
      });
    }

    const verify = request.method === 'GET' && /^\/transaction\/verify\/([^/?]+)$/.exec(request.path);
    if (verify) {
      const transaction = transactions.get(decodeURIComponent(verify[1] ?? ''));
      if (!transaction)
        return sendJson(response, 400, {
          status: false,
          message: 'Transaction reference not found',
          code: 'transaction_not_found',
        });
      return sendJson(response, 200, {
        status: true,
        message: 'Verification successful',
        data: transactionData(transaction),
      });
    }

    // https://paystack.com/docs/payments/recurring-charges: the charge is a transaction under the reference given.
    if (request.method === 'POST' && request.path === '/transaction/charge_authorization') {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const email = String(body.email ?? '');
      if (body.authorization_code !== authorizationFor(email).authorization_code) {
        return sendJson(response, 400, { status: false, message: 'Invalid authorization code' });
      }
      const reference = String(body.reference ?? '');
      if (transactions.has(reference)) {
        return sendJson(response, 400, { status: false, message: 'Duplicate Transaction Reference' });
      }
      const isPaid = state.chargeStatus === 'success';
      const transaction: PaystackTransaction = {
        reference,
        email,
        amount: Number(body.amount),
        currency: 'NGN',
        callbackUrl: null,
        accessCode: randomBytes(8).toString('hex'),
        status: isPaid ? 'success' : state.chargeStatus === 'failed' ? 'failed' : 'ongoing',
        paidAt: isPaid ? new Date().toISOString() : null,
        createdAt: new Date().toISOString(),
      };
      transactions.set(reference, transaction);
      if (state.chargeAnswer !== 'sent') {
        if (state.chargeAnswer === 'held-then-outage') state.outageStatus = 502;
        return void (await holdAnswer(response, 600_000));
      }
      return sendJson(response, 200, {
        status: true,
        message: 'Charge attempted',
        data: { ...transactionData(transaction), status: state.chargeStatus },
      });
    }

    if (request.method === 'POST' && request.path === '/refund') {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const transaction = transactions.get(String(body.transaction ?? ''));
      if (!transaction) return sendJson(response, 404, { status: false, message: 'Transaction not found' });
      if (transaction.status === 'reversed') {
        return sendJson(response, 400, { status: false, message: 'Transaction has been fully reversed' });
      }
      if (transaction.status !== 'success') {
        return sendJson(response, 400, {
          status: false,
          message: 'Cannot refund a transaction that was not successful',
        });
      }
      const amount = body.amount === undefined ? transaction.amount : Number(body.amount);
      if (!Number.isInteger(amount) || amount <= 0 || amount > transaction.amount) {
        return sendJson(response, 400, {
          status: false,
          message: 'Refund amount cannot be greater than transaction amount',
        });
      }
      transaction.status = 'reversed';
      const refund: PaystackRefund = {
        id: 1_000_000 + refunds.length,
        reference: transaction.reference,
        amount,
        status: 'pending',
      };
      refunds.push(refund);
      return sendJson(response, 200, {
        status: true,
        message: 'Refund has been queued for processing',
        data: refundData(refund, transaction),
      });
    }

    const fetchRefund = request.method === 'GET' && /^\/refund\/([^/?]+)$/.exec(request.path);
    if (fetchRefund) {
      const refund = refunds.find(
        (candidate) => String(candidate.id) === decodeURIComponent(fetchRefund[1] ?? ''),
      );
      const transaction = refund && transactions.get(refund.reference);
      if (!refund || !transaction)
        return sendJson(response, 404, { status: false, message: 'Refund not found' });
      return sendJson(response, 200, {
        status: true,
        message: 'Refund retrieved',
        data: refundData(refund, transaction),
      });
    }

    sendJson(response, 404, { status: false, message: 'Not found' });
  });

  return {
    ...server,
    transactions,
    refunds,
    settleRefund(reference, status) {
      const refund = refunds.findLast((candidate) => candidate.reference === reference);
      if (!refund) throw new Error(`no Paystack refund of ${reference}`);
      refund.status = status;
    },
    settle(reference, status, amount) {
      const transaction = transactions.get(reference);
      if (!transaction) throw new Error(`no Paystack transaction ${reference}`);
      transaction.status = status;
      if (amount !== undefined) transaction.amount = amount;
      transaction.paidAt = status === 'success' ? new Date().toISOString() : null;
    },
    chargeSuccessWebhook(reference) {
      const transaction = transactions.get(reference);
      if (!transaction) throw new Error(`no Paystack transaction ${reference}`);
      const rawBody = JSON.stringify({ event: 'charge.success', data: transactionData(transaction) });
      return { rawBody, signature: createHmac('sha512', PAYSTACK_SECRET_KEY).update(rawBody).digest('hex') };
    },
    authorizationFor,
    get chargeStatus() {
      return state.chargeStatus;
    },
    set chargeStatus(value) {
      state.chargeStatus = value;
    },
    get chargeAnswer() {
      return state.chargeAnswer;
    },
    set chargeAnswer(value) {
      state.chargeAnswer = value;
    },
    get delayMs() {
      return state.delayMs;
    },
    set delayMs(value: number) {
      state.delayMs = value;
    },
    get outageStatus() {
      return state.outageStatus;
    },
    set outageStatus(value: number | null) {
      state.outageStatus = value;
    },
  };
}
