import { createHmac, timingSafeEqual } from 'node:crypto';

/** Paystack's webhook signature: hex HMAC-SHA512 of the raw body keyed with the secret key. */
export function signWebhookBody({ secret, rawBody }: { secret: string; rawBody: Buffer | string }): string {
  return createHmac('sha512', secret).update(rawBody).digest('hex');
}

/** Compares in constant time, so the signature cannot be guessed byte by byte from response times. */
export function isValidWebhookSignature({
  secret,
  rawBody,
  signature,
}: {
  secret: string;
  rawBody: Buffer;
  signature: string | undefined;
}): boolean {
  if (!signature || !/^[0-9a-f]{128}$/i.test(signature)) return false;

  const expected = Buffer.from(signWebhookBody({ secret, rawBody }), 'hex');
  const given = Buffer.from(signature, 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
