import type { FastifyBaseLogger } from 'fastify';
import { toVendOutcome } from './vtpass-responses.ts';
import {
  METER_NOT_FOUND_MESSAGE,
  PROVIDER_UNAVAILABLE_MESSAGE,
  providerText,
  type VendOutcome,
  type VendingProvider,
  type VerifyMeterResult,
} from './vending-provider.ts';

export interface VtpassOptions {
  baseUrl: string;
  apiKey: string;
  publicKey: string;
  secretKey: string;
  timeoutMs: number;
  log?: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}

type Json = Record<string, unknown>;
type CallResult = { ok: true; body: unknown } | { ok: false; reason: string };

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Verify codes that mean the meter or product is wrong; any other non-000 code is an outage. */
const VERIFY_INVALID_CODES = new Set(['011', '012']);

/**
 * VTpass (https://www.vtpass.com/documentation): merchant-verify, pay and requery for the DisCos.
 * A timeout or an unreadable answer never becomes "failed": it is `unknown`, resolved by requery.
 */
export function createVtpassVendingProvider(options: VtpassOptions): VendingProvider {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');

  /** POST with api-key + secret-key; GET (balance, variations) would carry api-key + public-key. */
  async function call(method: 'GET' | 'POST', path: string, body?: Json): Promise<CallResult> {
    const headers: Record<string, string> =
      method === 'POST'
        ? { 'api-key': options.apiKey, 'secret-key': options.secretKey, 'content-type': 'application/json' }
        : { 'api-key': options.apiKey, 'public-key': options.publicKey };
    try {
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        headers,
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      const text = await response.text();
      try {
        return { ok: true, body: JSON.parse(text) as unknown };
      } catch {
        return { ok: false, reason: `HTTP ${response.status} with a body that is not JSON` };
      }
    } catch (error) {
      const isTimeout =
        error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      return { ok: false, reason: isTimeout ? 'timeout' : `no response (${(error as Error).message})` };
    }
  }

  async function vendCall(path: string, body: Json): Promise<VendOutcome> {
    const result = await call('POST', path, body);
    if (!result.ok) {
      options.log?.warn({ path, reason: result.reason }, 'vtpass call without a usable answer');
      return { status: 'unknown', reason: result.reason };
    }

    const outcome = toVendOutcome(result.body);
    if (outcome.status === 'failed' && outcome.reason.includes('(018)')) {
      options.log?.error({ path }, 'VTpass wallet balance too low: top it up');
    }
    return outcome;
  }

  return {
    kind: 'vtpass',

    async verifyMeter({ meterNo, meterType, serviceId }): Promise<VerifyMeterResult> {
      const result = await call('POST', '/merchant-verify', {
        billersCode: meterNo,
        serviceID: serviceId,
        type: meterType,
      });
      if (!result.ok || !isRecord(result.body)) {
        return { ok: false, error: PROVIDER_UNAVAILABLE_MESSAGE, isUnavailable: true };
      }

      const { code, content } = result.body;
      if (code !== '000' && VERIFY_INVALID_CODES.has(String(code)))
        return { ok: false, error: METER_NOT_FOUND_MESSAGE };
      if (code !== '000') {
        options.log?.warn({ code }, 'vtpass merchant-verify refused');
        return { ok: false, error: PROVIDER_UNAVAILABLE_MESSAGE, isUnavailable: true };
      }

      // A wrong meter also answers 000, flagged by WrongBillersCode or an error text.
      const details = isRecord(content) ? content : {};
      const name = providerText(details.Customer_Name);
      const isValid = details.WrongBillersCode !== true && !details.error && name !== '';
      if (!isValid) {
        const error =
          typeof details.error === 'string' && details.error.trim()
            ? details.error.trim()
            : METER_NOT_FOUND_MESSAGE;
        return { ok: false, error };
      }

      const address = providerText(details.Address) || undefined;
      const minimum = readNaira(details.Min_Purchase_Amount) ?? readNaira(details.Minimum_Amount);
      return {
        ok: true,
        customerName: name,
        ...(address ? { address } : {}),
        ...(minimum ? { minimumAmountNaira: minimum } : {}),
      };
    },

    vend: (request) =>
      vendCall('/pay', {
        request_id: request.requestId,
        serviceID: request.serviceId,
        billersCode: request.meterNo,
        variation_code: request.meterType,
        amount: request.amountNaira,
        phone: request.phone,
      }),

    requery: ({ requestId }) => vendCall('/requery', { request_id: requestId }),
  };
}

/** A naira amount VTpass sends as a number or as text (`"1,000"`, `"500.00"`); null when absent or not positive. */
function readNaira(value: unknown): number | null {
  const amount =
    typeof value === 'number'
      ? value
      : typeof value === 'string'
        ? Number(value.replace(/,/g, '').trim())
        : Number.NaN;
  return Number.isFinite(amount) && amount > 0 ? amount : null;
}
