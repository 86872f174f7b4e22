import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { RealtimeTable } from '@shared/realtime';
import { sessionQueryOptions } from '@web/lib/auth/session';
import { invalidationBatcherFor } from './invalidation-batcher';
import { realtime } from './realtime-client';

/** Every query: `[]` matches them all. */
const EVERY_QUERY: readonly QueryKey[] = [[]];

/**
 * Keep `queryKeys` fresh from the realtime feed: a change to one of `tables` (or a resync, when
 * changes may have been missed) refetches them, debounced. The shared stream stays open while
 * any component on the page uses this hook.
 *
 * A change to the viewer's own membership (a `household_members` event with their id: joined,
 * removed, role changed) refetches every query, on any live page: the supplies, readiness and
 * family plan may now be another household's, and what they may change is different.
 */
export function useRealtimeInvalidation(tables: readonly RealtimeTable[], queryKeys: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  const { data: viewerId = null } = useQuery({ ...sessionQueryOptions, select: (s) => s.user?.id ?? null });

  // The latest arguments, read when an event arrives: callers may pass fresh arrays each render
  // without re-subscribing.
  const watched = useRef({ tables, queryKeys });
  useEffect(() => {
    watched.current = { tables, queryKeys };
  });

  const viewerRef = useRef(viewerId);
  useEffect(() => {
    viewerRef.current = viewerId;
    realtime.setViewer(viewerId);
  }, [viewerId]);

  useEffect(() => {
    const batcher = invalidationBatcherFor(queryClient);
    return realtime.subscribe((message) => {
      const { tables: t, queryKeys: keys } = watched.current;
      if (message.type === 'ready') {
        // The stream just opened: a query answered before then may have missed a change made
        // meanwhile (an emergency started while the page loaded); so may one still in flight (the
        // server may have read before the change, and its answer arrive after this): those, and
        // only those, again. (An invalidation would only join a first fetch in flight, not restart
        // it: that one is cancelled, then asked again.)
        const missed = keys.flatMap((queryKey) =>
          queryClient.getQueryCache().findAll({
            queryKey,
            predicate: (query) =>
              query.state.fetchStatus === 'fetching' ||
              (query.state.dataUpdatedAt > 0 && query.state.dataUpdatedAt < message.at),
          }),
        );
        if (missed.length > 0) {
          void (async () => {
            for (const query of missed)
              if (query.state.fetchStatus === 'fetching') await query.cancel({ revert: true });
            await queryClient.invalidateQueries({ predicate: (query) => missed.includes(query) });
          })();
        }
      } else if (
        message.type === 'change' &&
        message.event.table === 'household_members' &&
        message.event.id !== null &&
        message.event.id === viewerRef.current
      ) {
        batcher.add(EVERY_QUERY);
      } else if (message.type === 'resync' || t.includes(message.event.table)) batcher.add(keys);
    });
  }, [queryClient]);
}
