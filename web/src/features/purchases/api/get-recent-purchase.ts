import type { Transaction } from '@powerpay/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';

import { purchaseKeys } from './query-keys';

/** GET /purchase/recent: the signed-in customer's latest purchase, or null. */
export function getRecentPurchase(): Promise<Transaction | null> {
  return api.get<Transaction | null>('/purchase/recent');
}

export function recentPurchaseQueryOptions({ isEnabled }: { isEnabled: boolean }) {
  return queryOptions({
    queryKey: purchaseKeys.recent(),
    queryFn: async () => (await getRecentPurchase()) ?? null,
    enabled: isEnabled,
  });
}

/** Fetched only when a user exists (docs/product.md §6). */
export function useRecentPurchase() {
  const { isSignedIn } = useSession();

  return useQuery(recentPurchaseQueryOptions({ isEnabled: isSignedIn }));
}
