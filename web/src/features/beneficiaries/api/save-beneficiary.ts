import type { Beneficiary, BeneficiaryPayload } from '@powerpay/shared';
import { SUCCESS_MESSAGES } from '@powerpay/shared/messages';
import { useMutation } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';

/**
 * POST /beneficiary: saves a verified meter (the same meter and provider again updates that entry).
 * Answers the entry and the server's message: "New Beneficiary Added", or "Beneficiary updated" for a
 * meter already saved (decision 020).
 */
export async function saveBeneficiary(
  payload: BeneficiaryPayload,
): Promise<{ beneficiary: Beneficiary; message: string }> {
  const envelope = await apiRequest<Beneficiary>({ method: 'POST', path: '/beneficiary', body: payload });
  return { beneficiary: envelope.data, message: envelope.msg || SUCCESS_MESSAGES.beneficiaryAdded };
}

export function useSaveBeneficiary() {
  return useMutation({ mutationFn: saveBeneficiary });
}
