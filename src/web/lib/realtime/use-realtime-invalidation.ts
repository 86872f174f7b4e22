import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { RealtimeTable } from '@shared/realtime';
import { sessionQueryOptions } from '@web/lib/auth/session';
import { invalidationBatcherFor } from './invalidation-batcher';
import { realtime } from './realtime-client';

/**
 * Keep `queryKeys` fresh from the realtime feed: a change to one of `tables` (or a resync, when
 * changes may have been missed) refetches them, debounced. The shared stream stays open while
 * any component on the page uses this hook.
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

  useEffect(() => {
    realtime.setViewer(viewerId);
  }, [viewerId]);

  useEffect(() => {
    const batcher = invalidationBatcherFor(queryClient);
    return realtime.subscribe((message) => {
      const { tables: t, queryKeys: keys } = watched.current;
      if (message.type === 'resync' || t.includes(message.event.table)) batcher.add(keys);
    });
  }, [queryClient]);
}
