import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a sandbox checkout link opens the page: about as long as Paystack keeps one open. */
export const CHECKOUT_ACCESS_TTL_SECONDS = 30 * 60;

const sign = (secret: string, reference: string, expires: number) =>
  createHmac('sha256', secret).update(`sandbox-checkout:${reference}:${expires}`).digest('base64url');

/**
 * The short-lived secret in a sandbox checkout URL (`?access=<expiry>.<mac>`): only the browser the
 * purchase answered with that URL can see the page or press its buttons (decision 014). Stateless:
 * an HMAC of the reference and the expiry under the per-start sandbox secret.
 */
export function checkoutAccess({
  secret,
  reference,
  now = new Date(),
}: {
  secret: string;
  reference: string;
  now?: Date;
}): string {
  const expires = Math.floor(now.getTime() / 1000) + CHECKOUT_ACCESS_TTL_SECONDS;
  return `${expires}.${sign(secret, reference, expires)}`;
}

export function isValidCheckoutAccess({
  secret,
  reference,
  access,
  now = new Date(),
}: {
  secret: string;
  reference: string;
  access: string | undefined;
  now?: Date;
}): boolean {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(access ?? '');
  if (!match) return false;
  const expires = Number(match[1]);
  if (expires * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(sign(secret, reference, expires));
  const given = Buffer.from(match[2] ?? '');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
