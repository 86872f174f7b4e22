import { useMutation } from '@tanstack/react-query';
import type { SignUpInput } from '@shared/auth/schemas';
import { api } from '@web/lib/api';

/** Creates the account and sends the verification email; the user is not signed in yet. */
export const signUp = (input: SignUpInput) => api.post<{ ok: true }>('/api/account/sign-up', input);

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
