import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { toLagosIsoDate } from '@powerpay/shared';

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

/** The guest's receipt key: 32 random bytes, URL-safe. Only its hash is stored. */
export function generateReceiptKey(): string {
  return randomBytes(32).toString('base64url');
}

export function hashReceiptKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** Compares in constant time, so a key cannot be guessed byte by byte from response times. */
export function isReceiptKeyValid({ key, keyHash }: { key: string | undefined; keyHash: string | null }): boolean {
  if (!key || !keyHash) return false;

  const given = Buffer.from(hashReceiptKey(key), 'hex');
  const stored = Buffer.from(keyHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
