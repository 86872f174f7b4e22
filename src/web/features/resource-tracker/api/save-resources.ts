import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveResources, SaveResourcesInput } from '@shared/resources/schemas';
import { client, data } from '@web/lib/api-client';
import { resourcesQueryKey, type ResourcesResponse } from '@web/lib/resources/resources-query';

export type ResourceChange = SaveResources['changes'][number];

/** SAVE CHANGES: every changed row in one request; the server computes each status. */
export const saveResources = (changes: ResourceChange[]) =>
  data(client.resources.$put({ json: { changes } satisfies SaveResourcesInput }));

export function useSaveResources() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveResources,
    onSuccess: ({ resources: saved }) => {
      // The answer holds the saved rows only: merge them into the cached list.
      const byId = new Map(saved.map((r) => [r.id, r]));
      queryClient.setQueryData<ResourcesResponse>(resourcesQueryKey, (old) =>
        old ? { resources: old.resources.map((r) => byId.get(r.id) ?? r) } : old,
      );
    },
  });
}
