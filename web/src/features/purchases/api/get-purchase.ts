import type { Transaction } from '@powerpay/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api, type RequestOptions } from '@/lib/api-client';

import { isAwaitingToken } from '../utils/token-state';
import { purchaseKeys } from './query-keys';

/** How often an open purchase without its token is read again, and for how long (about 5 minutes). */
const POLL_INTERVAL_MS = 4000;
const MAX_POLLS = 75;

/** Who may read a purchase: its owner (bearer token) or a guest holding the receipt key. */
export type PurchaseLookup = { ref: string; receiptKey?: string | null };

/** GET /purchase/:ref[?key=]; `silent` reads it without toasting a failure. */
export function getPurchase(
  { ref, receiptKey }: PurchaseLookup,
  { silent = false }: Pick<RequestOptions, 'silent'> = {},
): Promise<Transaction> {
  return api.get<Transaction>(`/purchase/${encodeURIComponent(ref)}`, { query: { key: receiptKey }, silent });
}

type PurchaseQuery = PurchaseLookup & { initialData?: Transaction; isEnabled?: boolean };

export function purchaseQueryOptions(lookup: PurchaseQuery) {
  const { initialData, isEnabled = true, ...purchaseLookup } = lookup;

  return queryOptions({
    queryKey: purchaseKeys.detail(purchaseLookup),
    queryFn: () => getPurchase(purchaseLookup),
    enabled: isEnabled,
    initialData,
    // A row from the history is a good first paint, but the token may have landed since.
    initialDataUpdatedAt: initialData ? 0 : undefined,
    // While the payment or the vend is still under way, keep reading so the token appears by itself.
    refetchInterval: (query) =>
      query.state.data && isAwaitingToken(query.state.data) && query.state.dataUpdateCount < MAX_POLLS
        ? POLL_INTERVAL_MS
        : false,
  });
}

/** One purchase, kept fresh; pass the history row as `initialData` to paint at once. */
export function usePurchase(lookup: PurchaseQuery) {
  return useQuery(purchaseQueryOptions(lookup));
}
