import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ReadinessAnswer } from '@shared/readiness/schemas';
import type { UnitSystem } from '@shared/readiness/units';
import { client, data } from '@web/lib/api-client';
import { resourcesQueryKey, type ResourcesResponse } from '@web/lib/resources/resources-query';

/**
 * GET /api/readiness: the household, the goal, the units preference and the supplies in one
 * answer (docs/product.md#readiness). Read by the readiness page, the dashboard and the tracker
 * (units). Kept on the device for offline use (lib/offline/marker.ts).
 */
export const readinessQueryKey = ['readiness'] as const;

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

export function useSaveUnits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (units: UnitSystem) => data(client.readiness.units.$put({ json: { units } })),
    onSuccess: ({ units }) =>
      queryClient.setQueryData<ReadinessAnswer>(readinessQueryKey, (old) => (old ? { ...old, units } : old)),
  });
}
