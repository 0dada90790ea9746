import type { ListMeta } from '@powerpay/shared';
import type { ContactMessage } from '@powerpay/shared/ops';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api, apiRequest } from '@/lib/api-client';

import { opsKeys } from './query-keys';

export type MessageFilters = { handled: '' | 'true' | 'false'; page: number };

/** GET /ops/messages. */
export async function getMessages(filters: MessageFilters) {
  const envelope = await apiRequest<ContactMessage[]>({
    method: 'GET',
    path: '/ops/messages',
    query: { ...filters, limit: 20 },
  });
  return { messages: envelope.data, meta: envelope.meta as ListMeta | undefined };
}

export function useMessages(filters: MessageFilters) {
  return useQuery({
    queryKey: opsKeys.messages(filters),
    queryFn: () => getMessages(filters),
    placeholderData: keepPreviousData,
  });
}

/** PATCH /ops/messages/:id. */
export const updateMessage = ({ id, handled }: { id: string; handled: boolean }) =>
  api.patch<ContactMessage>(`/ops/messages/${id}`, { handled });

export function useUpdateMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['ops', 'messages'] }),
  });
}
