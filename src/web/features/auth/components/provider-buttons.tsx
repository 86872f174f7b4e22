import type { PublicConfig } from '@shared/auth/api-types';
import type { GoogleIntent } from '../api/start-google-sign-in';
import { GoogleButton } from './google-button';
import { OidcButton } from './oidc-button';

type Config = Partial<Pick<PublicConfig, 'googleEnabled' | 'oidcName' | 'passwordSignIn'>> | undefined;

/** The sign-in providers this server offers, by the names people know them by. */
export function providerNames(config: Config): string[] {
  return [config?.oidcName ?? null, config?.googleEnabled ? 'Google' : null].filter((n): n is string => n !== null);
}

/**
 * OIDC_ONLY=1 (decision 0287): no email and password here, only the providers. Until the config
 * is known the forms show as usual.
 */
export const passwordsOff = (config: Config) => config?.passwordSignIn === false;

/** Google's and the OpenID Connect provider's buttons, whichever the server has; nothing without either. */
export function ProviderButtons({
  config,
  intent,
  disabled,
}: {
  config: Config;
  intent: GoogleIntent;
  disabled?: boolean;
}) {
  if (!config?.googleEnabled && !config?.oidcName) return null;
  return (
    <div className="grid gap-2">
      {config.oidcName ? <OidcButton name={config.oidcName} intent={intent} disabled={disabled} /> : null}
      {config.googleEnabled ? <GoogleButton intent={intent} disabled={disabled} /> : null}
    </div>
  );
}
