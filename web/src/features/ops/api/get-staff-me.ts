import type { StaffMember } from '@powerpay/shared/ops';
import { useQuery } from '@tanstack/react-query';

import { apiGetResponse } from '@/lib/api-client';
import { useSession } from '@/lib/session';

import { opsKeys } from './query-keys';

export type StaffCheck = { kind: 'staff'; staff: StaffMember } | { kind: 'refused'; message: string };

/**
 * GET /ops/me, outside the API client's global handling: a customer's 403 here must not sign them out
 * the way it does for a dead session.
 */
export async function getStaffMe(): Promise<StaffCheck> {
  const response = await apiGetResponse('/ops/me');
  const body = (await response.json().catch(() => null)) as { msg?: string; data?: StaffMember } | null;
  if (response.ok && body?.data) return { kind: 'staff', staff: body.data };
  return { kind: 'refused', message: body?.msg ?? 'Something went wrong. Please try again.' };
}

export function useStaffMe() {
  const { token, isSignedIn } = useSession();
  return useQuery({
    queryKey: opsKeys.me(token),
    queryFn: getStaffMe,
    enabled: isSignedIn,
    staleTime: 60_000,
  });
}
