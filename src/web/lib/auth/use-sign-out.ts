import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { signOut } from '@web/lib/auth/sign-out';

/** How long a sign-out waits for the page's requests in flight before it ends the session anyway. */
const SETTLE_MS = 3000;

/**
 * The page's requests already in flight are answered first (up to SETTLE_MS): one sent just before
 * the session ends would otherwise meet it ended and fail with a 401 (seen: the emergency
 * screen's answer, refreshed a second after the dashboard's readiness arrived).
 */
async function settled(queryClient: QueryClient) {
  const deadline = Date.now() + SETTLE_MS;
  while (queryClient.isFetching() > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await settled(queryClient);
      return signOut();
    },
    // Offline it must fail at once rather than wait, paused, for the connection: the sign-out
    // goes on without the server (the device is cleared, the page leaves).
    networkMode: 'always',
    // A 401 here means the session had already ended: that is a sign-out, not "session expired".
    meta: { ignoreUnauthorized: true },
  });
}
