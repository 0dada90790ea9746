import { withoutUnanswered, type AuditRecord, type OfficeAuditInput } from '@powerpay/shared';
import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** POST /auditForm/office: both steps' answers under the field names of docs/product.md §3; optional questions left blank are not sent. */
export function submitOfficeAudit(payload: OfficeAuditInput): Promise<AuditRecord> {
  return api.post<AuditRecord>('/auditForm/office', withoutUnanswered(payload));
}

export function useSubmitOfficeAudit() {
  return useMutation({ mutationFn: submitOfficeAudit });
}
