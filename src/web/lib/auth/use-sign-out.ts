import { useMutation } from '@tanstack/react-query';
import { signOut } from '@web/lib/auth/sign-out';

export function useSignOut() {
  return useMutation({
    mutationFn: signOut,
    // Offline it must fail at once rather than wait, paused, for the connection: the sign-out
    // goes on without the server (the device is cleared, the page leaves).
    networkMode: 'always',
    // A 401 here means the session had already ended: that is a sign-out, not "session expired".
    meta: { ignoreUnauthorized: true },
  });
}
