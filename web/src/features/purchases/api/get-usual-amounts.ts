import type { UsualAmounts } from '@powerpay/shared';
import { useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';

import { purchaseKeys } from './query-keys';

/** GET /purchase/usual-amounts: what the signed-in customer buys most often, overall and per meter. */
export function useUsualAmounts() {
  const { isSignedIn } = useSession();
  return useQuery({
    queryKey: purchaseKeys.usualAmounts(),
    queryFn: () => api.get<UsualAmounts>('/purchase/usual-amounts'),
    enabled: isSignedIn,
    staleTime: 5 * 60_000,
  });
}
