import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangeEmailInput } from '@shared/account/schemas';
import { client, data } from '@web/lib/api-client';
import { securityLogQueryKey } from './get-security-log';

/** Asks to change the email: a link goes to the new address (the change waits for it). */
export const changeEmail = (json: ChangeEmailInput) => data(client.account.email.$post({ json }));

export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeEmail,
    onSettled: () => queryClient.invalidateQueries({ queryKey: securityLogQueryKey }),
  });
}
