import type { StaffMember } from '@powerpay/shared/ops';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { opsKeys } from './query-keys';

/** GET /ops/staff. */
export const getStaff = () => api.get<StaffMember[]>('/ops/staff');

export function useStaff() {
  return useQuery({ queryKey: opsKeys.staff(), queryFn: getStaff });
}

/** POST /ops/staff and DELETE /ops/staff/:id. */
export const grantStaff = (email: string) => api.post<StaffMember>('/ops/staff', { email });
export const revokeStaff = (id: string) => api.delete<StaffMember>(`/ops/staff/${id}`);

export function useStaffChanges() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: opsKeys.staff() });
  return {
    grant: useMutation({ mutationFn: grantStaff, onSuccess }),
    revoke: useMutation({ mutationFn: revokeStaff, onSuccess }),
  };
}
