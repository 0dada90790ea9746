import type { ListMeta } from '@powerpay/shared';
import type { Lead, LeadStatus } from '@powerpay/shared/ops';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api, apiRequest } from '@/lib/api-client';

import { opsKeys } from './query-keys';

export type LeadFilters = { status: string; page: number };

/** GET /ops/leads. */
export async function getLeads(filters: LeadFilters) {
  const envelope = await apiRequest<Lead[]>({
    method: 'GET',
    path: '/ops/leads',
    query: { ...filters, limit: 20 },
  });
  return { leads: envelope.data, meta: envelope.meta as ListMeta | undefined };
}

export function useLeads(filters: LeadFilters) {
  return useQuery({
    queryKey: opsKeys.leads(filters),
    queryFn: () => getLeads(filters),
    placeholderData: keepPreviousData,
  });
}

/** PATCH /ops/leads/:id. */
export const updateLead = ({ id, status, notes }: { id: string; status: LeadStatus; notes: string }) =>
  api.patch<Lead>(`/ops/leads/${id}`, { status, notes });

export function useUpdateLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['ops', 'leads'] }),
  });
}
