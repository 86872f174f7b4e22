import { useMutation } from '@tanstack/react-query';
import { client, data } from '@web/lib/api-client';
import { setAuthReturnPath } from '@web/lib/auth/auth-return';

export type SignInProvider = 'google' | 'oidc';

/**
 * A fresh sign-in with the account's provider (Google or the OpenID Connect provider) for a
 * password-less account about to be deleted. The provider comes back to /auth/callback, which
 * then returns to `returnPath` (kept in this tab for a few minutes).
 */
export async function startProviderReauth({ provider, returnPath }: { provider: SignInProvider; returnPath: string }) {
  const start = provider === 'oidc' ? client.account.oidc : client.account.google;
  const { url } = await data(start.$post({ json: { intent: 'sign-in' } }));
  setAuthReturnPath(returnPath);
  return url;
}

export function useStartProviderReauth() {
  return useMutation({ mutationFn: startProviderReauth });
}
