import { QueryClient } from '@tanstack/react-query';

import { isApiError } from './api-error';

const MAX_NETWORK_RETRIES = 1;

/** Only a dropped connection is worth retrying; an answered request would answer the same again. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  return isApiError(error) && error.isNetworkError && failureCount < MAX_NETWORK_RETRIES;
}

/** The app's query client. The API client already toasts failures, so queries add no error UI of their own. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
      },
      // A send offline fails at once, so the API client says "You appear to be offline…" and the button
      // stops spinning; TanStack's default ('online') held it, spinning without a word until the network
      // came back (docs/product.md §8).
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

/** The single client used by the running app. */
export const queryClient = createQueryClient();
