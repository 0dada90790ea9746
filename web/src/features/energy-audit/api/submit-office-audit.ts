import type { AuditRecord, OfficeAuditInput } from '@powerpay/shared';
import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** POST /auditForm/office: both steps' answers under SPEC.md's field names. */
export function submitOfficeAudit(payload: OfficeAuditInput): Promise<AuditRecord> {
  return api.post<AuditRecord>('/auditForm/office', payload);
}

export function useSubmitOfficeAudit() {
  return useMutation({ mutationFn: submitOfficeAudit });
}
