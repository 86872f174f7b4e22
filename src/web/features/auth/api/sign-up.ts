import { useMutation } from '@tanstack/react-query';
import type { SignUpInput } from '@shared/auth/schemas';
import { client, data } from '@web/lib/api-client';

/** Creates the account and sends the verification email; the user is not signed in yet. */
export const signUp = (input: SignUpInput) => data(client.account['sign-up'].$post({ json: input }));

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
