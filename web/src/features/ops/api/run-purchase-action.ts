import type { OpsPurchaseDetail } from '@powerpay/shared/ops';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { opsKeys } from './query-keys';

export type PurchaseAction = 'requery' | 'resend' | 'refund' | 'close';

/** POST /ops/purchases/:ref/<action> (close takes a note). */
export const runPurchaseAction = ({
  ref,
  action,
  note,
}: {
  ref: string;
  action: PurchaseAction;
  note?: string;
}) =>
  api.post<OpsPurchaseDetail>(
    `/ops/purchases/${encodeURIComponent(ref)}/${action}`,
    action === 'close' ? { note } : undefined,
  );

export function useRunPurchaseAction(ref: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { action: PurchaseAction; note?: string }) => runPurchaseAction({ ref, ...input }),
    onSuccess: (detail) => {
      queryClient.setQueryData(opsKeys.purchase(ref), detail);
      void queryClient.invalidateQueries({ queryKey: opsKeys.all, refetchType: 'none' });
    },
  });
}
