import { useMutation } from '@tanstack/react-query';
import type { ForgotPassword } from '@shared/auth/schemas';
import { client, data } from '@web/lib/api-client';

/** Always 202: the answer never says whether the address has an account. */
export const requestPasswordReset = (input: ForgotPassword) =>
  data(client.account['forgot-password'].$post({ json: input }));

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
