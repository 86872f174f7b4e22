import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IMAGE_UPLOAD_FIELD } from '@shared/image-upload';
import { client, data } from '@web/lib/api-client';
import { setSessionProfile } from '@web/lib/auth/session';

/** Replaces the profile picture (the server re-encodes it and drops its metadata). */
export function uploadAvatar(file: File) {
  const form = new FormData();
  form.append(IMAGE_UPLOAD_FIELD, file);
  return data(client.profile.avatar.$put(undefined, { init: { body: form } }));
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: (profile) => setSessionProfile(queryClient, profile),
  });
}
