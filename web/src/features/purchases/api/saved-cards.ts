import type { CardPaymentAnswer, SavedCard, SavedCardPurchasePayload } from '@powerpay/shared';
import { SUCCESS_MESSAGES } from '@powerpay/shared/messages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api, apiRequest } from '@/lib/api-client';
import { withLoader } from '@/lib/loader';
import { useSession } from '@/lib/session';
import { notify } from '@/lib/toast';

import { isPlacedOrder } from '../utils/pending-checkout';
import { redirectToCheckout } from '../utils/checkout-redirect';
import { purchaseKeys } from './query-keys';

/** GET /cards: the signed-in customer's saved cards (brand, last four digits, expiry; decision 060). */
export function useSavedCards() {
  const { isSignedIn } = useSession();
  return useQuery({
    queryKey: purchaseKeys.savedCards(),
    queryFn: () => api.get<SavedCard[]>('/cards'),
    enabled: isSignedIn,
  });
}

/** The card Purchase Again offers: the latest used one that has not expired. */
export function usableCard(cards: readonly SavedCard[] | undefined): SavedCard | null {
  return cards?.find((card) => !card.is_expired) ?? null;
}

/** DELETE /cards/:id, then the list again. */
export function useRemoveSavedCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cardId: string) => withLoader(api.delete<null>(`/cards/${encodeURIComponent(cardId)}`)),
    onSuccess: async () => {
      notify.success(SUCCESS_MESSAGES.cardRemoved);
      await queryClient.invalidateQueries({ queryKey: purchaseKeys.savedCards() });
    },
  });
}

/**
 * POST /purchase/saved-card. Charged: toasts the payment and `onShown` shows the purchase, whose token
 * follows as any other's. Not charged: the answer names the card (`card_not_charged`) for the panel to
 * say so before the payment page of the new order; without that name it goes there at once.
 * Not known yet (neither): says not to pay again and shows the purchase being confirmed.
 */
export function usePayWithSavedCard({ onShown }: { onShown: (ref: string) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payload: SavedCardPurchasePayload) => {
      const answer = await withLoader(
        apiRequest<CardPaymentAnswer['data']>({
          method: 'POST',
          path: '/purchase/saved-card',
          body: payload,
        }),
      );
      return { ...answer.data, order: isPlacedOrder(answer.order) ? answer.order : null };
    },
    onSuccess: async ({ paid, checkout_url: checkoutUrl, card_not_charged: cardNotCharged, order }) => {
      if (!paid && checkoutUrl) {
        if (cardNotCharged) await queryClient.invalidateQueries({ queryKey: purchaseKeys.all });
        else redirectToCheckout({ checkoutUrl, order });
        return;
      }
      if (paid) notify.success(SUCCESS_MESSAGES.paidWithSavedCard);
      else notify.info(SUCCESS_MESSAGES.cardPaymentBeingConfirmed);
      if (order) onShown(order.ref);
      await queryClient.invalidateQueries({ queryKey: purchaseKeys.all });
    },
  });
}
