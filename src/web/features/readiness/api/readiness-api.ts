import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HouseholdInput, ReadinessAnswer } from '@shared/readiness/schemas';
import type { Resource, SetTargets } from '@shared/resources/schemas';
import { client, data } from '@web/lib/api-client';
import { readinessQueryKey } from '@web/lib/readiness/readiness-query';
import { resourcesQueryKey, type ResourcesResponse } from '@web/lib/resources/resources-query';

/** Merge saved rows into both cached copies of the supplies (the supplies query, the readiness answer). */
function mergeResources(queryClient: ReturnType<typeof useQueryClient>, saved: readonly Resource[]) {
  const byId = new Map(saved.map((r) => [r.id, r]));
  const merge = (rows: Resource[]) => rows.map((r) => byId.get(r.id) ?? r);
  queryClient.setQueryData<ResourcesResponse>(resourcesQueryKey, (old) =>
    old ? { resources: merge(old.resources) } : old,
  );
  queryClient.setQueryData<ReadinessAnswer>(readinessQueryKey, (old) =>
    old ? { ...old, resources: merge(old.resources) } : old,
  );
}

/** PUT /api/readiness/household: the whole household and goal; the answer is the new readiness. */
export function useSaveHousehold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: HouseholdInput) => data(client.readiness.household.$put({ json })),
    onSuccess: (answer) => queryClient.setQueryData<ReadinessAnswer>(readinessQueryKey, answer),
  });
}

/** PUT /api/resources/targets: "Set targets from my goal", every row in one transaction. */
export function useSetTargets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (targets: SetTargets['targets']) => data(client.resources.targets.$put({ json: { targets } })),
    onSuccess: ({ resources }) => mergeResources(queryClient, resources),
  });
}
