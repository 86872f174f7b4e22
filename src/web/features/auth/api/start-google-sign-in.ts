import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api';

export type GoogleIntent = 'sign-in' | 'sign-up';

/** Asks the server where to send the browser for Google; Google comes back to /auth/callback. */
export const startGoogleSignIn = (intent: GoogleIntent) => api.post<{ url: string }>('/api/account/google', { intent });

export function useStartGoogleSignIn() {
  return useMutation({ mutationFn: startGoogleSignIn });
}
