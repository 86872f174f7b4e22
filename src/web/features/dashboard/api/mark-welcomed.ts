import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionInfo } from '@shared/auth/api-types';
import { client, data } from '@web/lib/api-client';
import { sessionQueryKey } from '@web/lib/auth/session';

/** POST /api/profile/welcomed: the dashboard has greeted the user once (idempotent on the server). */
export const markWelcomed = () => data(client.profile.welcomed.$post());

/** Marks it and keeps the answer in the session, so the next visit says "Welcome back". */
export function useMarkWelcomed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markWelcomed,
    onSuccess: (profile) =>
      queryClient.setQueryData<SessionInfo>(sessionQueryKey, (old) => (old?.profile ? { ...old, profile } : old)),
    // Not marked (offline, a server hiccup): the next visit greets again, which is harmless.
    onError: (err) => console.warn('Marking the first dashboard visit failed', err),
  });
}
