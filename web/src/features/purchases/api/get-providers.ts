import type { Provider } from '@powerpay/shared';
import { DISCO_PROVIDERS } from '@powerpay/shared/display';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { purchaseKeys } from './query-keys';

/** The DisCos with their marks, as the API lists them: what the app shows while the list loads or if it cannot load. */
export const FALLBACK_PROVIDERS: Provider[] = [...DISCO_PROVIDERS];

/** GET /purchase/provider. Failures are silent (docs/product.md §7). */
export function getProviders(): Promise<Provider[]> {
  return api.get<Provider[]>('/purchase/provider', { silent: true });
}

export function providersQueryOptions() {
  return queryOptions({
    queryKey: purchaseKeys.providers(),
    queryFn: getProviders,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The providers, falling back to the built-in DisCo list so the form always works. */
export function useProviders(): Provider[] {
  const { data } = useQuery(providersQueryOptions());

  return data && data.length > 0 ? data : FALLBACK_PROVIDERS;
}

/** The provider of a serviceID, or a stand-in carrying just the id. */
export function findProvider(providers: Provider[], serviceID: string): Provider {
  return (
    providers.find((provider) => provider.serviceID === serviceID) ?? {
      name: serviceID,
      serviceID,
      image: '',
    }
  );
}
