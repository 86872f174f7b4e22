import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile } from '@shared/auth/api-types';
import { api } from '@web/lib/api';
import { setSessionProfile } from '@web/lib/auth/session';

/** Back to the initials; the server deletes the file. */
export const removeAvatar = () => api.delete<Profile>('/api/profile/avatar');

export function useRemoveAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAvatar,
    onSuccess: (profile) => setSessionProfile(queryClient, profile),
  });
}
