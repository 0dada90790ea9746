import type { VerificationResult, VerifyMeterInput } from '@powerpay/shared';
import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { withLoader } from '@/lib/loader';

/** POST /purchase/verify: `{ Customer_Name }` when the meter is known, `{ error }` otherwise. */
export function verifyMeter(input: VerifyMeterInput): Promise<VerificationResult> {
  return api.post<VerificationResult>('/purchase/verify', input);
}

export function useVerifyMeter() {
  // The global loader runs with the button's Verifying Details... (docs/ARCHITECTURE.md, "Budgets and quality bars").
  return useMutation({ mutationFn: (input: VerifyMeterInput) => withLoader(verifyMeter(input)) });
}
