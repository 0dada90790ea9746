import type { AuditRecord } from '@powerpay/shared';
import { queryOptions } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';

/** GET /auditForm/:id: one of the customer's responses; the report is computed from it in the browser. */
export function auditRecordQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['energy-report', id],
    queryFn: async () =>
      (
        await apiRequest<AuditRecord>({
          method: 'GET',
          path: `/auditForm/${encodeURIComponent(id)}`,
          silent: true,
        })
      ).data,
    retry: false,
  });
}
