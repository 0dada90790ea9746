import { withoutUnanswered, type AuditRecord, type HomeAuditInput } from '@powerpay/shared';
import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** POST /auditForm/home: the field names of docs/product.md §3 (optional questions left blank are not sent), `appliances` as 'true' or 'false'. */
export function submitHomeAudit(payload: HomeAuditInput): Promise<AuditRecord> {
  return api.post<AuditRecord>('/auditForm/home', withoutUnanswered(payload));
}

export function useSubmitHomeAudit() {
  return useMutation({ mutationFn: submitHomeAudit });
}
