import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, data } from '@web/lib/api-client';

/**
 * What the browser may know about the server's setup: whether Google sign-in is configured, the
 * operator's affiliate tag. One ['config'] query for every feature that reads it.
 */
export const getConfig = (signal?: AbortSignal) => data(client.config.$get(undefined, { init: { signal } }));

export const configQueryOptions = queryOptions({
  queryKey: ['config'],
  queryFn: ({ signal }) => getConfig(signal),
  // Fixed for the life of the server process, but for the sign-up policy an administrator can
  // change (decision 284): a minute old at most when a page asks again.
  staleTime: 60_000,
});

export function useConfig() {
  return useQuery(configQueryOptions);
}
