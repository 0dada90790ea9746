import type { VerificationResult, VerifyMeterInput } from '@powerpay/shared';
import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** POST /purchase/verify: `{ Customer_Name }` when the meter is known, `{ error }` otherwise. */
export function verifyMeter(input: VerifyMeterInput): Promise<VerificationResult> {
  return api.post<VerificationResult>('/purchase/verify', input);
}

export function useVerifyMeter() {
  return useMutation({ mutationFn: verifyMeter });
}
