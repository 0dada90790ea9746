import type { Today } from '@powerpay/shared/ops';
import { useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { opsKeys } from './query-keys';

/** GET /ops/today. */
export const getToday = () => api.get<Today>('/ops/today');

export function useToday() {
  return useQuery({ queryKey: opsKeys.today(), queryFn: getToday, refetchInterval: 60_000 });
}
