import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { readiness } from '@shared/readiness/calculator';
import type { ReadinessAnswer } from '@shared/readiness/schemas';
import type { UnitSystem } from '@shared/readiness/units';
import { client, data } from '@web/lib/api-client';
import { resourcesQueryKey, resourcesQueryOptions, type ResourcesResponse } from '@web/lib/resources/resources-query';
import { readinessQueryKey } from './readiness-query-key';

/**
 * GET /api/readiness: the household, the goal, the units preference and the supplies in one
 * answer (docs/product.md#readiness). Read by the readiness page, the dashboard and the tracker
 * (units). Kept on the device for offline use (lib/offline/marker.ts).
 */
export { readinessQueryKey };

/**
 * The supplies in the answer also fill the supplies query when it holds nothing yet, so the page
 * needs one request. An existing supplies answer is left alone: it may carry quantities queued
 * offline (the tracker's queue shows them there), which the figure must count.
 */
function seedResources(queryClient: QueryClient, answer: ReadinessAnswer) {
  if (queryClient.getQueryData(resourcesQueryKey) !== undefined) return;
  queryClient.setQueryData<ResourcesResponse>(resourcesQueryKey, { resources: answer.resources });
}

export const readinessQueryOptions = (queryClient: QueryClient) =>
  queryOptions({
    queryKey: readinessQueryKey,
    queryFn: async ({ signal }) => {
      const answer = await data(client.readiness.$get(undefined, { init: { signal } }));
      seedResources(queryClient, answer);
      return answer;
    },
    meta: { logErrorAs: 'Readiness failed to load' },
  });

export function useReadiness() {
  const queryClient = useQueryClient();
  return useQuery(readinessQueryOptions(queryClient));
}

/** The user's units (US until the readiness answer says otherwise). */
export function useUnits(): UnitSystem {
  const queryClient = useQueryClient();
  return useQuery({ ...readinessQueryOptions(queryClient), select: (a) => a.units }).data ?? 'us';
}

/** Saves the units at once; the page shows the choice before the answer (undone if it fails). */
export function useSaveUnits() {
  const queryClient = useQueryClient();
  const setUnits = (units: UnitSystem) =>
    queryClient.setQueryData<ReadinessAnswer>(readinessQueryKey, (old) => (old ? { ...old, units } : old));
  return useMutation({
    mutationFn: (units: UnitSystem) => data(client.readiness.units.$put({ json: { units } })),
    onMutate: (units) => {
      const before = queryClient.getQueryData<ReadinessAnswer>(readinessQueryKey)?.units;
      setUnits(units);
      return { before };
    },
    onError: (_err, _units, context) => {
      if (context?.before) setUnits(context.before);
    },
    onSuccess: ({ units }) => setUnits(units),
  });
}

/**
 * The figure as this device sees it: the household from the readiness answer (its counts those
 * of the family plan's named people when there are any), the supplies
 * from the supplies query (which carries quantities queued offline), computed by the shared
 * calculator. `figure` is undefined until both have loaded.
 */
export function useReadinessFigure() {
  const readinessQuery = useReadiness();
  const answer = readinessQuery.data;
  // Not before the readiness answer: it fills the supplies query, so the page makes one request.
  const resourcesQuery = useQuery({ ...resourcesQueryOptions, enabled: answer !== undefined });
  const resources = resourcesQuery.data?.resources ?? answer?.resources;
  // Named people in the family plan decide the counts (one source of truth for who lives here).
  const household = answer?.household ? { ...answer.household, ...answer.memberCounts } : null;
  const figure =
    answer && resources
      ? household
        ? readiness(household, household.pets, household, resources)
        : ({ kind: 'no-household' } as const)
      : undefined;
  return { readinessQuery, answer, household, resources, figure };
}
