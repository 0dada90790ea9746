import type { RegisterInput, Session } from '@powerpay/shared';
import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** POST /auth/register: the new user's fields plus the access token. */
export function registerAccount(input: RegisterInput): Promise<Session> {
  return api.post<Session>('/auth/register', input);
}

export function useRegisterAccount() {
  return useMutation({ mutationFn: registerAccount });
}
