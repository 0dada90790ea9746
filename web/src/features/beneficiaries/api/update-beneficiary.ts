import type { Beneficiary, BeneficiaryPayload } from '@powerpay/shared';
import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** PATCH /beneficiary/{id}: the same fields as saving; the server verifies the meter again. */
export function updateBeneficiary({
  id,
  payload,
}: {
  id: string;
  payload: BeneficiaryPayload;
}): Promise<Beneficiary> {
  return api.patch<Beneficiary>(`/beneficiary/${encodeURIComponent(id)}`, payload);
}

export function useUpdateBeneficiary() {
  return useMutation({ mutationFn: updateBeneficiary });
}
