/**
 * The vending provider interface: verify a meter, vend a token once, requery an earlier vend.
 * Adapters (VTpass, the simulator) normalise their protocol to these shapes so the purchase
 * service never branches on a provider's response codes.
 */

export interface VerifyMeterRequest {
  meterNo: string;
  /** `prepaid` or `postpaid`. */
  meterType: string;
  /** The DisCo's serviceID, e.g. `ikeja-electric`. */
  serviceId: string;
}

export type VerifyMeterResult =
  /** `minimumAmountNaira`: the smallest purchase the DisCo vends for this meter, when the provider says. */
  | { ok: true; customerName: string; address?: string; minimumAmountNaira?: number }
  /** `isUnavailable` marks a provider outage (try again later) rather than a wrong meter. */
  | { ok: false; error: string; isUnavailable?: boolean };

/**
 * A provider's display text (a customer name, an address) as we keep it: control characters (NUL
 * included, which PostgreSQL text cannot hold) become spaces, runs of spaces one, and at most
 * MAX_PROVIDER_TEXT_LENGTH characters are kept, never half a surrogate pair. A name also sits in the beneficiary list's btree
 * index, whose entries must stay well under PostgreSQL's 2.7 KB limit.
 */
export const MAX_PROVIDER_TEXT_LENGTH = 200;

export function providerText(value: unknown): string {
  if (typeof value !== 'string') return '';
  const isControl = (character: string) => character < ' ' || character === '\u007f';
  const text = Array.from(value, (character) => (isControl(character) ? ' ' : character)).join('');
  return Array.from(text.replace(/\s+/g, ' ').trim()).slice(0, MAX_PROVIDER_TEXT_LENGTH).join('').trim();
}

export interface VendRequest {
  /** Our idempotency key, persisted before the call (see `buildVendRequestId`). */
  requestId: string;
  serviceId: string;
  meterNo: string;
  meterType: string;
  amountNaira: number;
  phone: string;
}

/**
 * What a vend or a requery tells us:
 * - `delivered`: the token exists.
 * - `pending`: the provider accepted it and is still working; ask again later.
 * - `failed`: the provider will not deliver; the customer is owed a refund.
 * - `unknown`: timeout, no answer or an unexpected answer; resolve by requery, never by vending again.
 * - `not_found` (requery only): the provider never saw this request id.
 */
export type VendOutcome =
  | { status: 'delivered'; token: string; units: string | null; receiptNo: string | null; raw: unknown }
  | { status: 'pending'; raw?: unknown }
  | { status: 'failed'; reason: string; raw?: unknown }
  | { status: 'unknown'; reason: string; raw?: unknown }
  | { status: 'not_found'; raw?: unknown };

export interface VendingProvider {
  readonly kind: 'simulator' | 'vtpass';
  verifyMeter(request: VerifyMeterRequest): Promise<VerifyMeterResult>;
  vend(request: VendRequest): Promise<VendOutcome>;
  requery(request: { requestId: string }): Promise<VendOutcome>;
}

/** Message shown when a meter cannot be verified with the provider. */
export const METER_NOT_FOUND_MESSAGE = 'Invalid meter number. Please check the meter number and provider.';
/** Message shown when the provider cannot be reached. */
export const PROVIDER_UNAVAILABLE_MESSAGE =
  'The electricity provider cannot be reached right now. Please try again shortly.';
