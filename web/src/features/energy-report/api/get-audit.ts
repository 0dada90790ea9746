import type { AuditRecord } from '@powerpay/shared';
import { useQuery } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';

/** GET /auditForm/:id: one of the customer's responses; the report is computed from it in the browser. */
export function useAuditRecord(id: string) {
  const { isSignedIn } = useSession();

  return useQuery({
    queryKey: ['energy-report', id],
    queryFn: async () => (await apiRequest<AuditRecord>({ method: 'GET', path: `/auditForm/${encodeURIComponent(id)}`, silent: true })).data,
    enabled: isSignedIn && id !== '',
    retry: false,
  });
}
