import { HISTORY_PAGE_SIZE, type AuditRecord } from '@powerpay/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import { withLoader } from '@/lib/loader';
import { useSession } from '@/lib/session';

import { auditKeys } from './query-keys';

/** The first specification left the audit history page size open; it pages like the purchase history. */
export const AUDIT_PAGE_SIZE = HISTORY_PAGE_SIZE;

export type AuditPage = { items: AuditRecord[]; page: number; limit: number; total: number };

/** GET /auditForm: one page of the customer's responses, newest first, with the global loader on (docs/product.md §7). */
export async function getAudits(page: number): Promise<AuditPage> {
  const { data, meta } = await withLoader(
    apiRequest<AuditRecord[]>({ method: 'GET', path: '/auditForm', query: { page, limit: AUDIT_PAGE_SIZE } }),
  );
  const items = Array.isArray(data) ? data : [];
  const total = typeof meta?.total === 'number' ? meta.total : items.length;

  return { items, page, limit: AUDIT_PAGE_SIZE, total };
}

export function auditsQueryOptions(page: number) {
  return queryOptions({
    queryKey: auditKeys.list(page),
    queryFn: () => getAudits(page),
    placeholderData: keepPreviousData,
  });
}

/** The history loads only when a user exists (docs/product.md §6). */
export function useAudits(page: number) {
  const { isSignedIn } = useSession();

  return useQuery({ ...auditsQueryOptions(page), enabled: isSignedIn });
}
