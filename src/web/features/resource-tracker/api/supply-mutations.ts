import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CreateResourceInput, Resource, UpdateResourceInput } from '@shared/resources/schemas';
import { client, data } from '@web/lib/api-client';
import { readinessQueryKey } from '@web/lib/readiness/readiness-query';
import { resourcesQueryKey, type ResourcesResponse } from '@web/lib/resources/resources-query';

/**
 * A supply row added, changed or deleted (or counted by a scan): the cached list takes the server's answer at once
 * (unsaved quantity edits live in the page's draft, so they are untouched), and the readiness
 * answer (its own copy of the rows and the days covered) is marked stale for its next reader.
 */
export function updateRows(queryClient: QueryClient, change: (rows: Resource[]) => Resource[]) {
  const before = queryClient.getQueryData<ResourcesResponse>(resourcesQueryKey)?.resources ?? [];
  queryClient.setQueryData<ResourcesResponse>(resourcesQueryKey, (old) =>
    old ? { resources: change(old.resources) } : old,
  );
  void queryClient.invalidateQueries({ queryKey: readinessQueryKey, refetchType: 'none' });
  // With a goal, the water and food rows that follow it share what the others' targets hold
  // (decision 0292): the list is read again (the page's unsaved edits live in its draft).
  if (before.some((r) => r.followsGoal)) void queryClient.invalidateQueries({ queryKey: resourcesQueryKey });
}

/** POST /api/resources: a supply of the user's own, at quantity 0. */
export function useAddSupply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateResourceInput) => data(client.resources.$post({ json: input })),
    onSuccess: ({ resource }) =>
      updateRows(queryClient, (rows) => [...rows.filter((r) => r.id !== resource.id), resource]),
  });
}

/** PATCH /api/resources/{id}: only the fields that changed; the answer is the whole row (status included). */
export function useUpdateSupply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateResourceInput }) =>
      data(client.resources[':id'].$patch({ param: { id }, json: changes })),
    onSuccess: ({ resource }) =>
      updateRows(queryClient, (rows) => rows.map((r) => (r.id === resource.id ? resource : r))),
  });
}

/** DELETE /api/resources/{id}: custom rows only (the server answers 409 for a default). */
export function useDeleteSupply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await client.resources[':id'].$delete({ param: { id } });
      return id;
    },
    onSuccess: (id) => updateRows(queryClient, (rows) => rows.filter((r) => r.id !== id)),
  });
}
