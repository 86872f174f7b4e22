/**
 * The community pages' calls (the server's routes are in src/server/routes/community). Query keys:
 * ['community', 'plans', filter] and ['community', 'kits', filter] for the lists' pages,
 * ['community', 'overview'] for the month's most acquired; an acquire from a card invalidates
 * them and the kit or plan lists (the copy is in the Acquired tab).
 */
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CommunityKitFilter, CommunityPlanFilter } from '@shared/community/schemas';
import { client, data } from '@web/lib/api-client';
import { useListMutation, type ListActionHandlers } from '@web/lib/use-list-mutation';

export const communityQueryKey = ['community'] as const;
export const communityPlansQueryKey = (filter: CommunityPlanFilter) =>
  ['community', 'plans', { q: filter.q, eventType: filter.eventType, sort: filter.sort }] as const;
export const communityKitsQueryKey = (filter: CommunityKitFilter) =>
  ['community', 'kits', { q: filter.q, category: filter.category, sort: filter.sort }] as const;
export const communityOverviewQueryKey = ['community', 'overview'] as const;

/** Only what is set goes into the address (the server's defaults stand for the rest). */
function queryOf<F extends Record<string, string | undefined>>(filter: F, cursor: string | null) {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(filter)) if (value?.trim()) query[key] = value.trim();
  if (cursor) query.cursor = cursor;
  return query;
}

export const communityApi = {
  plans: (filter: CommunityPlanFilter, cursor: string | null, signal?: AbortSignal) =>
    data(client.community.plans.$get({ query: queryOf(filter, cursor) }, { init: { signal } })),
  kits: (filter: CommunityKitFilter, cursor: string | null, signal?: AbortSignal) =>
    data(client.community.kits.$get({ query: queryOf(filter, cursor) }, { init: { signal } })),
  overview: (signal?: AbortSignal) => data(client.community.overview.$get(undefined, { init: { signal } })),
  /** The same acquire as the plan and kit pages: 409 "Already acquired", 404 gone or private. */
  acquirePlan: (id: string) => data(client.plans[':id'].acquire.$post({ param: { id } })).then((r) => r.plan),
  acquireKit: (id: string) => data(client.kits[':id'].acquire.$post({ param: { id } })).then((r) => r.kit),
};

const paged = { initialPageParam: null as string | null } as const;

export const useCommunityPlans = (filter: CommunityPlanFilter) =>
  useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: communityPlansQueryKey(filter),
      queryFn: ({ pageParam, signal }) => communityApi.plans(filter, pageParam, signal),
      ...paged,
      getNextPageParam: (last) => last.nextCursor,
      // A new search or filter keeps the cards on screen until its answer comes.
      placeholderData: (previous) => previous,
    }),
  );

export const useCommunityKits = (filter: CommunityKitFilter) =>
  useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: communityKitsQueryKey(filter),
      queryFn: ({ pageParam, signal }) => communityApi.kits(filter, pageParam, signal),
      ...paged,
      getNextPageParam: (last) => last.nextCursor,
      placeholderData: (previous) => previous,
    }),
  );

export const useCommunityOverview = () =>
  useQuery(
    queryOptions({
      queryKey: communityOverviewQueryKey,
      queryFn: ({ signal }) => communityApi.overview(signal),
    }),
  );

/**
 * Acquire from a community card: the community answers are refetched (the card then says
 * "Acquired" and its count goes up), and the kit or plan lists too (the copy is theirs now).
 */
export function useCommunityAcquire<T>(
  kind: 'plans' | 'kits',
  acquire: (id: string) => Promise<T>,
  handlers: ListActionHandlers<T>,
) {
  const queryClient = useQueryClient();
  return useListMutation(communityQueryKey, acquire, {
    ...handlers,
    onSuccess: (copy) => {
      void queryClient.invalidateQueries({ queryKey: [kind] });
      handlers.onSuccess?.(copy);
    },
  });
}
