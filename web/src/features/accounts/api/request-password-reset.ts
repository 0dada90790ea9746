import type { ForgotPasswordInput } from '@powerpay/shared';
import { useMutation } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';

/** POST /auth/forgot-password: always the same answer, whether or not the account exists. Returns the `msg`. */
export async function requestPasswordReset(input: ForgotPasswordInput): Promise<string> {
  const { msg } = await apiRequest<null>({ method: 'POST', path: '/auth/forgot-password', body: input });
  return msg;
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
