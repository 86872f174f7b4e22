import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionInfo } from '@shared/auth/api-types';
import type { SignIn } from '@shared/auth/schemas';
import { api } from '@web/lib/api';
import { broadcastAuthEvent } from '@web/lib/auth/auth-events';
import { sessionQueryKey } from '@web/lib/auth/session';

/** Email and password; the answer sets the session cookie and says who is now signed in. */
export const signIn = (input: SignIn) => api.post<SessionInfo>('/api/account/sign-in', input);

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
