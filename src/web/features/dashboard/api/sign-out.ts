import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api';

/** Ends the session on the server and clears the cookie. */
export const signOut = () => api.post<{ ok: true }>('/api/account/sign-out');

export function useSignOut() {
  return useMutation({
    mutationFn: signOut,
    // A 401 here means the session had already ended: that is a sign-out, not "session expired".
    meta: { ignoreUnauthorized: true },
  });
}
