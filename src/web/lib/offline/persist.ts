/**
 * Offline copies of the signed-in user's data (decision 081). Loaded lazily: by RequireSession
 * once a user is signed in, and by the session check when the API cannot be reached while a
 * user's data is kept on this device.
 *
 * - startOfflineSync: while a user is signed in, every successful answer of an offline query
 *   (marker.ts isOfflineQueryKey) is written to IndexedDB (debounced), another user's data is
 *   dropped first, and the queued changes (queues.ts) are sent whenever the connection is (back) up.
 * - restoreOfflineSession: the API is unreachable: put the kept queries back into the query
 *   cache and answer the session check with the kept session.
 *
 * TanStack's persister (persistQueryClientSave/Restore) dehydrates, checks the version
 * (SNAPSHOT_VERSION, its buster) and hydrates, through offlinePersister. Kept here: the user stamp,
 * which queries, when to save (see schedule) and marking the restored answers stale.
 */
import type { DehydratedState, Query, QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  type Persister,
} from '@tanstack/react-query-persist-client';
import type { SessionInfo } from '@shared/auth/api-types';
import { alertsQueryOptions } from '@web/lib/alerts/alerts-query';
import { sessionQueryKey } from '@web/lib/auth/session-key';
import { emergencyQueryKey, emergencyQueryOptions } from '@web/lib/emergency/emergency-query';
import { familyPlanQueryOptions } from '@web/lib/family-plan/family-plan-query';
import { currentIncidentQueryOptions } from '@web/lib/incidents/incident-query';
import { isOnline, subscribeConnectivity } from './connectivity';
import { isOfflineQueryKey, offlineUser } from './marker';
import { flushOfflineQueues, showOfflineQueues } from './queue-runner';
import { forgetAllExcept, read, remove, write } from './store';

/**
 * Bump when a kept query's data shape changes: older snapshots are then ignored (2: paged lists;
 * 3: supplies carry litres, kcal and isCustom; 4: supplies carry batches, readiness the expiry
 * window and the family plan's counts, plans the family plan; 5: the family plan carries the
 * household's pets; 6: kits and plans carry visibility and canEdit, their lists a household tab).
 */
export const SNAPSHOT_VERSION = '6';
const SAVE_DELAY_MS = 500;

/**
 * What the emergency screen's answer is made of (decision 0274): a new answer of one of these (a
 * save, or a refetch after another member's change) asks for the screen's answer again, after
 * EMERGENCY_FOLLOW_MS, so the copy kept for offline use follows edits made without a page load.
 */
const EMERGENCY_SOURCES: readonly unknown[] = ['family-plan', 'plans', 'kits', 'readiness', 'resources', 'household'];
const EMERGENCY_FOLLOW_MS = 1000;

/** A list answer is kept only without a search or filter (one per list, not one per search). */
const unfiltered = (key: readonly unknown[]) =>
  key[1] !== 'list' ||
  typeof key[2] !== 'object' ||
  key[2] === null ||
  Object.values(key[2]).every((v) => v === undefined || v === null || v === '');

const shouldKeep = (query: Query) =>
  query.state.status === 'success' &&
  query.state.data !== undefined &&
  isOfflineQueryKey(query.queryKey) &&
  unfiltered(query.queryKey);

type KeptQueries = DehydratedState['queries'];

/** Restored whatever its age (offline for days still shows the data); another version's is not. */
const restoreOptions = { buster: SNAPSHOT_VERSION, maxAge: Infinity };

/**
 * `userId`'s snapshot (store.ts) as TanStack's Persister: saved under their id in the record's own
 * fields (snapshots written before the library read as they are); restored only if it is theirs,
 * without the session query (the session check's own answer), and with `sessionRequired` (the
 * offline session check) only if the session in it is theirs. `restored()`: what the restore put
 * back; persistQueryClientRestore calls removeClient instead of hydrating (another version's
 * snapshot, or one that failed to go back), which clears it.
 */
function offlinePersister(userId: string, sessionRequired: boolean) {
  let restored: { session: SessionInfo | undefined; queries: KeptQueries } | undefined;
  const isSession = (q: KeptQueries[number]) => q.queryKey[0] === sessionQueryKey[0];
  const persister: Persister = {
    persistClient: ({ timestamp, buster, clientState }) =>
      write('snapshot', { userId, savedAt: timestamp, buster, state: clientState }),
    restoreClient: async () => {
      const snapshot = await read('snapshot');
      if (snapshot?.userId !== userId) return undefined;
      const session = snapshot.state.queries.find(isSession)?.state.data as SessionInfo | undefined;
      const own = session?.user?.id === userId ? session : undefined;
      if (sessionRequired && !own) return undefined;
      restored = { session: own, queries: snapshot.state.queries.filter((q) => !isSession(q)) };
      const clientState = { mutations: [], queries: restored.queries };
      return { timestamp: snapshot.savedAt, buster: snapshot.buster, clientState };
    },
    removeClient: () => {
      restored = undefined;
      return remove('snapshot');
    },
  };
  return { persister, restored: () => restored };
}

let active: { queryClient: QueryClient; userId: string; stop: () => void } | undefined;

export function startOfflineSync(queryClient: QueryClient, userId: string): void {
  if (active?.queryClient === queryClient && active.userId === userId) return;
  active?.stop();

  const { persister, restored } = offlinePersister(userId, false);
  let ready = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    timer = undefined;
    if (!ready) return;
    const session = queryClient.getQueryData<SessionInfo>(sessionQueryKey);
    // Only ever the signed-in user's own answers, under their id.
    if (session?.user?.id !== userId) return;
    persistQueryClientSave({
      queryClient,
      persister,
      buster: SNAPSHOT_VERSION,
      dehydrateOptions: { shouldDehydrateQuery: shouldKeep, shouldDehydrateMutation: () => false },
    }).catch((err: unknown) => console.error('Offline copy not saved', err));
  };
  // Not the library's persistQueryClientSubscribe: it saves at once at every event of every query
  // and mutation, and could not write on page hide. Here an offline query's answer starts the delay.
  const schedule = () => {
    timer ??= setTimeout(save, SAVE_DELAY_MS);
  };
  // Each page load starts with an empty cache: first take back what was kept (the pages seen on
  // earlier loads), so the next save holds them too. Nothing is saved before that.
  void (async () => {
    await forgetAllExcept(userId);
    await persistQueryClientRestore({ queryClient, persister, ...restoreOptions });
    const kept = restored();
    if (kept) {
      await showOfflineQueues(queryClient, userId);
      markKeptAsStale(queryClient, kept.queries);
    }
    ready = true;
    schedule();
    // The family plan is what matters most offline: kept from the first signed-in page, not only
    // once opened (a minute's staleness spares a request per navigation).
    // So is the emergency screen's one answer (decision 0274): /emergency opens offline after any
    // signed-in visit, never opened before included.
    if (isOnline()) {
      void queryClient.prefetchQuery({ ...familyPlanQueryOptions, staleTime: 60_000 });
      void queryClient.prefetchQuery({ ...emergencyQueryOptions, staleTime: 60_000 });
      // And whether the household's emergency is open, with its check-ins (issue 37).
      void queryClient.prefetchQuery({ ...currentIncidentQueryOptions, staleTime: 60_000 });
      // And the household's official warnings as last seen (issue 38): /alerts opens offline too.
      const session = queryClient.getQueryData<SessionInfo>(sessionQueryKey);
      if (session?.household) void queryClient.prefetchQuery({ ...alertsQueryOptions, staleTime: 60_000 });
    }
  })().catch((err: unknown) => console.error('Offline copy not read', err));

  let emergencyTimer: ReturnType<typeof setTimeout> | undefined;
  let sourceChangedAt = 0;
  const followEmergency = () => {
    sourceChangedAt = Date.now();
    emergencyTimer ??= setTimeout(() => {
      emergencyTimer = undefined;
      // Not when the screen's answer came after the change (it was asked for alongside).
      const answeredAt = queryClient.getQueryState(emergencyQueryKey)?.dataUpdatedAt ?? 0;
      if (isOnline() && answeredAt < sourceChangedAt)
        void queryClient.fetchQuery({ ...emergencyQueryOptions, staleTime: 0 }).catch(() => undefined);
    }, EMERGENCY_FOLLOW_MS);
  };

  const unsubscribeCache = queryClient.getQueryCache().subscribe((event) => {
    if (!isOfflineQueryKey(event.query.queryKey)) return;
    const success = event.type === 'updated' && event.action.type === 'success';
    if (success || event.type === 'removed') schedule();
    if (success && ready && EMERGENCY_SOURCES.includes(event.query.queryKey[0])) followEmergency();
  });

  // Leaving or hiding the page: write now rather than after the delay.
  const onHide = () => {
    if (document.visibilityState === 'hidden' && timer !== undefined) {
      clearTimeout(timer);
      save();
    }
  };
  document.addEventListener('visibilitychange', onHide);

  const flush = () => {
    if (isOnline()) void flushOfflineQueues(queryClient, userId);
  };
  const unsubscribeConnectivity = subscribeConnectivity(flush);
  flush();

  active = {
    queryClient,
    userId,
    stop: () => {
      clearTimeout(timer);
      clearTimeout(emergencyTimer);
      unsubscribeCache();
      unsubscribeConnectivity();
      document.removeEventListener('visibilitychange', onHide);
      active = undefined;
    },
  };
}

/**
 * `userId` is no longer signed in on this page (signed out, or the session ended): their sync
 * stops, so signing in again starts it afresh and sends what is still queued (decision 237).
 */
export function stopOfflineSync(queryClient: QueryClient, userId: string): void {
  if (active?.queryClient === queryClient && active.userId === userId) active.stop();
}

/**
 * A sign-out has begun: whoever's sync is running stops now, before the session ends, so nothing
 * it schedules (the emergency answer followed a second after a change, a queue flush) meets the
 * ended session with a 401. The page leaves once signed out; a sign-in starts the sync afresh.
 */
export function stopOfflineSyncForSignOut(): void {
  active?.stop();
}

/** For tests: the next test is a new page (the web tests share one module cache). */
export const stopOfflineSyncForTests = stopOfflineSyncForSignOut;

/**
 * What was kept is what an earlier load saw: shown at once, but stale, so a page that reads it
 * asks the server again (now if it is on screen, else when it opens). Without this, a kept answer
 * younger than the queries' staleTime (30 s) counted as fresh: a plan acquired just before a
 * reload stayed out of the Acquired tab the app had prefetched, empty, on the earlier load.
 * Answers newer than the kept ones (fetched by this load already) are left alone.
 */
function markKeptAsStale(queryClient: QueryClient, kept: KeptQueries) {
  const keptAt = new Map(kept.map((q) => [q.queryHash, q.state.dataUpdatedAt]));
  void queryClient.invalidateQueries({
    predicate: (query) => keptAt.get(query.queryHash) === query.state.dataUpdatedAt,
    refetchType: 'active',
  });
}

/** The kept session, after putting the kept queries back; undefined when nothing usable is kept. */
export async function restoreOfflineSession(queryClient: QueryClient): Promise<SessionInfo | undefined> {
  const userId = offlineUser();
  if (!userId) return undefined;
  const { persister, restored } = offlinePersister(userId, true);
  await persistQueryClientRestore({ queryClient, persister, ...restoreOptions });
  const kept = restored()?.session;
  if (!kept) return undefined;
  await showOfflineQueues(queryClient, userId);
  return kept;
}
