import { useQuery } from '@tanstack/react-query';

import { useSession } from '@/lib/session';

import { auditRecordQueryOptions } from './audit-record-query';

/** One of the customer's responses, once signed in. */
export function useAuditRecord(id: string) {
  const { isSignedIn } = useSession();

  return useQuery({ ...auditRecordQueryOptions(id), enabled: isSignedIn && id !== '' });
}
