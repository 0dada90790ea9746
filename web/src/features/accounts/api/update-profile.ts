import type { ProfileUpdateInput, User } from '@powerpay/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { updateSessionUser } from '@/lib/session';

/** PATCH /user with first_name, last_name and phone: the updated user. */
export function updateProfile(input: ProfileUpdateInput): Promise<User> {
  return api.patch<User>('/user', input);
}

/** Saves the profile, then refreshes the user everywhere in place (top bar, account pages). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();

  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (user) => {
      updateSessionUser(user);
      await queryClient.invalidateQueries({ queryKey: ['user'] });
    },
  });
}
