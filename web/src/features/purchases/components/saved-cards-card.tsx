import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

import { useRemoveSavedCard, useSavedCards } from '../api/saved-cards';
import { cardExpiry, cardName } from '../utils/card-text';

/**
 * My Account's "Saved cards" (decision 060): each card the customer kept for faster top-ups, by brand,
 * last four digits and expiry, with Remove. An expired card is listed to be removed, never offered.
 */
export function SavedCardsCard() {
  const cards = useSavedCards();
  const removeCard = useRemoveSavedCard();

  return (
    <Card className="flex flex-col gap-4 px-5 py-5 sm:px-6">
      <section aria-labelledby="saved-cards-title" className="flex flex-col gap-3">
        <h2 id="saved-cards-title" className="text-sm font-semibold text-ink">
          Saved cards
        </h2>
        {cards.data && cards.data.length > 0 ? (
          <ul className="flex flex-col divide-y divide-gray-100">
            {cards.data.map((card) => (
              <li key={card.id} className="flex items-center justify-between gap-3 py-3">
                <span className="flex min-w-0 flex-col">
                  <span className="text-sm font-semibold text-ink">{cardName(card)}</span>
                  <span className={card.is_expired ? 'text-xs text-red-700' : 'text-xs text-gray-600'}>
                    {card.is_expired ? 'Expired' : 'Expires'} {cardExpiry(card)}
                    {card.bank ? ` · ${card.bank}` : ''}
                  </span>
                </span>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  aria-label={`Remove ${cardName(card)}`}
                  disabled={removeCard.isPending}
                  onClick={() => removeCard.mutate(card.id)}
                >
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-xs text-gray-600">
            {cards.isLoading
              ? 'Loading your saved cards…'
              : 'No saved cards. Turn on “Save this card for faster top-ups” when you pay, and Purchase Again pays with it without the payment page.'}
          </p>
        )}
      </section>
    </Card>
  );
}
