import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Profile, SessionInfo } from '@shared/auth/api-types';
import { CLIENT_ERROR_CODES, isApiError } from '@web/lib/api';
import { client, data } from '@web/lib/api-client';
import { subscribeConnectivity, isOnline } from '@web/lib/offline/connectivity';
import { offlineUser } from '@web/lib/offline/marker';
import { sessionQueryKey } from './session-key';

export { sessionQueryKey };

/**
 * Who is signed in, from the httpOnly session cookie the page can never read. The server always
 * answers 200 (`user: null` when signed out), so this query only fails when the API is unreachable.
 */
export const getSession = (signal?: AbortSignal) => data(client.account.session.$get(undefined, { init: { signal } }));

/**
 * The session check. Offline (no answer from the API) with a user's data kept on this device,
 * the kept session answers and the kept queries are put back (decision 081), and the check runs
 * again as soon as the connection is back. An answer naming nobody or someone else drops what
 * was kept.
 */
/** What belongs to a household (docs/product.md#households): dropped when the user's household changed. */
const HOUSEHOLD_QUERY_ROOTS = [
  'resources',
  'readiness',
  'family-plan',
  'emergency',
  'incidents',
  'household',
  'alerts',
] as const;

async function checkSession(queryClient: QueryClient, signal: AbortSignal): Promise<SessionInfo> {
  // The household of the session as this page last knew it (or as the device kept it).
  const previous = queryClient.getQueryData<SessionInfo>(sessionQueryKey);
  const before = previous?.household?.id ?? null;
  let session: SessionInfo;
  try {
    session = await getSession(signal);
  } catch (err) {
    if (!isApiError(err, CLIENT_ERROR_CODES.network) || !offlineUser()) throw err;
    const { restoreOfflineSession } = await import('@web/lib/offline/device');
    const kept = await restoreOfflineSession(queryClient).catch(() => undefined);
    if (!kept) throw err;
    const stop = subscribeConnectivity(() => {
      if (!isOnline()) return;
      stop();
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    });
    return kept;
  }
  // The session this page had ended elsewhere (expired, signed out in another browser, a password
  // reset): this browser's notifications end (decision 273). The server would answer 401 now; its
  // row goes at the next push to it. A sign-out in this browser did this before the session ended.
  const left = previous?.user && previous.user.id !== session.user?.id ? previous.user.id : null;
  if (left) {
    void import('@web/lib/push/forget-subscription').then((m) => m.forgetPushSubscription({ tellServer: false }));
  }
  const kept = offlineUser();
  if (kept && kept !== session.user?.id) {
    const offline = await import('@web/lib/offline/device');
    // The sync of the user who left stops first: a save it had due while their copy was being
    // forgotten would write it back afterwards (the page still held their session then).
    if (left) offline.stopOfflineSync(queryClient, left);
    await offline.forgetAllExcept(session.user?.id ?? null);
  }
  // Joined, removed or moved: what was kept of the former household goes, here and (at the next
  // save of the kept copy) on the device; the pages fetch their new household's.
  const now = session.household?.id ?? null;
  if (before !== null && now !== null && before !== now) {
    for (const root of HOUSEHOLD_QUERY_ROOTS) void queryClient.resetQueries({ queryKey: [root] });
  }
  return session;
}

export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: ({ signal, client }) => checkSession(client, signal),
  // It must run offline too (TanStack would pause it): its failure is what the fallback needs.
  networkMode: 'always',
});

export function useSession() {
  return useQuery(sessionQueryOptions);
}

export const SIGNED_OUT: SessionInfo = { user: null, profile: null };

export function setSignedOut(queryClient: QueryClient) {
  queryClient.setQueryData(sessionQueryKey, SIGNED_OUT);
}

export function setSessionProfile(queryClient: QueryClient, profile: Profile) {
  queryClient.setQueryData(sessionQueryKey, (old) => (old ? { ...old, profile } : old));
}

/** The signed-in user's role in their household (null when signed out or not known yet). */
export function useHouseholdRole(): 'owner' | 'editor' | 'viewer' | null {
  return useSession().data?.household?.role ?? null;
}
