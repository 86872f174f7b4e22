import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignIn } from '@shared/auth/schemas';
import { client, data } from '@web/lib/api-client';
import { broadcastAuthEvent } from '@web/lib/auth/auth-events';
import { sessionQueryKey } from '@web/lib/auth/session';

/** Email and password; the answer sets the session cookie and says who is now signed in. */
export const signIn = (input: SignIn) => data(client.account['sign-in'].$post({ json: input }));

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (session) => {
      queryClient.setQueryData(sessionQueryKey, session);
      broadcastAuthEvent('SIGNED_IN');
    },
  });
}
