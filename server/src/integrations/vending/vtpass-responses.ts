import type { VendOutcome } from './vending-provider.ts';

/**
 * VTpass's answers to pay and requery, normalised (as VTpass documents them).
 * Anything we cannot classify is `unknown`: resolved by requery, never by vending again.
 */

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Codes after which the provider will not deliver; the customer is owed a refund. */
const FAILED_CODES: Record<string, string> = {
  '016': 'The transaction failed at the provider',
  '040': 'The transaction was reversed by the provider',
  '091': 'The transaction was not processed by the provider',
  '013': 'The amount is below the minimum the DisCo allows',
  '017': 'The amount is above the maximum the DisCo allows',
  '018': 'The vending wallet balance is too low',
  '019': 'The provider refused a likely duplicate for this meter',
};

/** Codes meaning "still processing / outcome unknown": ask again later. */
const PENDING_CODES = new Set(['099']);

/** A text value, with VTpass's empty markers (`""`, `"N/A"`) read as absent. */
function presentText(value: unknown): string | null {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return text === '' || text.toUpperCase() === 'N/A' ? null : text;
}

/** The 20-digit credit token inside a VTpass token field (`Token : 1234-5678-…`, maybe a bonus token after). */
export function extractToken(value: unknown): string | null {
  const text = presentText(value);
  if (!text) return null;

  const compact = text
    .replace(/^\s*token\s*:?\s*/i, '')
    .split(/bonus/i)[0]!
    .replace(/[\s-]/g, '');
  return /\d{20}/.exec(compact)?.[0] ?? null;
}

/** Units as `12.3 kWh` whether VTpass sends `12.3`, `"12.3"` or `"12.3 kWh"`. */
export function normaliseUnits(value: unknown): string | null {
  const text = presentText(value);
  if (!text) return null;
  const number = /\d+(\.\d+)?/.exec(text)?.[0];
  return number ? `${number} kWh` : text;
}

function firstPresent(
  sources: Json[],
  keys: string[],
  read: (value: unknown) => string | null,
): string | null {
  for (const key of keys) {
    for (const source of sources) {
      const value = read(source[key]);
      if (value) return value;
    }
  }
  return null;
}

/** Token fields vary by DisCo: the first one that holds a token wins. */
const TOKEN_KEYS = ['mainToken', 'token', 'Token', 'purchased_code', 'extras'];

function deliveredOutcome(body: Json, transaction: Json): VendOutcome {
  const sources = [body, transaction, isRecord(body.content) ? body.content : {}];
  const token = firstPresent(sources, TOKEN_KEYS, extractToken);
  // A delivered prepaid vend without a readable token yet: ask again rather than guess.
  if (!token) return { status: 'pending', raw: body };

  return {
    status: 'delivered',
    token,
    units: firstPresent(sources, ['mainTokenUnits', 'units', 'Units'], normaliseUnits),
    receiptNo: firstPresent(sources, ['exchangeReference', 'receiptNo', 'transactionId'], presentText),
    raw: body,
  };
}

/** Maps a pay or requery response body (already parsed JSON) to our outcome. */
export function toVendOutcome(body: unknown): VendOutcome {
  if (!isRecord(body)) return { status: 'unknown', reason: 'unreadable response', raw: body };

  const code = presentText(body.code) ?? '';
  if (code === '015') return { status: 'not_found', raw: body };
  if (PENDING_CODES.has(code)) return { status: 'pending', raw: body };
  const failedReason = FAILED_CODES[code];
  if (failedReason) return { status: 'failed', reason: `${failedReason} (${code})`, raw: body };
  if (code !== '000')
    return { status: 'unknown', reason: `provider answered code ${code || 'none'}`, raw: body };

  const content = isRecord(body.content) ? body.content : {};
  const transaction = isRecord(content.transactions) ? content.transactions : {};
  const status = (presentText(transaction.status) ?? '').toLowerCase();
  switch (status) {
    case 'delivered':
      return deliveredOutcome(body, transaction);
    case 'initiated':
    case 'pending':
      return { status: 'pending', raw: body };
    case 'failed':
      return { status: 'failed', reason: 'The transaction failed at the provider', raw: body };
    case 'reversed':
      return { status: 'failed', reason: 'The transaction was reversed by the provider', raw: body };
    default:
      return { status: 'unknown', reason: `unexpected transaction status "${status}"`, raw: body };
  }
}
