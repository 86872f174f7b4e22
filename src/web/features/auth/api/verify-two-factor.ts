import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VerifyTwoFactorInput } from '@shared/account/two-factor';
import { client, data } from '@web/lib/api-client';
import { broadcastAuthEvent } from '@web/lib/auth/auth-events';
import { sessionQueryKey } from '@web/lib/auth/session';

/** Sign-in's second step: a code from the authenticator app or a recovery code; signs in. */
export const verifyTwoFactor = (json: VerifyTwoFactorInput) =>
  data(client.account['two-factor'].verify.$post({ json }));

export function useVerifyTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyTwoFactor,
    onSuccess: (session) => {
      queryClient.setQueryData(sessionQueryKey, session);
      broadcastAuthEvent('SIGNED_IN');
    },
  });
}
