import type { ReminderSettingsInput, User } from '@powerpay/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { updateSessionUser } from '@/lib/session';

/** PATCH /user with reminder, reminder_frequency and reminder_day: the updated user. */
export function updateReminderSettings(input: ReminderSettingsInput): Promise<User> {
  return api.patch<User>('/user', input);
}

export function useUpdateReminderSettings() {
  const queryClient = useQueryClient();

  return useMutation({
    mutationFn: updateReminderSettings,
    onSuccess: async (user) => {
      updateSessionUser(user);
      await queryClient.invalidateQueries({ queryKey: ['user'] });
    },
  });
}
