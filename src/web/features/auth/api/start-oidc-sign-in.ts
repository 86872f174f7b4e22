import { useMutation } from '@tanstack/react-query';
import { client, data } from '@web/lib/api-client';
import type { GoogleIntent } from './start-google-sign-in';

/**
 * Asks the server where to send the browser for the OpenID Connect provider (OIDC_ISSUER,
 * decision 0287); the provider comes back to /auth/callback.
 */
export const startOidcSignIn = (intent: GoogleIntent) => data(client.account.oidc.$post({ json: { intent } }));

export function useStartOidcSignIn() {
  return useMutation({ mutationFn: startOidcSignIn });
}
