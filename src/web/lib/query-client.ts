import { MutationCache, QueryCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { toast } from '@web/components/ui/toast';
import { isApiError } from './api';
import { sessionQueryKey } from './auth/session';
import { OFFLINE_QUERY_ROOTS } from './offline/marker';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /**
       * Failures the user is not told about (stats errors keep the previous values and are only
       * logged, docs/product.md#landing-page): log them to the console under this label, once per
       * failed fetch (after retries).
       */
      logErrorAs?: string;
    };
    mutationMeta: {
      /** A 401 here is expected (signing out an ended session), not "session expired". */
      ignoreUnauthorized?: boolean;
    };
  }
}

const isSessionKey = (key: QueryKey | undefined) => key?.[0] === sessionQueryKey[0];

/**
 * The one place a 401 from a protected call is handled: the session has ended (expired, signed
 * out in another browser, password reset), so the session query is refetched; it then says
 * `user: null` and the route guards send the visitor to /. Queries and mutations come here on
 * their own; a call made outside them (the offline queue's sync) calls it, with its own words.
 */
export function onUnauthorized(queryClient: QueryClient, description = 'Please sign in again.') {
  const hadUser = Boolean(queryClient.getQueryData<{ user: unknown }>(sessionQueryKey)?.user);
  if (hadUser) toast.error('Session expired', description);
  void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
}

export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (err, query) => {
        if (isApiError(err, 'unauthorized')) {
          if (!isSessionKey(query.queryKey)) onUnauthorized(queryClient);
          return;
        }
        if (query.meta?.logErrorAs) console.error(query.meta.logErrorAs, err);
      },
    }),
    mutationCache: new MutationCache({
      onError: (err, _variables, _context, mutation) => {
        if (isApiError(err, 'unauthorized') && !mutation.meta?.ignoreUnauthorized) onUnauthorized(queryClient);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx will not change by asking again; a network blip might.
        retry: (failureCount, err) => failureCount < 1 && !(isApiError(err) && err.status >= 400 && err.status < 500),
        refetchOnWindowFocus: true,
      },
    },
  });
  // The data kept for offline use (decision 081) stays in memory for the page's life: a
  // page's queries are saved together with those taken back from the device.
  for (const root of OFFLINE_QUERY_ROOTS) queryClient.setQueryDefaults([root], { gcTime: Infinity });
  queryClient.setQueryDefaults(['me', 'stats'], { gcTime: Infinity });
  return queryClient;
}
