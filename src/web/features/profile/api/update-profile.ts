import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile } from '@shared/auth/api-types';
import type { UpdateProfileInput } from '@shared/profile/schemas';
import { api } from '@web/lib/api';
import { setSessionProfile } from '@web/lib/auth/session';

/** Names, username and both privacy switches, stored exactly as sent (a false stays false). */
export const updateProfile = (input: UpdateProfileInput) => api.patch<Profile>('/api/profile', input);

/** The saved profile goes straight into the session cache: the avatar menu shows it at once. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => setSessionProfile(queryClient, profile),
  });
}
