import { useMutation } from '@tanstack/react-query';
import { client, data } from '@web/lib/api-client';

/** A new verification link for the signed-in user's email. */
export const resendVerification = () => data(client.account['resend-verification'].$post());

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
