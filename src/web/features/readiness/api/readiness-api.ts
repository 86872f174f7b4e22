import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HouseholdInput, ReadinessAnswer } from '@shared/readiness/schemas';
import { client, data } from '@web/lib/api-client';
import { readinessQueryKey } from '@web/lib/readiness/readiness-query';
import { resourcesQueryKey } from '@web/lib/resources/resources-query';

/** PUT /api/readiness/household: the whole household and goal; the answer is the new readiness. */
export function useSaveHousehold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: HouseholdInput) => data(client.readiness.household.$put({ json })),
    onSuccess: (answer) => {
      queryClient.setQueryData<ReadinessAnswer>(readinessQueryKey, answer);
      // The tracker's water and food targets follow the goal (decision 0292): read them again.
      void queryClient.invalidateQueries({ queryKey: resourcesQueryKey });
    },
  });
}

/**
 * PATCH /api/resources/{id} { ownTarget: false }: "Follow my goal again" (decision 0292). Every
 * water and food row's share changes with it, so both cached copies of the supplies are read again.
 */
export function useFollowGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => data(client.resources[':id'].$patch({ param: { id }, json: { ownTarget: false } })),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: readinessQueryKey }),
        queryClient.invalidateQueries({ queryKey: resourcesQueryKey }),
      ]),
  });
}
