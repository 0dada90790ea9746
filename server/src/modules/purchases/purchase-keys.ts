import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { toLagosIsoDate } from '@powerpay/shared';
import { guestReceiptPath } from '@powerpay/shared/receipt';

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * Our purchase reference, e.g. `PP-20250105-K7Q2M9XD4T`: the Lagos date for people reading statements,
 * then 10 random characters (50 bits). Only letters, digits and `-`, as Paystack requires.
 */
export function generatePurchaseRef(at: Date = new Date()): string {
  const bytes = randomBytes(10);
  const suffix = Array.from(bytes, (byte) => REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length]).join('');
  return `PP-${toLagosIsoDate(at).replaceAll('-', '')}-${suffix}`;
}

/**
 * The guest's receipt key: HMAC-SHA256 of the reference under RECEIPT_KEY_SECRET, URL-safe. Only its hash
 * is stored; the server can derive it again to put the receipt link in the token SMS sent after the vend
 * (decision 021). Keys of older purchases were random and stay valid through their hash.
 */
export function receiptKeyFor({ ref, secret }: { ref: string; secret: string }): string {
  return createHmac('sha256', secret).update(`receipt:${ref}`).digest('base64url');
}

/** The guest receipt page's path (what the callback redirects to, the SMS and the share text link to). */
export const receiptPath = guestReceiptPath;

/** The guest's receipt link for a purchase whose key is derivable (null for signed-in and older purchases). */
export function guestReceiptUrl({
  ref,
  keyHash,
  secret,
  publicUrl,
}: {
  ref: string;
  keyHash: string | null;
  secret: string;
  publicUrl: string;
}): string | null {
  const key = receiptKeyFor({ ref, secret });
  if (!isReceiptKeyValid({ key, keyHash })) return null;
  return new URL(receiptPath({ ref, key }), publicUrl).toString();
}

export function hashReceiptKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** Compares in constant time, so a key cannot be guessed byte by byte from response times. */
export function isReceiptKeyValid({
  key,
  keyHash,
}: {
  key: string | undefined;
  keyHash: string | null;
}): boolean {
  if (!key || !keyHash) return false;

  const given = Buffer.from(hashReceiptKey(key), 'hex');
  const stored = Buffer.from(keyHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
