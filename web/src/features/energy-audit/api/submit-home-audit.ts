import type { AuditRecord, HomeAuditInput } from '@powerpay/shared';
import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** POST /auditForm/home: SPEC.md's field names, `appliances` as 'true' or 'false'. */
export function submitHomeAudit(payload: HomeAuditInput): Promise<AuditRecord> {
  return api.post<AuditRecord>('/auditForm/home', payload);
}

export function useSubmitHomeAudit() {
  return useMutation({ mutationFn: submitHomeAudit });
}
