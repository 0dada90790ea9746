import type { FindPurchaseInput, FoundPurchase } from '@powerpay/shared';
import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** POST /purchase/find: where the receipt of a reference and phone pair is shown (silent: the form words a mismatch itself). */
export function findPurchase(input: FindPurchaseInput): Promise<FoundPurchase> {
  return api.post<FoundPurchase>('/purchase/find', input, { silent: true });
}

export function useFindPurchase() {
  return useMutation({ mutationFn: findPurchase });
}
