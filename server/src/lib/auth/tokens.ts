import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random, URL-safe secret: session tokens, reset tokens, receipt keys. */
export function generateSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Secrets are stored only as SHA-256 hashes, so a database leak gives nobody a session. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export function secretsEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
