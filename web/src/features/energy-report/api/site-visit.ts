import type { SiteVisit, SiteVisitRequest } from '@powerpay/shared/site-visit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

const visitKey = (id: string) => ['energy-report', id, 'visit'] as const;
const visitPath = (id: string) => `/auditForm/${encodeURIComponent(id)}/visit`;

/** GET /auditForm/:id/visit: the site visit asked for from this report, or null. */
export function useSiteVisit(id: string) {
  return useQuery({
    queryKey: visitKey(id),
    queryFn: () => api.get<SiteVisit | null>(visitPath(id), { silent: true }),
    retry: false,
  });
}

/** POST /auditForm/:id/visit: asks for the visit; the customer is told by e-mail and SMS. */
export function useRequestSiteVisit(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SiteVisitRequest) => api.post<SiteVisit>(visitPath(id), request),
    onSuccess: (visit) => queryClient.setQueryData(visitKey(id), visit),
  });
}
