import type { ListMeta } from '@powerpay/shared';
import type { OpsPurchase } from '@powerpay/shared/ops';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';

import { opsKeys } from './query-keys';

/** The search form's values; empty strings mean no filter. */
export type OpsPurchaseFilters = {
  q: string;
  status: string;
  provider: string;
  from: string;
  to: string;
  page: number;
};

/** GET /ops/purchases. */
export async function getOpsPurchases(filters: OpsPurchaseFilters) {
  const envelope = await apiRequest<OpsPurchase[]>({
    method: 'GET',
    path: '/ops/purchases',
    query: { ...filters, limit: 20 },
  });
  return { purchases: envelope.data, meta: envelope.meta as ListMeta | undefined };
}

export function useOpsPurchases(filters: OpsPurchaseFilters) {
  return useQuery({
    queryKey: opsKeys.purchases(filters),
    queryFn: () => getOpsPurchases(filters),
    placeholderData: keepPreviousData,
  });
}
