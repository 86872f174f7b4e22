import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignIn } from '@shared/auth/schemas';
import { client, data } from '@web/lib/api-client';
import { broadcastAuthEvent } from '@web/lib/auth/auth-events';
import { sessionQueryKey } from '@web/lib/auth/session';

/**
 * Email and password; the answer sets the session cookie and says who is now signed in, or,
 * with two-factor sign-in on, `{ twoFactorRequired: true }`: the code comes next (verify-two-factor.ts).
 */
export const signIn = (input: SignIn) => data(client.account['sign-in'].$post({ json: input }));

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (answer) => {
      if ('twoFactorRequired' in answer) return;
      queryClient.setQueryData(sessionQueryKey, answer);
      broadcastAuthEvent('SIGNED_IN');
    },
  });
}
