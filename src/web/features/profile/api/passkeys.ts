import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PasskeyNameInput, StartPasskeyInput } from '@shared/account/passkeys';
import { client, data } from '@web/lib/api-client';
import { createPasskey, type CreationOptions } from '@web/lib/auth/passkey-ceremony';
import { securityLogQueryKey } from './get-security-log';

export const passkeysQueryKey = ['me', 'passkeys'] as const;

export const getPasskeys = (signal?: AbortSignal) =>
  data(client.account.passkeys.$get(undefined, { init: { signal } }));

export const passkeysQueryOptions = queryOptions({
  queryKey: passkeysQueryKey,
  queryFn: ({ signal }) => getPasskeys(signal),
});

export function usePasskeys() {
  return useQuery(passkeysQueryOptions);
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: passkeysQueryKey }),
      queryClient.invalidateQueries({ queryKey: securityLogQueryKey }),
    ]);
}

/** The password, then the device makes the passkey, then the server keeps it under its name. */
export function useAddPasskey() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ name, currentPassword }: PasskeyNameInput & StartPasskeyInput) => {
      const options = await data(
        client.account.passkeys['registration-options'].$post({ json: currentPassword ? { currentPassword } : {} }),
      );
      const response = await createPasskey(options as unknown as CreationOptions);
      return data(client.account.passkeys.$post({ json: { name, response } }));
    },
    onSettled: refresh,
  });
}

export function useRenamePasskey() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, name }: { id: string } & PasskeyNameInput) =>
      data(client.account.passkeys[':id'].$patch({ param: { id }, json: { name } })),
    onSettled: refresh,
  });
}

export function useRemovePasskey() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => data(client.account.passkeys[':id'].$delete({ param: { id } })),
    onSettled: refresh,
  });
}
