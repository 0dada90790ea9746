import type { AuditRecord } from '@powerpay/shared';
import { useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** GET /ops/leads/:id/report: a lead's response, for the staff's read-only report (the server logs the view). */
export const getLeadReport = (id: string) =>
  api.get<AuditRecord>(`/ops/leads/${encodeURIComponent(id)}/report`);

export function useLeadReport(id: string) {
  return useQuery({ queryKey: ['ops', 'lead-report', id], queryFn: () => getLeadReport(id), retry: false });
}
