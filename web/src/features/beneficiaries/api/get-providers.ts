import type { Provider } from '@powerpay/shared';
import { DISCO_PROVIDERS } from '@powerpay/shared/display';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { beneficiaryKeys } from './query-keys';

/** The DisCos with their marks, as the API lists them: offered while the list loads, or if it cannot load. */
const FALLBACK_PROVIDERS: Provider[] = [...DISCO_PROVIDERS];

/** GET /purchase/provider. Failures are silent (docs/product.md §7). */
export function getProviders(): Promise<Provider[]> {
  return api.get<Provider[]>('/purchase/provider', { silent: true });
}

export function providersQueryOptions() {
  return queryOptions({
    queryKey: beneficiaryKeys.providers(),
    queryFn: getProviders,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The providers, falling back to the built-in DisCo list so the form always works. */
export function useProviders(): Provider[] {
  const { data } = useQuery(providersQueryOptions());

  return Array.isArray(data) && data.length > 0 ? data : FALLBACK_PROVIDERS;
}
