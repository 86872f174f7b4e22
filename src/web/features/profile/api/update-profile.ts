import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateProfileInput } from '@shared/profile/schemas';
import { client, data } from '@web/lib/api-client';
import { setSessionProfile } from '@web/lib/auth/session';

/** Names, username and both privacy switches, stored exactly as sent (a false stays false). */
export const updateProfile = (input: UpdateProfileInput) => data(client.profile.$patch({ json: input }));

/** The saved profile goes straight into the session cache: the avatar menu shows it at once. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => setSessionProfile(queryClient, profile),
  });
}
