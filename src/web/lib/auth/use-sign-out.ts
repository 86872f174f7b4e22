import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { signOut } from '@web/lib/auth/sign-out';

/** How long a sign-out waits for the page's requests in flight before it ends the session anyway. */
const SETTLE_MS = 3000;

/**
 * Before the session ends, nothing more is asked of the server in its name: the offline sync
 * stops (it follows changes with requests of its own a second later: seen, the emergency answer
 * refreshed after the dashboard's readiness arrived, meeting the ended session with a 401), and
 * the page's requests already in flight are answered first (up to SETTLE_MS).
 */
async function quiet(queryClient: QueryClient) {
  // Loaded already whenever a sync runs (it is started through the same import).
  await import('@web/lib/offline/device').then((m) => m.stopOfflineSyncForSignOut()).catch(() => undefined);
  const deadline = Date.now() + SETTLE_MS;
  while (queryClient.isFetching() > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await quiet(queryClient);
      return signOut();
    },
    // Offline it must fail at once rather than wait, paused, for the connection: the sign-out
    // goes on without the server (the device is cleared, the page leaves).
    networkMode: 'always',
    // A 401 here means the session had already ended: that is a sign-out, not "session expired".
    meta: { ignoreUnauthorized: true },
  });
}
