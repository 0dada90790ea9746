import type { User } from '@powerpay/shared';
import type { EmailChangeInput, EmailConfirmation } from '@powerpay/shared/email-confirmation';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { updateSessionUser } from '@/lib/session';

/** POST /auth/confirm-email: spends the link's token; its page shows any refusal itself (no toast). */
export function confirmEmail(token: string): Promise<EmailConfirmation> {
  return api.post<EmailConfirmation>('/auth/confirm-email', { token }, { silent: true });
}

/** POST /user/email/resend: the confirmation link again (three an hour). */
export function resendEmailConfirmation(): Promise<null> {
  return api.post<null>('/user/email/resend');
}

/** POST /user/email with the new address and the password: the user, now with `pending_email`. */
export function requestEmailChange(input: EmailChangeInput): Promise<User> {
  return api.post<User>('/user/email', input);
}

/** Asks for the change, then shows the waiting address everywhere in place. */
export function useRequestEmailChange() {
  const queryClient = useQueryClient();

  return useMutation({
    mutationFn: requestEmailChange,
    onSuccess: async (user) => {
      updateSessionUser(user);
      await queryClient.invalidateQueries({ queryKey: ['user'] });
    },
  });
}
