/** The household's drills (GET/POST /api/drills, DELETE /api/drills/:id) for /training-protocols. */
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecordDrill } from '@shared/drills/schemas';
import { client, data } from '@web/lib/api-client';
import { familyPlanQueryKey } from '@web/lib/family-plan/family-plan-query';

export const drillsQueryKey = ['drills'] as const;

export const drillsQueryOptions = infiniteQueryOptions({
  queryKey: drillsQueryKey,
  queryFn: ({ pageParam, signal }) =>
    data(client.drills.$get({ query: pageParam ? { cursor: pageParam } : {} }, { init: { signal } })),
  initialPageParam: null as string | null,
  getNextPageParam: (last) => last.nextCursor,
  meta: { logErrorAs: 'The drills failed to load' },
});

export const useDrills = () => useInfiniteQuery(drillsQueryOptions);

/** After a drill is recorded or deleted: the list and the family plan's last practised day. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: drillsQueryKey }),
      queryClient.invalidateQueries({ queryKey: familyPlanQueryKey }),
    ]);
}

export function useRecordDrill() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (json: RecordDrill) => data(client.drills.$post({ json })),
    onSuccess: refresh,
  });
}

export function useDeleteDrill() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => data(client.drills[':id'].$delete({ param: { id } })).then(() => undefined),
    onSuccess: refresh,
  });
}
