import { toReconciliationCsv, type Reconciliation } from '@powerpay/shared/ops';
import { useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

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
  saveFile({
    blob: new Blob([toReconciliationCsv(reconciliation.rows)], { type: 'text/csv;charset=utf-8' }),
    fileName: `powerpay-${reconciliation.date}.csv`,
  });
}
