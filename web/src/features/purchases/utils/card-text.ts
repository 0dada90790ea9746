import type { SavedCard } from '@powerpay/shared';

/** "Visa ending 4081", as the panel and the list name a card. */
export function cardName(card: Pick<SavedCard, 'brand' | 'last4'>): string {
  const brand = card.brand.trim();
  return `${brand.charAt(0).toUpperCase()}${brand.slice(1)} ending ${card.last4}`;
}

/** "12/30", as the card shows its expiry. */
export function cardExpiry(card: Pick<SavedCard, 'exp_month' | 'exp_year'>): string {
  return `${String(card.exp_month).padStart(2, '0')}/${String(card.exp_year).slice(-2)}`;
}
