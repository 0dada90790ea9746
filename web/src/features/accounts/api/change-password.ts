import type { PasswordChangeInput } from '@powerpay/shared';
import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** POST /user/password with newPassword and oldPassword; every other session is signed out. */
export function changePassword(input: PasswordChangeInput): Promise<null> {
  return api.post<null>('/user/password', input);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
