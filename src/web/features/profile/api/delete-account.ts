import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountInput } from '@shared/profile/schemas';
import { client, data } from '@web/lib/api-client';

/** Deletes the account and everything it owns; the server clears the session cookie (204). */
export const deleteAccount = (input: DeleteAccountInput) =>
  data(client.account.$delete({ json: input })).then(() => undefined);

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
