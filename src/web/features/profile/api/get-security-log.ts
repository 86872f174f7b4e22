import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { client, data } from '@web/lib/api-client';

export const securityLogQueryKey = ['account', 'security-log'] as const;

/** My security log, newest first, a page at a time ("Show older"). */
export const securityLogQueryOptions = infiniteQueryOptions({
  queryKey: securityLogQueryKey,
  queryFn: ({ pageParam, signal }) =>
    data(
      client.account['security-events'].$get({ query: pageParam ? { cursor: pageParam } : {} }, { init: { signal } }),
    ),
  initialPageParam: null as string | null,
  getNextPageParam: (last) => last.nextCursor,
  meta: { logErrorAs: 'The security log failed to load' },
});

export const useSecurityLog = () => useInfiniteQuery(securityLogQueryOptions);
