import { APIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { SIGNUP_MESSAGES } from '@shared/auth/signup-policy';
import { API_ERROR_CODES } from '@shared/errors';
import { PROFILE_MESSAGES } from '@shared/profile/schemas';
import { users } from '../../db/schema';
import type { AppEnv } from '../../http/context';
import { addressBucket, claimPasswordAttempt, RATE_LIMITS } from '../../http/rate-limit';
import { createRouter } from '../../http/router';
import type { Services } from '../../http/services';
import { authHeaders, forwardCookies, requireAuth } from '../../http/session';
import { ApiError } from '../../platform/errors';
import { isAdmin } from '../../services/admin/admins';
import { adminInvitationFor, signupRefusal } from '../../services/admin/signup-policy';
import {
  ACCOUNT_DISABLED_CODE,
  AUTH_CALLBACK_PATH,
  googleConfigured,
  GOOGLE_PROVIDER_ID,
  OIDC_PROVIDER_ID,
  oidcConfigured,
  providerName,
} from '../../services/auth/auth';
import { hashEmail, recordSecurityEvent } from '../../services/security/security-events';
import { deleteStoredImage } from '../../services/storage/images';
import { isInvitationFor } from '../household/household.queries';
import { sessionInfo } from '../profile/profile.dto';
import { USERNAME_TAKEN_MESSAGE, usernameTaken } from '../profile/username';
import { deleteAccountRows, hasPassword, profileUsername, signInProviders } from './account.queries';
import {
  deleteAccountRoute,
  forgotPasswordRoute,
  googleStartRoute,
  oidcStartRoute,
  resendVerificationRoute,
  resetPasswordRoute,
  sessionRoute,
  signInRoute,
  signOutRoute,
  signUpRoute,
} from './account.routes';
import { isFreshSignIn } from './fresh-sign-in';
import { signedInBefore } from './known-address';

const ok = { ok: true as const };
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';
export const ACCOUNT_EXISTS_MESSAGE = 'An account with this email already exists. Please sign in instead.';
export const INVALID_TOKEN_MESSAGE = 'This reset link is invalid or has expired.';

/**
 * OIDC_ONLY=1 (decision 0287): who gets in is decided at the sign-in provider, so password
 * sign-in, sign-up and reset are refused, with the way in instead.
 */
function refuseWithoutPasswords(env: Services['env']): void {
  if (!env.OIDC_ONLY) return;
  const names = [oidcConfigured(env) ? env.OIDC_NAME : null, googleConfigured(env) ? 'Google' : null].filter(Boolean);
  throw new ApiError(
    403,
    API_ERROR_CODES.passwordSignInOff,
    `This server signs people in with ${names.join(' or ')} only: passwords are turned off. Use the "Sign in with ${names[0]}" button.`,
  );
}

/** Expire the session cookies in the browser (both prefixes; the rows are gone already). */
function clearSessionCookies(secure: boolean): string[] {
  const base = `Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure ? '; Secure' : ''}`;
  const names = ['holdfast.session_token', 'holdfast.session_data', 'holdfast.dont_remember'];
  return names.flatMap((n) => (secure ? [`__Secure-${n}=; ${base}`] : [`${n}=; ${base}`]));
}

export function accountRouter(s: Services) {
  const { db, auth, limiter, limit, env, storage, logger, sessionEnds } = s;

  /** The provider's authorization URL for the browser to go to; it comes back to /auth/callback. */
  const startProviderSignIn = async (c: Context<AppEnv>, provider: string): Promise<string> => {
    const ip = c.get('clientIp');
    if (ip) await limiter.enforce(`oauth-start:ip:${addressBucket(ip)}`, limit(RATE_LIMITS.oauthStartPerIp));
    const result = await auth.api.signInSocial({
      body: {
        provider,
        callbackURL: AUTH_CALLBACK_PATH,
        errorCallbackURL: AUTH_CALLBACK_PATH,
        newUserCallbackURL: AUTH_CALLBACK_PATH,
        disableRedirect: true,
      },
      headers: authHeaders(c),
      returnHeaders: true,
    });
    forwardCookies(c, result.headers);
    if (!result.response.url) {
      throw new ApiError(
        502,
        API_ERROR_CODES.providerUnavailable,
        `${providerName(env, provider)} sign-in is unavailable right now.`,
      );
    }
    return result.response.url;
  };

  return createRouter()
    .openapi(signUpRoute, async (c) => {
      refuseWithoutPasswords(env);
      const input = c.req.valid('json');
      const ip = c.get('clientIp');
      if (ip) await limiter.enforce(`sign-up:ip:${addressBucket(ip)}`, limit(RATE_LIMITS.signUpPerIp));
      await limiter.enforce(`sign-up:email:${input.email}`, limit(RATE_LIMITS.signUpPerEmail));

      const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email)).limit(1);
      if (existing) throw new ApiError(409, API_ERROR_CODES.accountExists, ACCOUNT_EXISTS_MESSAGE);
      if (await usernameTaken(db, input.username, null)) {
        throw new ApiError(409, API_ERROR_CODES.usernameTaken, USERNAME_TAKEN_MESSAGE, {
          username: [USERNAME_TAKEN_MESSAGE],
        });
      }
      // Signed up from an invitation's page: the emailed link comes back to that page (through
      // /auth/callback and the profile), wherever it is opened. Only a usable invitation for this
      // address: the link's path is built here, never taken from the request.
      const fromInvitation =
        input.invitation && (await isInvitationFor(db, input.invitation, input.email, new Date(s.now())));
      // Who may sign up (decision 284): a household's or an administrator's invitation link may
      // let this address in when sign-up is not open.
      const fromAdminInvitation =
        input.invitation && (await adminInvitationFor(db, input.invitation, input.email, new Date(s.now())));
      const refusal = await signupRefusal(db, env, {
        email: input.email,
        invitation: { household: Boolean(fromInvitation), admin: Boolean(fromAdminInvitation) },
        now: new Date(s.now()),
      });
      if (refusal) throw new ApiError(403, API_ERROR_CODES.signupClosed, refusal);
      await auth.api.signUpEmail({
        body: {
          email: input.email,
          password: input.password,
          name: [input.firstName, input.lastName].filter(Boolean).join(' '),
          firstName: input.firstName,
          lastName: input.lastName,
          username: input.username,
          dateOfBirth: input.dateOfBirth,
          callbackURL: fromInvitation
            ? `${AUTH_CALLBACK_PATH}?invitation=${encodeURIComponent(input.invitation!)}`
            : AUTH_CALLBACK_PATH,
        },
        headers: authHeaders(c),
      });
      return c.json(ok, 201);
    })

    .openapi(signInRoute, async (c) => {
      refuseWithoutPasswords(env);
      const { email, password } = c.req.valid('json');
      const ip = c.get('clientIp');
      const userAgent = c.req.header('user-agent') ?? null;
      if (ip) await limiter.enforce(`sign-in:ip:${addressBucket(ip)}`, limit(RATE_LIMITS.signInPerIp));

      const logFailure = async (reason: string) => {
        const [known] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
        await recordSecurityEvent(db, {
          userId: known?.id ?? null,
          eventType: 'failed_login_attempt',
          description: `Failed sign-in: ${reason}`,
          ip,
          userAgent,
          metadata: { email_hash: hashEmail(email), reason, login_method: 'email_password' },
        });
      };

      let attempt;
      try {
        attempt = await claimPasswordAttempt(limiter, limit, {
          email,
          ip,
          isKnownAddress: () => signedInBefore(db, email, ip),
        });
      } catch (err) {
        if (err instanceof ApiError && err.status === 429) await logFailure('rate_limited');
        throw err;
      }
      let result;
      try {
        result = await auth.api.signInEmail({
          body: { email, password },
          headers: authHeaders(c),
          returnHeaders: true,
        });
      } catch (err) {
        if (err instanceof APIError && (err.statusCode === 401 || err.statusCode === 400)) {
          await logFailure('invalid_credentials');
          throw new ApiError(401, API_ERROR_CODES.invalidCredentials, INVALID_CREDENTIALS_MESSAGE);
        }
        // The password was right; the session hook refused a disabled account (services/auth/auth.ts).
        if (err instanceof APIError && err.body?.code === ACCOUNT_DISABLED_CODE) {
          await attempt.succeeded();
          await logFailure('account_disabled');
          throw new ApiError(403, API_ERROR_CODES.accountDisabled, SIGNUP_MESSAGES.disabled);
        }
        await attempt.abandoned();
        throw err;
      }
      await attempt.succeeded();
      // Two-factor sign-in is on (decision 0286): the plugin answered the second step instead of
      // a session, and set the short-lived two_factor cookie for /api/account/two-factor/verify.
      if ('twoFactorRedirect' in result.response) {
        forwardCookies(c, result.headers);
        return c.json({ twoFactorRequired: true as const }, 202);
      }
      const user = result.response.user;
      await recordSecurityEvent(db, {
        userId: user.id,
        eventType: 'successful_login',
        description: 'Signed in with email and password',
        ip,
        userAgent,
        metadata: { login_method: 'email_password' },
      });
      forwardCookies(c, result.headers);
      const session = await auth.api.getSession({
        headers: new Headers({ cookie: cookieHeaderFrom(result.headers) }),
      });
      return c.json(await sessionInfo(db, session?.user ?? null), 200);
    })

    .openapi(signOutRoute, async (c) => {
      const { user, session } = await requireAuth(c);
      const result = await auth.api.signOut({ headers: authHeaders(c), returnHeaders: true });
      await s.sessionEnds.announce({ userId: user.id, sessionId: session.id });
      await recordSecurityEvent(db, {
        userId: user.id,
        eventType: 'session_ended',
        description: 'Signed out',
        ip: c.get('clientIp'),
        userAgent: c.req.header('user-agent') ?? null,
        metadata: { token_prefix: `${session.token.slice(0, 6)}…` },
      });
      forwardCookies(c, result.headers);
      return c.json(ok, 200);
    })

    .openapi(sessionRoute, async (c) => {
      const state = await c.get('getAuth')();
      const info = await sessionInfo(db, state?.user ?? null);
      return c.json(state ? { ...info, admin: await isAdmin(db, env, state.user.id) } : info, 200);
    })

    .openapi(resendVerificationRoute, async (c) => {
      const { user } = await requireAuth(c);
      if (user.emailVerified)
        throw new ApiError(409, API_ERROR_CODES.alreadyVerified, 'Your email address is already confirmed.');
      await limiter.enforce(`resend-verification:${user.id}`, limit(RATE_LIMITS.resendVerificationPerUser));
      await auth.api.sendVerificationEmail({ body: { email: user.email, callbackURL: AUTH_CALLBACK_PATH } });
      return c.json(ok, 202);
    })

    .openapi(forgotPasswordRoute, async (c) => {
      refuseWithoutPasswords(env);
      const { email } = c.req.valid('json');
      const ip = c.get('clientIp');
      if (ip) await limiter.enforce(`password-reset:ip:${addressBucket(ip)}`, limit(RATE_LIMITS.passwordResetPerIp));
      await limiter.enforce(`password-reset:email:${email}`, limit(RATE_LIMITS.passwordResetPerEmail));
      // The same answer whether or not the address has an account.
      await auth.api.requestPasswordReset({ body: { email, redirectTo: '/reset-password' } });
      return c.json(ok, 202);
    })

    .openapi(resetPasswordRoute, async (c) => {
      const { token, password } = c.req.valid('json');
      const ip = c.get('clientIp');
      if (ip) await limiter.enforce(`password-reset:ip:${addressBucket(ip)}`, limit(RATE_LIMITS.passwordResetPerIp));
      try {
        await auth.api.resetPassword({ body: { token, newPassword: password } });
        await s.sessionEnds.announce({}); // the user's sessions ended (which user the token does not say)
      } catch (err) {
        if (err instanceof APIError && err.statusCode < 500) {
          throw new ApiError(400, API_ERROR_CODES.invalidToken, INVALID_TOKEN_MESSAGE, {
            token: [INVALID_TOKEN_MESSAGE],
          });
        }
        throw err;
      }
      return c.json(ok, 200);
    })

    .openapi(googleStartRoute, async (c) => {
      if (!googleConfigured(s.env)) {
        throw new ApiError(404, API_ERROR_CODES.notFound, 'Google sign-in is not configured on this server.');
      }
      return c.json({ url: await startProviderSignIn(c, GOOGLE_PROVIDER_ID) }, 200);
    })
    .openapi(oidcStartRoute, async (c) => {
      if (!oidcConfigured(s.env)) {
        throw new ApiError(404, API_ERROR_CODES.notFound, 'OpenID Connect sign-in is not configured on this server.');
      }
      return c.json({ url: await startProviderSignIn(c, OIDC_PROVIDER_ID) }, 200);
    })
    .openapi(deleteAccountRoute, async (c) => {
      const { user, session } = await requireAuth(c);
      const input = c.req.valid('json');
      const expected =
        (await profileUsername(db, user.id)) ?? (user as { username?: string | null }).username ?? user.email;
      if (input.username.toLowerCase() !== expected.toLowerCase()) {
        throw new ApiError(400, API_ERROR_CODES.validation, PROFILE_MESSAGES.deleteUsernameMismatch, {
          username: [PROFILE_MESSAGES.deleteUsernameMismatch],
        });
      }
      if (await hasPassword(db, user.id)) {
        if (!input.password) {
          throw new ApiError(400, API_ERROR_CODES.validation, PROFILE_MESSAGES.deletePasswordRequired, {
            password: [PROFILE_MESSAGES.deletePasswordRequired],
          });
        }
        // Limited like sign-in, sharing its counters: a stolen session cannot guess the password here.
        const ip = c.get('clientIp');
        const attempt = await claimPasswordAttempt(limiter, limit, {
          email: user.email,
          ip,
          isKnownAddress: () => signedInBefore(db, user.email, ip),
        });
        let valid = true;
        try {
          await auth.api.verifyPassword({ body: { password: input.password }, headers: authHeaders(c) });
        } catch (err) {
          if (!(err instanceof APIError && err.statusCode < 500)) {
            await attempt.abandoned();
            throw err;
          }
          valid = false;
        }
        if (valid) await attempt.succeeded();
        else {
          throw new ApiError(400, API_ERROR_CODES.invalidCredentials, PROFILE_MESSAGES.deleteWrongPassword, {
            password: [PROFILE_MESSAGES.deleteWrongPassword],
          });
        }
      } else if (!isFreshSignIn(session)) {
        // Named after the provider the account signs in with (decision 0287).
        const linked = await signInProviders(db, user.id);
        const message =
          linked.includes('oidc') && oidcConfigured(env)
            ? PROFILE_MESSAGES.deleteNeedsFreshSignIn.replace('Google', env.OIDC_NAME)
            : PROFILE_MESSAGES.deleteNeedsFreshSignIn;
        throw new ApiError(403, API_ERROR_CODES.forbidden, message);
      }

      const files = await deleteAccountRows(db, user, { publicUrl: env.PUBLIC_URL });
      await sessionEnds.announce({ userId: user.id });
      await Promise.all(files.map((url) => deleteStoredImage(storage, url, logger)));
      logger.info({ reqId: c.get('requestId') }, 'account deleted');
      for (const cookie of clearSessionCookies(env.PUBLIC_URL.startsWith('https:')))
        c.header('Set-Cookie', cookie, { append: true });
      return c.body(null, 204);
    });
}

/** "name=value; Path=/; HttpOnly" Set-Cookie lines -> a Cookie request header. */
function cookieHeaderFrom(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .join('; ');
}
