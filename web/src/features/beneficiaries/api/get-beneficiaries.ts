import { HISTORY_PAGE_SIZE, type Beneficiary } from '@powerpay/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';

import { beneficiaryKeys, type BeneficiaryListQuery } from './query-keys';

export type BeneficiaryPage = { items: Beneficiary[]; page: number; limit: number; total: number };

export const BENEFICIARY_PAGE_SIZE = HISTORY_PAGE_SIZE;

/** GET /beneficiary: one page of the customer's saved meters, newest first, with the total count. */
export async function getBeneficiaries({
  page,
  limit,
  name,
}: BeneficiaryListQuery): Promise<BeneficiaryPage> {
  const { data, meta } = await apiRequest<Beneficiary[]>({
    method: 'GET',
    path: '/beneficiary',
    query: { page, limit, name: name.trim() },
  });
  const items = Array.isArray(data) ? data : [];
  const total = typeof meta?.total === 'number' ? meta.total : items.length;

  return { items, page, limit, total };
}

export function beneficiariesQueryOptions(query: BeneficiaryListQuery) {
  return queryOptions({
    queryKey: beneficiaryKeys.list(query),
    queryFn: () => getBeneficiaries(query),
    // Paging keeps the previous rows on screen until the next page arrives (no flash of the empty state).
    placeholderData: keepPreviousData,
  });
}

/** The list loads only when a user exists (docs/product.md §4). */
export function useBeneficiaries(query: BeneficiaryListQuery) {
  const { isSignedIn } = useSession();

  return useQuery({ ...beneficiariesQueryOptions(query), enabled: isSignedIn });
}
