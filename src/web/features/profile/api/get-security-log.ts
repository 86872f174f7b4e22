import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { client, data } from '@web/lib/api-client';
import { securityLogMessages } from '../messages/security-log';

export const securityLogQueryKey = ['account', 'security-log'] as const;

/** My security log, newest first, a page at a time ("Show older"). */
export const securityLogQueryOptions = infiniteQueryOptions({
  queryKey: securityLogQueryKey,
  // The lines' messages load beside the first page (decision 0351), not before the page renders.
  queryFn: async ({ pageParam, signal }) =>
    (
      await Promise.all([
        data(
          client.account['security-events'].$get(
            { query: pageParam ? { cursor: pageParam } : {} },
            { init: { signal } },
          ),
        ),
        securityLogMessages().load(),
      ])
    )[0],
  initialPageParam: null as string | null,
  getNextPageParam: (last) => last.nextCursor,
  meta: { logErrorAs: 'The security log failed to load' },
});

export const useSecurityLog = () => useInfiniteQuery(securityLogQueryOptions);
