import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, data } from '@web/lib/api-client';

/**
 * My plans, my kits and the personal score (counted on the server for the session's user): the
 * dashboard's My Overview shows it; the offline supply queue refreshes it once its changes are sent.
 */
export const myStatsQueryKey = ['me', 'stats'] as const;

export const getMyStats = (signal?: AbortSignal) => data(client.me.stats.$get(undefined, { init: { signal } }));

export const myStatsQueryOptions = queryOptions({
  queryKey: myStatsQueryKey,
  queryFn: ({ signal }) => getMyStats(signal),
  // Stats count errors are only logged; the card keeps what it showed (docs/product.md#dashboard).
  meta: { logErrorAs: 'My stats failed to load' },
});

export function useMyStats() {
  return useQuery(myStatsQueryOptions);
}
