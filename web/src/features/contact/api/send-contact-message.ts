import type { ContactInput } from '@powerpay/shared/contact-form';
import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** What POST /contact answers in `data`: the stored message's id and time. */
export type SentContactMessage = { id: string; created_at: string };

/** POST /contact: stores the message and e-mails it to support. */
export function sendContactMessage(input: ContactInput): Promise<SentContactMessage> {
  return api.post<SentContactMessage>('/contact', input);
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
