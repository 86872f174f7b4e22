import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResetPasswordInput } from '@shared/auth/schemas';
import { client, data } from '@web/lib/api-client';
import { broadcastAuthEvent } from '@web/lib/auth/auth-events';
import { setSignedOut } from '@web/lib/auth/session';
import { forgetOfflineData } from '@web/lib/offline/forget';
import { forgetPushSubscription } from '@web/lib/push/forget-subscription';

export type ResetPasswordRequest = ResetPasswordInput & { token: string };

/** Sets the new password; every session of that user ends, so this browser is signed out too. */
export const resetPassword = (input: ResetPasswordRequest) =>
  data(client.account['reset-password'].$post({ json: input }));

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: () => {
      // The other tabs share this browser's cookie, which the server has just revoked.
      setSignedOut(queryClient);
      broadcastAuthEvent('SIGNED_OUT');
      // Changes queued offline on this device stay for their user's next sign-in (decision 237).
      void forgetOfflineData({ keepQueue: true });
      // The session ended with the reset: only the browser's subscription can end (decision 273).
      void forgetPushSubscription({ tellServer: false });
    },
  });
}
