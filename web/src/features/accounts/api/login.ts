import type { LoginInput, Session } from '@powerpay/shared';
import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** POST /auth/login: the user's fields plus the access token. */
export function logIn(input: LoginInput): Promise<Session> {
  return api.post<Session>('/auth/login', input);
}

export function useLogIn() {
  return useMutation({ mutationFn: logIn });
}
