import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, data } from '@web/lib/api-client';

export const accountSecurityQueryKey = ['me', 'account-security'] as const;

/** How deleting this account is confirmed: the current password, or a fresh Google sign-in. */
export const getAccountSecurity = (signal?: AbortSignal) =>
  data(client.me['account-security'].$get(undefined, { init: { signal } }));

export const accountSecurityQueryOptions = queryOptions({
  queryKey: accountSecurityQueryKey,
  queryFn: ({ signal }) => getAccountSecurity(signal),
  // "Fresh" expires after 5 minutes: ask again every time the delete dialog opens.
  staleTime: 0,
  gcTime: 0,
});

export function useAccountSecurity(enabled: boolean) {
  return useQuery({ ...accountSecurityQueryOptions, enabled });
}
