/**
 * Better Auth: password hashing, email verification, sessions in an httpOnly cookie, Google
 * through OpenID Connect. Our own routes (routes/account) validate input with the shared zod
 * schemas, rate-limit and log, then call `auth.api.*`; only the two links a browser follows
 * (email verification and the OAuth callback) reach Better Auth's HTTP handler directly.
 */
import { passkey } from '@better-auth/passkey';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError } from 'better-auth/api';
import { genericOAuth, type GenericOAuthConfig } from 'better-auth/plugins/generic-oauth';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import { displayName } from '@shared/auth/display-name';
import { SIGNUP_MESSAGES } from '@shared/auth/signup-policy';
import { APP_NAME } from '@shared/constants/app';
import type { Db } from '../../db/client';
import { isDatabaseUnavailable } from '../../db/pg-errors';
import { accounts, passkeys, sessions, twoFactors, users, verifications } from '../../db/schema';
import { localeCookie, requestLocale, storedLocale } from '../../i18n/locale';
import type { Env } from '../../platform/env';
import { signupRefusal, useAdminInvitations } from '../admin/signup-policy';
import { enqueueEmail } from '../mail/outbox';
import { passwordResetEmail, verificationEmail } from '../mail/templates';
import { recordAccountChange, recordSecurityEvent } from '../security/security-events';
import { authTransactionRunner, writeInAuthTransaction } from './auth-transaction';

/** Header the server sets itself (any incoming value is overwritten) to hand the client IP to the auth library. */
export const CLIENT_IP_HEADER = 'x-holdfast-client-ip';

export const AUTH_BASE_PATH = '/api/auth';
/** Better Auth error codes of our hooks: the OAuth callback's ?error= carries them to the web app. */
export const SIGNUP_REFUSED_CODE = 'SIGNUP_REFUSED';
export const ACCOUNT_DISABLED_CODE = 'ACCOUNT_DISABLED';
/** A passkey sign-in whose authenticator did not verify the person (no PIN, no biometrics). */
export const PASSKEY_NOT_VERIFIED_CODE = 'PASSKEY_USER_NOT_VERIFIED';
export const GOOGLE_PROVIDER_ID = 'google';
export const GOOGLE_DISCOVERY_DEFAULT = 'https://accounts.google.com/.well-known/openid-configuration';
/** Any OpenID Connect provider (decision 0287): its callback is /api/auth/callback/oidc. */
export const OIDC_PROVIDER_ID = 'oidc';
/** Where every email link and OAuth round trip ends in the web app. */
export const AUTH_CALLBACK_PATH = '/auth/callback';
/** Where the link of an email change ends (routes/account/email.handlers.ts). */
export const EMAIL_CHANGED_CALLBACK = `${AUTH_CALLBACK_PATH}?email=changed`;

const DAY = 60 * 60 * 24;
const RESET_LINK_SECONDS = 60 * 60;
export const VERIFICATION_LINK_SECONDS = DAY;
const secondsFromNow = (seconds: number) => new Date(Date.now() + seconds * 1000);

export interface AuthDeps {
  env: Env;
  db: Db;
  secret: string;
  logger: Logger;
}

export function googleConfigured(env: Env): boolean {
  return Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET);
}

export function oidcConfigured(env: Env): boolean {
  return Boolean(env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET);
}

/** The sign-in providers' names as people see them, by provider id (the callback path's last part). */
export function providerName(env: Env, providerId: string): string {
  return providerId === OIDC_PROVIDER_ID ? env.OIDC_NAME : 'Google';
}

/** How a session came to be, from the auth endpoint that created it (its path is the route's pattern). */
function loginMethod(ctx: { path?: string; params?: Record<string, unknown> } | null | undefined): string | null {
  const path = ctx?.path;
  if (!path) return null;
  if (path.startsWith('/sign-in/email')) return 'email_password';
  if (path.startsWith('/callback/')) return ctx.params?.id === OIDC_PROVIDER_ID ? 'oidc' : 'google';
  if (path.startsWith('/verify-email')) return 'email_verification';
  // The second step of a sign-in, or the code that confirms turning two-factor on (decision 0286).
  if (path.startsWith('/two-factor/')) return 'two_factor';
  // A passkey sign-in (decision 0288), logged by our route like a password sign-in.
  if (path.startsWith('/passkey/')) return 'passkey';
  return null;
}

/** "Signed in with …" for a sign-in through a provider or an email link. */
function signInDescription(env: Env, method: string): string {
  if (method === 'oidc') return `Signed in with ${env.OIDC_NAME}`;
  if (method === 'google') return 'Signed in with Google';
  return 'Signed in with an email verification link';
}

const profileNames = (profile: Record<string, unknown>) => ({
  firstName: typeof profile.given_name === 'string' ? profile.given_name : null,
  lastName: typeof profile.family_name === 'string' ? profile.family_name : null,
});

/**
 * The sign-in providers (Better Auth's genericOAuth): Google, and any OpenID Connect provider
 * (decision 0287). Google is a trusted provider for account linking (its addresses are
 * verified); the other one is not: its account joins an existing one only when it says
 * email_verified, and only one whose own address is confirmed (Better Auth's
 * requireLocalEmailVerified, on by default), so an unverified provider address never takes over.
 */
function signInProviders(env: Env) {
  const config: GenericOAuthConfig[] = [];
  if (googleConfigured(env)) {
    config.push({
      providerId: GOOGLE_PROVIDER_ID,
      name: 'Google',
      clientId: env.GOOGLE_CLIENT_ID!,
      clientSecret: env.GOOGLE_CLIENT_SECRET!,
      discoveryUrl: env.GOOGLE_DISCOVERY_URL ?? GOOGLE_DISCOVERY_DEFAULT,
      scopes: ['openid', 'email', 'profile'],
      accessType: 'offline',
      prompt: 'consent',
      pkce: true,
      mapProfileToUser: profileNames,
    });
  }
  if (oidcConfigured(env)) {
    config.push({
      providerId: OIDC_PROVIDER_ID,
      name: env.OIDC_NAME,
      clientId: env.OIDC_CLIENT_ID!,
      clientSecret: env.OIDC_CLIENT_SECRET!,
      discoveryUrl: `${env.OIDC_ISSUER}/.well-known/openid-configuration`,
      scopes: ['openid', 'email', 'profile'],
      pkce: true,
      mapProfileToUser: profileNames,
    });
  }
  return config.length > 0 ? [genericOAuth({ config })] : [];
}

export function createAuth({ env, db, secret, logger }: AuthDeps) {
  const log = logger.child({ module: 'auth' });
  const nameOf = (u: { name?: string | null; email: string; firstName?: unknown; lastName?: unknown }) =>
    displayName({
      firstName: typeof u.firstName === 'string' ? u.firstName : null,
      lastName: typeof u.lastName === 'string' ? u.lastName : null,
      fullName: u.name ?? null,
      email: u.email,
    });

  /** Endpoint calls (/verify-email) whose user update is an email change, from before to after. */
  const emailChanges = new WeakSet<object>();

  const adapterConfig = {
    provider: 'pg' as const,
    schema: {
      user: users,
      session: sessions,
      account: accounts,
      verification: verifications,
      twoFactor: twoFactors,
      passkey: passkeys,
    },
  };

  // --- Two-factor sign-in (decision 0286): an authenticator app and 10 recovery codes. Our routes
  // (routes/account/two-factor.*) check the password with our rate limits, then call the plugin;
  // after a right password, sign-in answers "second step" and sets the short-lived two_factor cookie.
  const twoFactorPlugin = twoFactor({
    issuer: APP_NAME,
    // Ten minutes to type the code after the password; five tries per challenge, and the plugin's
    // own lock after ten failures in a row, beside our limits per address.
    twoFactorCookieMaxAge: 600,
    backupCodeOptions: { amount: 10, length: 10, storeBackupCodes: 'encrypted' },
  });

  // --- Passkeys (decision 0288): WebAuthn credentials for the public URL's host, registered and
  // used through our routes (routes/account/passkeys.*). A sign-in with one needs no password
  // and no second step, so the authenticator must have verified the person (PIN or biometrics).
  const publicUrl = new URL(env.PUBLIC_URL);
  const passkeyPlugin = passkey({
    rpID: publicUrl.hostname,
    rpName: APP_NAME,
    origin: publicUrl.origin,
    // Discoverable: the browser offers the account's passkey without an email typed first.
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    authentication: {
      afterVerification: async ({ verification, clientData }) => {
        if (!verification.authenticationInfo.userVerified) {
          throw new APIError('UNAUTHORIZED', {
            message: 'The passkey did not verify you',
            code: PASSKEY_NOT_VERIFIED_CODE,
          });
        }
        const credentialId = typeof clientData.id === 'string' ? clientData.id : '';
        await db.update(passkeys).set({ lastUsedAt: new Date() }).where(eq(passkeys.credentialID, credentialId));
      },
    },
  });

  const auth = betterAuth({
    appName: APP_NAME,
    baseURL: env.PUBLIC_URL,
    basePath: AUTH_BASE_PATH,
    secret,
    trustedOrigins: [env.PUBLIC_URL],
    database: drizzleAdapter(db, adapterConfig),
    user: {
      additionalFields: {
        firstName: { type: 'string', required: false, input: true },
        lastName: { type: 'string', required: false, input: true },
        username: { type: 'string', required: false, input: true },
        dateOfBirth: { type: 'string', required: false, input: true },
        // Administration (decision 284): read with the session, never set through the auth API.
        disabledAt: { type: 'date', required: false, input: false },
        // The member's language (decision 0333): given at sign-up by the hook below, changed
        // through PUT /api/account/locale, never through the auth API.
        locale: { type: 'string', required: false, input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      // Sign-up sends the verification link; following it signs the user in.
      autoSignIn: false,
      requireEmailVerification: false,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
      // Emails go to the outbox (mail/outbox.ts), in the endpoint's transaction when it has ours;
      // the job worker sends them. A failed insert fails the request (decision 117).
      sendResetPassword: async ({ user, token }) => {
        const url = `${env.PUBLIC_URL}/reset-password?token=${encodeURIComponent(token)}`;
        const message = passwordResetEmail(user.email, nameOf(user), url, storedLocale(user));
        await writeInAuthTransaction(db, (tx) =>
          enqueueEmail(tx, message, { notAfter: secondsFromNow(RESET_LINK_SECONDS) }),
        );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: VERIFICATION_LINK_SECONDS,
      sendVerificationEmail: async ({ user, url }) => {
        const message = verificationEmail(user.email, nameOf(user), url, storedLocale(user));
        await writeInAuthTransaction(db, (tx) =>
          enqueueEmail(tx, message, { notAfter: secondsFromNow(VERIFICATION_LINK_SECONDS) }),
        );
      },
    },
    session: {
      expiresIn: 7 * DAY,
      // A session in use renews itself once a day (sliding expiry).
      updateAge: DAY,
      // Our routes ask for the password again (or a sign-in minutes old) before what needs proof,
      // such as adding a passkey; Better Auth's own "fresh session" (a day) would refuse anyone
      // signed in longer ago even after that.
      freshAge: 0,
    },
    account: {
      // Linking by address (decision 0287): Google's are verified; any other provider's only when
      // it says email_verified, and never into an account whose own address is unconfirmed.
      accountLinking: { enabled: true, trustedProviders: [GOOGLE_PROVIDER_ID], requireLocalEmailVerified: true },
    },
    advanced: {
      cookiePrefix: 'holdfast',
      useSecureCookies: env.PUBLIC_URL.startsWith('https:'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      // Our middleware writes the real client IP into this header (see http/session.ts).
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    // OAuth failures (bad state, provider errors) land on the web app's callback page with ?error=.
    // Anything else its handler meets (a query that failed) is thrown to our one onError, which
    // answers an unreachable database with 503 and Retry-After; left to Better Auth it would be an
    // empty 500 and the query, with its parameters, printed to stderr.
    onAPIError: { errorURL: `${env.PUBLIC_URL}${AUTH_CALLBACK_PATH}`, throw: true },
    // Our routes rate-limit themselves in the database (http/rate-limit.ts).
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    logger: {
      level: 'warn',
      log: (level, message, ...args) => {
        // An unreachable database is said once per outage by platform/database-outage.ts, not per request.
        if (args.some(isDatabaseUnavailable)) return;
        // An Error (a failed query among them) goes through the logger's err serializer, which
        // never writes SQL or parameters; anything else is described briefly.
        const first: unknown = args[0];
        const fields =
          first instanceof Error
            ? { err: first }
            : { details: first === undefined ? undefined : String(first).slice(0, 200) };
        if (level === 'error') log.error(fields, message);
        else log.warn(fields, message);
      },
    },
    plugins: [...signInProviders(env), twoFactorPlugin, passkeyPlugin],
    databaseHooks: {
      // --- Administration (decision 284): who may sign up, disabled accounts. ---
      user: {
        create: {
          // Our sign-up route checks the policy with the invitation it came through; an account
          // a sign-in provider would create (Google) is checked here, by its verified address.
          // Either way the account speaks the language of the request that creates it (decision
          // 0333): the hf_locale cookie, else Accept-Language (the provider's callback carries both).
          before: async (user, ctx) => {
            const data = { data: { ...user, locale: requestLocale(ctx?.headers) } };
            if (ctx?.path?.startsWith('/sign-up/')) return data;
            const refusal = await writeInAuthTransaction(db, (tx) =>
              signupRefusal(tx, env, { email: user.email, invitation: null, now: new Date() }),
            );
            if (refusal) throw new APIError('FORBIDDEN', { message: refusal, code: SIGNUP_REFUSED_CODE });
            return data;
          },
          after: async (user) => {
            await writeInAuthTransaction(db, (tx) => useAdminInvitations(tx, user.email, new Date()));
          },
        },
        // Email change (decision 0285): routes/account/email.handlers.ts sends Better Auth's
        // change-email link to the new address; following it (/verify-email) updates the user
        // with the new email, the only update there that carries one.
        update: {
          before: async (data, ctx) => {
            if (!ctx?.path?.startsWith('/verify-email') || typeof data.email !== 'string') return;
            emailChanges.add(ctx);
            // The link reached the new address: it is verified (Better Auth keeps the old flag).
            return { data: { ...data, emailVerified: true } };
          },
          after: async (user, ctx) => {
            if (!ctx || !emailChanges.delete(ctx)) return;
            await recordAccountChange(db, 'email_changed', {
              userId: user.id,
              description: 'Email changed',
              ip: ctx.headers?.get(CLIENT_IP_HEADER) ?? null,
              userAgent: ctx.headers?.get('user-agent') ?? null,
              metadata: { new_email: user.email },
            });
          },
        },
      },
      session: {
        create: {
          before: async (session) => {
            const [row] = await db
              .select({ disabledAt: users.disabledAt })
              .from(users)
              .where(eq(users.id, session.userId));
            if (row?.disabledAt) {
              throw new APIError('FORBIDDEN', { message: SIGNUP_MESSAGES.disabled, code: ACCOUNT_DISABLED_CODE });
            }
          },
          after: async (session, ctx) => {
            const base = { userId: session.userId, ip: session.ipAddress, userAgent: session.userAgent };
            const method = loginMethod(ctx);
            const [row] = await db
              .select({ twoFactorEnabled: users.twoFactorEnabled, locale: users.locale })
              .from(users)
              .where(eq(users.id, session.userId));
            // With two-factor on, the password's session is deleted at once by the plugin (the
            // second step creates the real one): it never started for the user.
            if (method === 'email_password' && row?.twoFactorEnabled) return;
            // Every sign-in tells the device the member's language (decision 0333), whichever
            // way it came: our routes forward the endpoint's cookies, a provider's callback sets
            // them. The same line as PUT /api/account/locale's (i18n/locale.ts).
            if (row)
              ctx?.responseHeaders?.append('set-cookie', localeCookie(row.locale, env.PUBLIC_URL.startsWith('https:')));
            if (method && method !== 'email_password' && method !== 'two_factor' && method !== 'passkey') {
              // Password sign-ins are logged by the sign-in route, which knows the outcome first.
              await recordSecurityEvent(db, {
                ...base,
                eventType: 'successful_login',
                description: signInDescription(env, method),
                metadata:
                  method === 'oidc' ? { login_method: method, provider_name: env.OIDC_NAME } : { login_method: method },
              });
            }
            await recordSecurityEvent(db, {
              ...base,
              eventType: 'session_started',
              description: 'Session started',
              metadata: { token_prefix: `${session.token.slice(0, 6)}…`, login_method: method },
            });
          },
        },
        update: {
          after: async (session) => {
            await recordSecurityEvent(db, {
              userId: session.userId,
              eventType: 'token_refreshed',
              description: 'Session renewed while in use',
              ip: session.ipAddress,
              userAgent: session.userAgent,
              metadata: { expires_at: new Date(session.expiresAt).toISOString() },
            });
          },
        },
      },
    },
  });

  // Sign-up (user, account and verification email) and the reset request (verification row and
  // reset email) each commit all or nothing. The resend endpoint writes only its email, one
  // insert: it needs no transaction (and holds the request 500 ms on purpose).
  const inTransaction = authTransactionRunner(db, adapterConfig, async () => (await auth.$context).options);
  const { signUpEmail, requestPasswordReset } = auth.api;
  return {
    ...auth,
    /** Run Better Auth endpoint calls and our writes (writeInAuthTransaction) in one transaction. */
    inTransaction,
    api: {
      ...auth.api,
      signUpEmail: Object.assign(
        (...args: Parameters<typeof signUpEmail>) => inTransaction(() => signUpEmail(...args)),
        signUpEmail,
      ) as typeof signUpEmail,
      requestPasswordReset: Object.assign(
        (...args: Parameters<typeof requestPasswordReset>) => inTransaction(() => requestPasswordReset(...args)),
        requestPasswordReset,
      ) as typeof requestPasswordReset,
    },
  };
}

export type Auth = ReturnType<typeof createAuth>;
