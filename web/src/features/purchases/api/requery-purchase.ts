import type { Transaction } from '@powerpay/shared';
import { UI_DELAYS_MS } from '@powerpay/shared/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import type { PurchaseLookup } from './get-purchase';
import { purchaseKeys } from './query-keys';

/** POST /purchase/:ref/requery[?key=]: asks the vending provider again and answers the updated purchase. */
export function requeryPurchase({ ref, receiptKey }: PurchaseLookup): Promise<Transaction> {
  return api.post<Transaction>(`/purchase/${encodeURIComponent(ref)}/requery`, undefined, {
    query: { key: receiptKey },
  });
}

/**
 * What the token Refresh button calls. docs/product.md §4 keeps a 1500 ms pause before the refreshed token
 * shows (the requery runs meanwhile); then the fresh purchase replaces the cached one everywhere.
 */
export function useRequeryPurchase(lookup: PurchaseLookup) {
  const queryClient = useQueryClient();

  return useMutation({
    mutationFn: async () => {
      const pause = new Promise((resolve) => setTimeout(resolve, UI_DELAYS_MS.tokenRefresh));
      const [transaction] = await Promise.all([requeryPurchase(lookup), pause]);
      return transaction;
    },
    onSuccess: async (transaction) => {
      queryClient.setQueryData(purchaseKeys.detail(lookup), transaction);
      await queryClient.invalidateQueries({ queryKey: purchaseKeys.lists() });
      await queryClient.invalidateQueries({ queryKey: purchaseKeys.recent() });
    },
  });
}
