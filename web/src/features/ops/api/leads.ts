import type { ListMeta } from '@powerpay/shared';
import type { Lead, LeadStatus } from '@powerpay/shared/ops';
import type { SiteVisit, SiteVisitUpdate } from '@powerpay/shared/site-visit';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api, apiRequest } from '@/lib/api-client';

import { opsKeys } from './query-keys';

/** `status` and `visit` are empty for all (GET /ops/leads leaves them out). */
export type LeadFilters = { status: string; visit: string; page: number };

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

/** PATCH /ops/leads/:id/visit: schedule (or move), finish or cancel the lead's site visit. */
export const updateLeadVisit = ({ id, update }: { id: string; update: SiteVisitUpdate }) =>
  api.patch<SiteVisit>(`/ops/leads/${id}/visit`, update);

export function useUpdateLeadVisit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLeadVisit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['ops', 'leads'] }),
  });
}
