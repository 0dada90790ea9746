import * as crypto from 'node:crypto';

/** A random, URL-safe secret: session tokens, reset tokens, receipt keys. */
export function generateSecret(bytes = 32): string {
  return crypto.randomBytes(bytes).toString('base64url');
}

/** Secrets are stored only as SHA-256 hashes, so a database leak gives nobody a session. */
export const hashSecret: (secret: string) => string =
  // Node's one-shot `crypto.hash` (20.12 and later) takes a third of a Hash object's time; every
  // signed-in request hashes its token to find the session (decision 017, "List pages").
  typeof crypto.hash === 'function'
    ? (secret) => crypto.hash('sha256', secret, 'hex')
    : (secret) => crypto.createHash('sha256').update(secret).digest('hex');

export function secretsEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}
