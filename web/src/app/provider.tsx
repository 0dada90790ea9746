import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';

import { ToastHost } from '@/components/toast-host';
import { appStore } from '@/lib/app-state';
import { SESSION_STORAGE_KEY } from '@/lib/session-storage';
import { syncSessionFromStorage } from '@/lib/session';
import { queryClient as appQueryClient } from '@/lib/query-client';

/** App-wide providers: data cache, toasts, and keeping the session consistent across tabs and sign-outs. */
export function AppProvider({
  children,
  queryClient = appQueryClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  useDropUserDataOnSignOut(queryClient);
  useSessionSyncAcrossTabs();

  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ToastHost />
    </QueryClientProvider>
  );
}

// A log-out, a 403 or another tab signing out must not leave the previous user's data in the cache.
function useDropUserDataOnSignOut(queryClient: QueryClient): void {
  useEffect(() => {
    let previousToken = appStore.getState().token;

    return appStore.subscribe(() => {
      const { token } = appStore.getState();
      if (previousToken !== null && token === null) queryClient.clear();
      previousToken = token;
    });
  }, [queryClient]);
}

function useSessionSyncAcrossTabs(): void {
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === SESSION_STORAGE_KEY) syncSessionFromStorage();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
}
