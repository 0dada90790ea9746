import { createHash } from 'node:crypto';
import { formatLagosMinute } from '../../integrations/vending/request-id.ts';
import { holdAnswer, sendJson, startLocalHttpServer, type LocalHttpServer } from './local-http-server.ts';

/** VTpass's documented sandbox meters (IKEDC) plus one that answers 099 and one that finds the wallet empty (018). */
export const VTPASS_METERS = {
  prepaidSuccess: '1111111111111',
  postpaidSuccess: '1010101010101',
  pending: '201000000000',
  unexpectedResponse: '500000000000',
  noResponse: '400000000000',
  timeout: '300000000000',
  processing099: '099000000000',
  wrongMeter: '1234567890123',
  billerUnreachable: '030000000000',
  walletTooLow: '018000000000',
} as const;

export const VTPASS_CREDENTIALS = { apiKey: 'test-api-key', publicKey: 'PK_test', secretKey: 'SK_test' };

interface Transaction {
  requestId: string;
  meterNo: string;
  amount: number;
  status: 'delivered' | 'pending' | 'failed';
  requeries: number;
}

export interface FakeVtpass extends LocalHttpServer {
  transactions: Map<string, Transaction>;
  /** How many requeries a pending vend answers pending before it is delivered. */
  pendingRequeries: number;
  /** How long the `timeout` meter keeps the caller waiting, or until it hangs up (far longer than the adapter's timeout). */
  slowResponseMs: number;
  /** What merchant-verify answers as `Min_Purchase_Amount` (VTpass sends a number or text); null leaves it out. */
  minPurchaseAmount: number | string | null;
  payCalls(): number;
}

export function fakeToken(requestId: string): string {
  const value = BigInt(`0x${createHash('sha256').update(requestId).digest('hex')}`);
  return (value % 10n ** 20n).toString().padStart(20, '0');
}

function envelope(transaction: Transaction) {
  const token = fakeToken(transaction.requestId);
  const grouped = token.match(/.{4}/g)!.join('-');
  const isDelivered = transaction.status === 'delivered';
  return {
    code: '000',
    content: {
      transactions: {
        status: transaction.status,
        product_name: 'Ikeja Electric Payment - IKEDC',
        unique_element: transaction.meterNo,
        amount: transaction.amount,
        type: 'Electricity Bill',
        transactionId: `1700${transaction.requestId.slice(-8)}`,
        extras: isDelivered ? `Token : ${grouped}` : null,
      },
    },
    response_description: isDelivered ? 'TRANSACTION SUCCESSFUL' : 'TRANSACTION PROCESSED',
    requestId: transaction.requestId,
    amount: transaction.amount,
    purchased_code: isDelivered ? `Token : ${grouped} Bonus Token : N/A` : '',
    mainToken: 'N/A',
    mainTokenUnits: isDelivered ? (transaction.amount / 209.5).toFixed(2) : '',
    exchangeReference: isDelivered ? `EXR${transaction.requestId.slice(-6)}` : '',
  };
}

/** True when the first 12 characters are a Lagos `YYYYMMDDHHmm` within a few minutes of now. */
function isFreshRequestId(requestId: unknown): requestId is string {
  if (typeof requestId !== 'string' || requestId.length < 12 || !/^\d{12}[A-Za-z0-9]*$/.test(requestId))
    return false;
  const now = Date.now();
  return [-2, -1, 0, 1].some(
    (minutes) => formatLagosMinute(new Date(now + minutes * 60_000)) === requestId.slice(0, 12),
  );
}

/** A local server speaking VTpass's merchant-verify, pay and requery protocol. */
export async function startFakeVtpass(): Promise<FakeVtpass> {
  const transactions = new Map<string, Transaction>();
  const state: {
    pendingRequeries: number;
    slowResponseMs: number;
    minPurchaseAmount: number | string | null;
  } = {
    pendingRequeries: 1,
    slowResponseMs: 60_000,
    minPurchaseAmount: null,
  };

  const server = await startLocalHttpServer(async (request, response) => {
    const headers = request.headers;
    if (
      headers['api-key'] !== VTPASS_CREDENTIALS.apiKey ||
      headers['secret-key'] !== VTPASS_CREDENTIALS.secretKey
    ) {
      return sendJson(response, 200, { code: '087', response_description: 'INVALID CREDENTIALS' });
    }
    const body = (request.body ?? {}) as Record<string, unknown>;

    if (request.path === '/api/merchant-verify') {
      const meter = String(body.billersCode ?? '');
      if (meter === VTPASS_METERS.billerUnreachable)
        return sendJson(response, 200, { code: '030', content: {} });
      const isKnown =
        meter === VTPASS_METERS.prepaidSuccess ||
        meter === VTPASS_METERS.postpaidSuccess ||
        meter.endsWith('00000000');
      if (!isKnown) {
        return sendJson(response, 200, {
          code: '000',
          content: {
            error: 'This meter is not correct or is not a valid Ikeja Electric meter.',
            WrongBillersCode: true,
          },
        });
      }
      return sendJson(response, 200, {
        code: '000',
        content: {
          Customer_Name: 'TESTMETER1',
          Address: 'ABULE - EGBA BU ABULE',
          Meter_Number: meter,
          Can_Vend: 'yes',
          WrongBillersCode: false,
          Meter_Type: body.type,
          ...(state.minPurchaseAmount === null ? {} : { Min_Purchase_Amount: state.minPurchaseAmount }),
        },
      });
    }

    if (request.path === '/api/pay') {
      if (!isFreshRequestId(body.request_id)) {
        return sendJson(response, 200, { code: '011', response_description: 'INVALID ARGUMENTS' });
      }
      if (transactions.has(body.request_id)) {
        return sendJson(response, 200, { code: '014', response_description: 'REQUEST ID ALREADY EXIST' });
      }
      const meterNo = String(body.billersCode);
      const transaction: Transaction = {
        requestId: body.request_id,
        meterNo,
        amount: Number(body.amount),
        status: meterNo === VTPASS_METERS.pending ? 'pending' : 'delivered',
        requeries: 0,
      };
      const isKnownMeter = (Object.values(VTPASS_METERS) as string[]).includes(meterNo);
      if (!isKnownMeter || meterNo === VTPASS_METERS.wrongMeter) {
        transaction.status = 'failed';
        transactions.set(transaction.requestId, transaction);
        return sendJson(response, 200, { code: '016', response_description: 'TRANSACTION FAILED' });
      }
      transactions.set(transaction.requestId, transaction);

      if (meterNo === VTPASS_METERS.timeout) {
        await holdAnswer(response, state.slowResponseMs);
        return sendJson(response, 200, envelope(transaction));
      }
      if (meterNo === VTPASS_METERS.noResponse) return void response.socket?.destroy();
      if (meterNo === VTPASS_METERS.unexpectedResponse) {
        return void response.writeHead(502, { 'content-type': 'text/html' }).end('<html>Bad gateway</html>');
      }
      if (meterNo === VTPASS_METERS.walletTooLow) {
        transaction.status = 'failed';
        return sendJson(response, 200, { code: '018', response_description: 'LOW WALLET BALANCE' });
      }
      if (meterNo === VTPASS_METERS.processing099) {
        transaction.status = 'pending';
        return sendJson(response, 200, { code: '099', response_description: 'TRANSACTION IS PROCESSING' });
      }
      return sendJson(response, 200, envelope(transaction));
    }

    if (request.path === '/api/requery') {
      const transaction = transactions.get(String(body.request_id));
      if (!transaction)
        return sendJson(response, 200, { code: '015', response_description: 'INVALID REQUEST ID' });
      if (transaction.status === 'failed')
        return sendJson(response, 200, {
          ...envelope(transaction),
          content: { transactions: { status: 'failed' } },
        });
      if (transaction.status === 'pending') {
        transaction.requeries += 1;
        if (transaction.requeries > state.pendingRequeries) transaction.status = 'delivered';
        else return sendJson(response, 200, envelope(transaction));
      }
      return sendJson(response, 200, envelope(transaction));
    }

    sendJson(response, 404, { code: '404', response_description: 'NOT FOUND' });
  });

  return {
    ...server,
    transactions,
    get pendingRequeries() {
      return state.pendingRequeries;
    },
    set pendingRequeries(value: number) {
      state.pendingRequeries = value;
    },
    get slowResponseMs() {
      return state.slowResponseMs;
    },
    set slowResponseMs(value: number) {
      state.slowResponseMs = value;
    },
    get minPurchaseAmount() {
      return state.minPurchaseAmount;
    },
    set minPurchaseAmount(value: number | string | null) {
      state.minPurchaseAmount = value;
    },
    payCalls: () => server.requests.filter((request) => request.path === '/api/pay').length,
  };
}
