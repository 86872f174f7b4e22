import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountInput } from '@shared/profile/schemas';
import { api } from '@web/lib/api';

/** Deletes the account and everything it owns; the server clears the session cookie (204). */
export const deleteAccount = (input: DeleteAccountInput) => api.delete<void>('/api/account', { body: input });

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
