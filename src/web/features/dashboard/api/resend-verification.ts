import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api';

/** A new verification link for the signed-in user's email. */
export const resendVerification = () => api.post<{ ok: true }>('/api/account/resend-verification');

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
