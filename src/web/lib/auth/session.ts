import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Profile, SessionInfo } from '@shared/auth/api-types';
import { api } from '@web/lib/api';

/**
 * Who is signed in, from the httpOnly session cookie the page can never read. The server always
 * answers 200 (`user: null` when signed out), so this query only fails when the API is unreachable.
 */
export const sessionQueryKey = ['session'] as const;

export const getSession = (signal?: AbortSignal) => api.get<SessionInfo>('/api/account/session', { signal });

export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: ({ signal }) => getSession(signal),
});

export function useSession() {
  return useQuery(sessionQueryOptions);
}

export const SIGNED_OUT: SessionInfo = { user: null, profile: null };

export function setSignedOut(queryClient: QueryClient) {
  queryClient.setQueryData(sessionQueryKey, SIGNED_OUT);
}

export function setSessionProfile(queryClient: QueryClient, profile: Profile) {
  queryClient.setQueryData(sessionQueryKey, (old) => (old ? { ...old, profile } : old));
}
