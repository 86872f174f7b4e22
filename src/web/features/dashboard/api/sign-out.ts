import { useMutation } from '@tanstack/react-query';
import { client, data } from '@web/lib/api-client';

/** Ends the session on the server and clears the cookie. */
export const signOut = () => data(client.account['sign-out'].$post());

export function useSignOut() {
  return useMutation({
    mutationFn: signOut,
    // A 401 here means the session had already ended: that is a sign-out, not "session expired".
    meta: { ignoreUnauthorized: true },
  });
}
