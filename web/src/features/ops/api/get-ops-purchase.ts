import type { OpsPurchaseDetail } from '@powerpay/shared/ops';
import { useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { opsKeys } from './query-keys';

/** GET /ops/purchases/:ref: the purchase, its timeline and the actions that apply. */
export const getOpsPurchase = (ref: string) =>
  api.get<OpsPurchaseDetail>(`/ops/purchases/${encodeURIComponent(ref)}`);

export function useOpsPurchase(ref: string) {
  return useQuery({ queryKey: opsKeys.purchase(ref), queryFn: () => getOpsPurchase(ref) });
}
