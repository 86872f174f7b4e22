import { useMutation } from '@tanstack/react-query';
import { client, data } from '@web/lib/api-client';

export type GoogleIntent = 'sign-in' | 'sign-up';

/** Asks the server where to send the browser for Google; Google comes back to /auth/callback. */
export const startGoogleSignIn = (intent: GoogleIntent) => data(client.account.google.$post({ json: { intent } }));

export function useStartGoogleSignIn() {
  return useMutation({ mutationFn: startGoogleSignIn });
}
