import type { Reconciliation } from '@powerpay/shared/ops';
import { useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { appStore } from '@/lib/app-state';

import { opsKeys } from './query-keys';

/** GET /ops/reconciliation?date=. */
export const getReconciliation = (date: string) => api.get<Reconciliation>('/ops/reconciliation', { query: { date } });

export function useReconciliation(date: string) {
  return useQuery({ queryKey: opsKeys.reconciliation(date), queryFn: () => getReconciliation(date), enabled: date !== '' });
}

/** GET /ops/reconciliation.csv?date=, saved as a file (the Bearer token rules out a plain link). */
export async function downloadReconciliationCsv(date: string): Promise<void> {
  const { apiBaseUrl, token } = appStore.getState();
  const response = await fetch(`${apiBaseUrl}/ops/reconciliation.csv?date=${encodeURIComponent(date)}`, {
    headers: { Authorization: `Bearer ${token ?? ''}` },
  });
  if (!response.ok) throw new Error('The CSV could not be exported. Please try again.');

  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `powerpay-${date}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
