import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, data } from '@web/lib/api-client';
import { broadcastAuthEvent } from '@web/lib/auth/auth-events';
import { getPasskey, type RequestOptions } from '@web/lib/auth/passkey-ceremony';
import { sessionQueryKey } from '@web/lib/auth/session';

/**
 * Sign in with a passkey (decision 0288): the server's challenge, the device's answer, signed in.
 * `afterPassword`: the second step of a password sign-in with two-factor on.
 */
export async function signInWithPasskey({ afterPassword }: { afterPassword: boolean }) {
  const options = await data(client.account.passkeys['sign-in-options'].$post());
  const response = await getPasskey(options as unknown as RequestOptions);
  return data(
    client.account.passkeys['sign-in'].$post({ json: { response, ...(afterPassword ? { afterPassword } : {}) } }),
  );
}

export function useSignInWithPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signInWithPasskey,
    onSuccess: (session) => {
      queryClient.setQueryData(sessionQueryKey, session);
      broadcastAuthEvent('SIGNED_IN');
    },
  });
}
