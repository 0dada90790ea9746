import { SUCCESS_MESSAGES } from '@powerpay/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { notify } from '@/lib/toast';

import { beneficiaryKeys } from './query-keys';

/** DELETE /beneficiary/{id}. */
export function deleteBeneficiary(id: string): Promise<null> {
  return api.delete<null>(`/beneficiary/${encodeURIComponent(id)}`);
}

/** Deletes, toasts, and refreshes every beneficiary list in place. */
export function useDeleteBeneficiary() {
  const queryClient = useQueryClient();

  return useMutation({
    mutationFn: deleteBeneficiary,
    onSuccess: async () => {
      notify.success(SUCCESS_MESSAGES.beneficiaryDeleted);
      await queryClient.invalidateQueries({ queryKey: beneficiaryKeys.all });
    },
  });
}
