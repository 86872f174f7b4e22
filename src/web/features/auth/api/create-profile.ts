import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompleteProfileInput } from '@shared/auth/schemas';
import { client, data } from '@web/lib/api-client';
import { setSessionProfile } from '@web/lib/auth/session';

/** The profile row that makes a signed-in user an operative (docs/product.md#completing-the-profile). */
export const createProfile = (input: CompleteProfileInput) => data(client.profile.$post({ json: input }));

export function useCreateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProfile,
    onSuccess: (profile) => setSessionProfile(queryClient, profile),
  });
}
