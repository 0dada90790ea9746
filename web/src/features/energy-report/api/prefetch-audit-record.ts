import { appStore } from '@/lib/app-state';
import { queryClient } from '@/lib/query-client';

/**
 * Starts fetching a response while the report's code downloads (src/app/app-routes.tsx), so the
 * answer is not one more round trip after it: on a phone network each costs a few hundred ms. The
 * query's code is imported here, not statically, to keep it out of every page's entry chunk.
 */
export function prefetchAuditRecord(id: string): void {
  if (!appStore.getState().token || id === '') return;
  void import('./audit-record-query').then(({ auditRecordQueryOptions }) =>
    queryClient.prefetchQuery(auditRecordQueryOptions(id)),
  );
}
