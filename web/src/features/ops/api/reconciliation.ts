import { toReconciliationCsv, type Reconciliation } from '@powerpay/shared/ops';
import { useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { opsKeys } from './query-keys';

/** GET /ops/reconciliation?date=. */
export const getReconciliation = (date: string) =>
  api.get<Reconciliation>('/ops/reconciliation', { query: { date } });

export function useReconciliation(date: string) {
  return useQuery({
    queryKey: opsKeys.reconciliation(date),
    queryFn: () => getReconciliation(date),
    enabled: date !== '',
  });
}

/**
 * Saves the day's rows on screen as CSV (the same writer as GET /ops/reconciliation.csv), so the file
 * always matches the totals the operator is looking at.
 */
export function saveReconciliationCsv(reconciliation: Reconciliation): void {
  const blob = new Blob([toReconciliationCsv(reconciliation.rows)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `powerpay-${reconciliation.date}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
