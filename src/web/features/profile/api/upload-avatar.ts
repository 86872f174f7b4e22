import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile } from '@shared/auth/api-types';
import { IMAGE_UPLOAD_FIELD } from '@shared/kits/schemas';
import { api } from '@web/lib/api';
import { setSessionProfile } from '@web/lib/auth/session';

/** Replaces the profile picture (the server re-encodes it and drops its metadata). */
export function uploadAvatar(file: File) {
  const form = new FormData();
  form.append(IMAGE_UPLOAD_FIELD, file);
  return api.upload<Profile>('PUT', '/api/profile/avatar', form);
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: (profile) => setSessionProfile(queryClient, profile),
  });
}
