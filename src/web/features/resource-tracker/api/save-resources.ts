import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BatchInput, SaveResources, SaveResourcesInput } from '@shared/resources/schemas';
import { client, data } from '@web/lib/api-client';
import { resourcesQueryKey, type ResourcesResponse } from '@web/lib/resources/resources-query';

export type ResourceChange = SaveResources['changes'][number];
export type ResourceDelta = SaveResources['deltas'][number];

/** What one SAVE CHANGES sends: quantities (plus and minus), batches added or changed, batches removed. */
export interface ResourceSave {
  changes: readonly ResourceChange[];
  /** Offline changes sent as what was done (the queue only). */
  deltas?: readonly ResourceDelta[];
  batches: readonly BatchInput[];
  removedBatches: readonly string[];
  /**
   * Made once when the save is made and sent with every send of it (decision 0276): the server
   * applies a save's key once, so a save resent after its answer was lost is not applied twice.
   */
  saveKey?: string;
}

/** SAVE CHANGES: every change in one request and one transaction; the server computes each status. */
export const saveResources = (save: ResourceSave) =>
  data(
    client.resources.$put({
      json: {
        changes: [...save.changes],
        ...(save.deltas?.length ? { deltas: [...save.deltas] } : {}),
        batches: [...save.batches],
        removedBatches: [...save.removedBatches],
        ...(save.saveKey ? { saveKey: save.saveKey } : {}),
      } satisfies SaveResourcesInput,
    }),
  );

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
