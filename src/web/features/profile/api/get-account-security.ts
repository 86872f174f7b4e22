import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountSecurity } from '@shared/profile/schemas';
import { api } from '@web/lib/api';

export const accountSecurityQueryKey = ['me', 'account-security'] as const;

/** How deleting this account is confirmed: the current password, or a fresh Google sign-in. */
export const getAccountSecurity = (signal?: AbortSignal) =>
  api.get<AccountSecurity>('/api/me/account-security', { signal });

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
