import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConfirmTwoFactorInput, TwoFactorPasswordInput } from '@shared/account/two-factor';
import { client, data } from '@web/lib/api-client';
import { securityLogQueryKey } from './get-security-log';

export const twoFactorQueryKey = ['me', 'two-factor'] as const;

/** Whether two-factor sign-in is on, and how many recovery codes are left. */
export const getTwoFactor = (signal?: AbortSignal) =>
  data(client.account['two-factor'].$get(undefined, { init: { signal } }));

export const twoFactorQueryOptions = queryOptions({
  queryKey: twoFactorQueryKey,
  queryFn: ({ signal }) => getTwoFactor(signal),
});

export function useTwoFactor() {
  return useQuery(twoFactorQueryOptions);
}

/** Every change shows in the status and the security log. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: twoFactorQueryKey }),
      queryClient.invalidateQueries({ queryKey: securityLogQueryKey }),
    ]);
}

/** The password: answers the authenticator secret and its QR code (not on yet). */
export function useStartTwoFactor() {
  return useMutation({
    mutationFn: (json: TwoFactorPasswordInput) => data(client.account['two-factor'].enable.$post({ json })),
  });
}

/** The first code from the app: on; answers the 10 recovery codes, once. */
export function useConfirmTwoFactor() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (json: ConfirmTwoFactorInput) => data(client.account['two-factor'].confirm.$post({ json })),
    onSettled: refresh,
  });
}

export function useDisableTwoFactor() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (json: TwoFactorPasswordInput) => data(client.account['two-factor'].disable.$post({ json })),
    onSettled: refresh,
  });
}

/** New recovery codes (the old ones stop working). */
export function useNewRecoveryCodes() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (json: TwoFactorPasswordInput) => data(client.account['two-factor']['recovery-codes'].$post({ json })),
    onSettled: refresh,
  });
}
