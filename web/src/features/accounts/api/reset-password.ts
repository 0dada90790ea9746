import type { ResetPasswordInput } from '@powerpay/shared';
import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** POST /auth/reset-password: sets the new password from the e-mailed link; every session is signed out. */
export function resetPassword(input: ResetPasswordInput): Promise<null> {
  return api.post<null>('/auth/reset-password', input);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
