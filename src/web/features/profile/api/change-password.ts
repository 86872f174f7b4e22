import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordInput } from '@shared/account/schemas';
import { client, data } from '@web/lib/api-client';
import { securityLogQueryKey } from './get-security-log';
import { sessionsQueryKey } from './sessions';

/** Changes the password; the server ends every other session (and says how many). */
export const changePassword = (json: ChangePasswordInput) => data(client.account.password.$post({ json }));

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
        queryClient.invalidateQueries({ queryKey: securityLogQueryKey }),
      ]),
  });
}
