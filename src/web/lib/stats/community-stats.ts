import { queryOptions, useQuery } from '@tanstack/react-query';
import { COMMUNITY_STATS_DEFAULTS, type CommunityStats } from '@shared/stats';
import { client, data } from '@web/lib/api-client';
import { useRealtimeInvalidation } from '@web/lib/realtime/use-realtime-invalidation';

/**
 * The community counters of the landing's Mission Status panel and the dashboard's Community
 * Tactical Overview: one query, kept live by the realtime feed.
 */
export const communityStatsQueryKey = ['community', 'stats'] as const;

export const getCommunityStats = (signal?: AbortSignal) =>
  data(client.community.stats.$get(undefined, { init: { signal } }));

export const communityStatsQueryOptions = queryOptions({
  queryKey: communityStatsQueryKey,
  queryFn: ({ signal }) => getCommunityStats(signal),
  // A failed load keeps the previous values on screen (docs/product.md#landing-page) and is only logged.
  meta: { logErrorAs: 'Community stats failed to load' },
});

const COMMUNITY_TABLES = ['profiles', 'survival_plans', 'kits'] as const;
const COMMUNITY_KEYS = [communityStatsQueryKey];

/** The live numbers; 1 / 0 / 0 / 0 of 1,000,000 until the first answer (docs/product.md#landing-page). */
export function useCommunityStats(): CommunityStats {
  useRealtimeInvalidation(COMMUNITY_TABLES, COMMUNITY_KEYS);
  const { data } = useQuery(communityStatsQueryOptions);
  return data ?? COMMUNITY_STATS_DEFAULTS;
}

export { formatCount } from './community-stat-text';
