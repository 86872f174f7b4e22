/**
 * A real OpenID Connect provider standing in for Google, or for any provider configured with
 * OIDC_ISSUER (oauth2-mock-server): discovery, JWKS,
 * authorize, token and userinfo endpoints on localhost. It approves every authorization and
 * issues tokens carrying the identity set with `setIdentity`.
 */
import { OAuth2Server } from 'oauth2-mock-server';

export interface OidcIdentity {
  sub: string;
  email: string;
  email_verified?: boolean;
  name?: string;
  given_name?: string;
  family_name?: string;
}

export interface TestOidcProvider {
  issuer: string;
  discoveryUrl: string;
  /** The server's variables for it as Google (GOOGLE_*). */
  env: Record<string, string>;
  /** The server's variables for it as any OpenID Connect provider (OIDC_*, named "Authentik"). */
  oidcEnv: Record<string, string>;
  setIdentity(identity: OidcIdentity): void;
  close(): Promise<void>;
}

export async function startOidcProvider(): Promise<TestOidcProvider> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  const issuer = server.issuer.url!;
  let identity: OidcIdentity = { sub: 'google-user-1', email: 'scout@example.com', email_verified: true };

  server.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, identity, { email_verified: identity.email_verified ?? true });
  });
  server.service.on('beforeUserinfo', (userInfoResponse) => {
    userInfoResponse.body = { ...identity, email_verified: identity.email_verified ?? true };
  });

  return {
    issuer,
    discoveryUrl: `${issuer}/.well-known/openid-configuration`,
    env: {
      GOOGLE_CLIENT_ID: 'holdfast-test-client',
      GOOGLE_CLIENT_SECRET: 'holdfast-test-secret',
      GOOGLE_DISCOVERY_URL: `${issuer}/.well-known/openid-configuration`,
    },
    oidcEnv: {
      OIDC_ISSUER: issuer,
      OIDC_CLIENT_ID: 'holdfast-oidc-client',
      OIDC_CLIENT_SECRET: 'holdfast-oidc-secret',
      OIDC_NAME: 'Authentik',
    },
    setIdentity(next) {
      identity = next;
    },
    close: () => server.stop(),
  };
}
