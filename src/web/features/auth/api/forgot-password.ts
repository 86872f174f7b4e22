import { useMutation } from '@tanstack/react-query';
import type { ForgotPassword } from '@shared/auth/schemas';
import { api } from '@web/lib/api';

/** Always 202: the answer never says whether the address has an account. */
export const requestPasswordReset = (input: ForgotPassword) =>
  api.post<{ ok: true }>('/api/account/forgot-password', input);

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
