import { z } from 'zod';
import { successEnvelope } from './envelopes.ts';
import { purchaseInputSchema } from './purchase-forms.ts';
import { placedOrderSchema } from './resources.ts';

/**
 * GET /cards: a card the customer saved for faster top-ups (decision 060), as the customer may see it.
 * The provider's authorization never leaves the server.
 */
export const savedCardSchema = z.object({
  id: z.string(),
  brand: z.string(),
  bank: z.string().nullable(),
  last4: z.string(),
  exp_month: z.number().int(),
  exp_year: z.number().int(),
  /** Past its expiry month: listed so it can be removed, never offered for a payment. */
  is_expired: z.boolean(),
});
export type SavedCard = z.infer<typeof savedCardSchema>;

/** POST /purchase/saved-card: Purchase Again's order, paid with one of the customer's saved cards. */
export const savedCardPurchaseInputSchema = purchaseInputSchema.omit({ save_card: true }).extend({
  card_id: z.uuid({ error: 'Choose one of your saved cards' }),
});
export type SavedCardPurchasePayload = z.input<typeof savedCardPurchaseInputSchema>;
export type SavedCardPurchaseInput = z.output<typeof savedCardPurchaseInputSchema>;

/**
 * Why the saved card was not charged, when the answer falls back to a payment page: `declined` (the
 * provider said so, at once or on verify) or `not_charged` (the bank wants a step only the payment page
 * can take, or the charge never went through). Either way nothing was taken from the card.
 */
export const cardNotChargedSchema = z.object({
  last4: z.string(),
  reason: z.enum(['declined', 'not_charged']),
});
export type CardNotCharged = z.infer<typeof cardNotChargedSchema>;

/**
 * Its answer: `paid` when the card was charged (the purchase's page shows the token), else the payment
 * page of a new order for the same meter and amount (`checkout_url`), as any purchase, with the card that
 * was not charged and why (`card_not_charged`, so the customer is told before that page; null otherwise).
 */
export const cardPaymentEnvelopeSchema = successEnvelope(
  z.object({
    paid: z.boolean(),
    checkout_url: z.url().nullable(),
    card_not_charged: cardNotChargedSchema.nullable(),
  }),
).extend({ order: placedOrderSchema });
export type CardPaymentAnswer = z.infer<typeof cardPaymentEnvelopeSchema>;
