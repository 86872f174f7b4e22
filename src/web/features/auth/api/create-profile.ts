import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile } from '@shared/auth/api-types';
import type { CompleteProfileInput } from '@shared/auth/schemas';
import { api } from '@web/lib/api';
import { setSessionProfile } from '@web/lib/auth/session';

/** The profile row that makes a signed-in user an operative (docs/product.md#completing-the-profile). */
export const createProfile = (input: CompleteProfileInput) => api.post<Profile>('/api/profile', input);

export function useCreateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProfile,
    onSuccess: (profile) => setSessionProfile(queryClient, profile),
  });
}
