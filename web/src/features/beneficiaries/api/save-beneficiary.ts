import type { Beneficiary, BeneficiaryPayload } from '@powerpay/shared';
import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** POST /beneficiary: saves a verified meter (the same meter and provider again updates that entry). */
export function saveBeneficiary(payload: BeneficiaryPayload): Promise<Beneficiary> {
  return api.post<Beneficiary>('/beneficiary', payload);
}

export function useSaveBeneficiary() {
  return useMutation({ mutationFn: saveBeneficiary });
}
