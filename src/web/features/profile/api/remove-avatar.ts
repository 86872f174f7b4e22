import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, data } from '@web/lib/api-client';
import { setSessionProfile } from '@web/lib/auth/session';

/** Back to the initials; the server deletes the file. */
export const removeAvatar = () => data(client.profile.avatar.$delete());

export function useRemoveAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAvatar,
    onSuccess: (profile) => setSessionProfile(queryClient, profile),
  });
}
