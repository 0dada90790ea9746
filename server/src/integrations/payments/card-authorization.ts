import type { CardAuthorization, ChargeOutcome } from './payment-provider.ts';

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/**
 * Paystack's `authorization` (and `customer.email`) of a transaction, as ours; null when it is not a
 * card the provider could charge again (no code, no signature, no usable expiry).
 */
export function parseCardAuthorization(data: unknown): CardAuthorization | null {
  if (!isRecord(data) || !isRecord(data.authorization)) return null;
  const authorization = data.authorization;
  const customer = isRecord(data.customer) ? data.customer : {};
  const authorizationCode = text(authorization.authorization_code);
  const signature = text(authorization.signature);
  const last4 = text(authorization.last4);
  const email = text(customer.email);
  const expMonth = Number(authorization.exp_month);
  const expYear = Number(authorization.exp_year);
  if (!authorizationCode || !signature || !email || !last4 || !/^\d{4}$/.test(last4)) return null;
  if (!Number.isInteger(expMonth) || expMonth < 1 || expMonth > 12 || !Number.isInteger(expYear)) return null;
  return {
    authorizationCode,
    signature,
    reusable: authorization.reusable === true,
    brand: text(authorization.card_type ?? authorization.brand) ?? 'card',
    bank: text(authorization.bank),
    last4,
    expMonth,
    expYear: expYear < 100 ? 2000 + expYear : expYear,
    email,
  };
}

/** Paystack's statuses of a charge_authorization answer: anything but success or failed needs the customer. */
export function toChargeOutcome(status: unknown): ChargeOutcome {
  if (status === 'success') return 'success';
  if (status === 'failed' || status === 'reversed' || status === 'abandoned') return 'failed';
  return 'action_required';
}

/** The same card shape Paystack posts, for the sandbox's answers and webhooks. */
export function toPaystackAuthorization(card: CardAuthorization) {
  return {
    authorization_code: card.authorizationCode,
    card_type: card.brand,
    last4: card.last4,
    exp_month: String(card.expMonth).padStart(2, '0'),
    exp_year: String(card.expYear),
    bank: card.bank,
    channel: 'card',
    signature: card.signature,
    reusable: card.reusable,
  };
}
