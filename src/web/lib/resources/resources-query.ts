import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Resource } from '@shared/resources/schemas';
import { client, data } from '@web/lib/api-client';

export interface ResourcesResponse {
  resources: Resource[];
}

export const resourcesQueryKey = ['resources'] as const;

/** The signed-in user's supply rows; the server seeds the 21 defaults on the first call. Read by the tracker, readiness and the dashboard. */
export const getResources = (signal?: AbortSignal) => data(client.resources.$get(undefined, { init: { signal } }));

export const resourcesQueryOptions = queryOptions({
  queryKey: resourcesQueryKey,
  queryFn: ({ signal }) => getResources(signal),
  // Resource load errors are only logged to the console (docs/product.md#resource-tracker).
  meta: { logErrorAs: 'Resources failed to load' },
});

export function useResources() {
  return useQuery(resourcesQueryOptions);
}
