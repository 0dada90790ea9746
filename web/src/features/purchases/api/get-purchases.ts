import type { ListMeta, Transaction } from '@powerpay/shared';
import { HISTORY_PAGE_SIZE } from '@powerpay/shared/constants';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';

import { purchaseKeys, type PurchaseHistoryQuery } from './query-keys';

export type PurchaseHistoryPage = { transactions: Transaction[]; meta: ListMeta | undefined };

/** GET /purchase?limit=10&page=&from=&to=&name=&status= (docs/product.md §12: `page` is sent and applied). */
export async function getPurchases(query: PurchaseHistoryQuery): Promise<PurchaseHistoryPage> {
  const envelope = await apiRequest<Transaction[]>({
    method: 'GET',
    path: '/purchase',
    query: { limit: HISTORY_PAGE_SIZE, ...query },
  });

  return { transactions: envelope.data ?? [], meta: envelope.meta as ListMeta | undefined };
}

export function purchasesQueryOptions({
  query,
  isEnabled,
}: {
  query: PurchaseHistoryQuery;
  isEnabled: boolean;
}) {
  return queryOptions({
    queryKey: purchaseKeys.list(query),
    queryFn: () => getPurchases(query),
    enabled: isEnabled,
    placeholderData: keepPreviousData,
  });
}

/** One page of the signed-in customer's history. */
export function usePurchases({ query, isEnabled }: { query: PurchaseHistoryQuery; isEnabled: boolean }) {
  return useQuery(purchasesQueryOptions({ query, isEnabled }));
}
