import type { VerificationResult, VerifyMeterInput } from '@powerpay/shared';
import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** POST /purchase/verify (the same call the purchase form uses): `{ Customer_Name }` or `{ error }`. */
export function verifyBeneficiaryMeter(input: VerifyMeterInput): Promise<VerificationResult> {
  return api.post<VerificationResult>('/purchase/verify', input);
}

export function useVerifyBeneficiaryMeter() {
  return useMutation({ mutationFn: verifyBeneficiaryMeter });
}
