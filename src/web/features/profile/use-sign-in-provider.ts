import type { AccountSecurity } from '@shared/profile/schemas';
import { useConfig } from '@web/lib/config';
import type { SignInProvider } from './api/start-provider-reauth';

/**
 * The provider a password-less account signs in with, and its name as people know it ("Google",
 * or the OpenID Connect provider's OIDC_NAME, decision 0287): the one still configured on this
 * server, the OpenID Connect one first.
 */
export function useSignInProvider(security: AccountSecurity | undefined): { id: SignInProvider; name: string } {
  const config = useConfig();
  const linked = security?.providers ?? [];
  const oidcName = config.data?.oidcName ?? null;
  if (linked.includes('oidc') && (oidcName || !linked.includes('google'))) {
    return { id: 'oidc', name: oidcName ?? 'OpenID Connect' };
  }
  return { id: 'google', name: 'Google' };
}
