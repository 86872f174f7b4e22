/** My sessions (GET /api/account/sessions) and signing them out (DELETE one, or all others). */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, data } from '@web/lib/api-client';
import { securityLogQueryKey } from './get-security-log';

export const sessionsQueryKey = ['account', 'sessions'] as const;

export const sessionsQueryOptions = queryOptions({
  queryKey: sessionsQueryKey,
  queryFn: ({ signal }) => data(client.account.sessions.$get(undefined, { init: { signal } })),
  meta: { logErrorAs: 'The sessions failed to load' },
});

export const useSessions = () => useQuery(sessionsQueryOptions);

function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
      queryClient.invalidateQueries({ queryKey: securityLogQueryKey }),
    ]);
}

export const endSession = (id: string) =>
  data(client.account.sessions[':id'].$delete({ param: { id } })).then(() => undefined);

export function useEndSession() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: endSession, onSettled: refresh });
}

export const endOtherSessions = () => data(client.account.sessions.$delete());

export function useEndOtherSessions() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: endOtherSessions, onSettled: refresh });
}
