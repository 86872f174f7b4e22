import { APIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { PASSKEY_MESSAGES } from '@shared/account/passkeys';
import { ACCOUNT_MESSAGES } from '@shared/account/schemas';
import { TWO_FACTOR_MESSAGES } from '@shared/account/two-factor';
import { SIGNUP_MESSAGES } from '@shared/auth/signup-policy';
import { API_ERROR_CODES } from '@shared/errors';
import { verifications } from '../../db/schema';
import type { AppEnv } from '../../http/context';
import { addressBucket, RATE_LIMITS } from '../../http/rate-limit';
import { createRouter } from '../../http/router';
import type { Services } from '../../http/services';
import { authHeaders, forwardCookies, requireAuth } from '../../http/session';
import { ApiError } from '../../platform/errors';
import { ACCOUNT_DISABLED_CODE, PASSKEY_NOT_VERIFIED_CODE } from '../../services/auth/auth';
import { writeInAuthTransaction } from '../../services/auth/auth-transaction';
import { recordSecurityEvent } from '../../services/security/security-events';
import { sessionInfo } from '../profile/profile.dto';
import { hasPassword } from './account.queries';
import { checkCurrentPassword } from './current-password';
import { isFreshSignIn } from './fresh-sign-in';
import { deletePasskey, listPasskeys, passkeyDto, passkeyOwner, renamePasskey } from './passkeys.queries';
import {
  addPasskeyRoute,
  listPasskeysRoute,
  passkeyRegistrationOptionsRoute,
  passkeySignInOptionsRoute,
  passkeySignInRoute,
  removePasskeyRoute,
  renamePasskeyRoute,
} from './passkeys.routes';
import { cookieHeaderFrom, pendingSignInIdentifier, pendingSignInUser } from './two-factor.handlers';

const pluginCode = (err: unknown): string | null =>
  err instanceof APIError && typeof err.body?.code === 'string' ? err.body.code : null;

/** The plugin's refusals of a ceremony (a bad or replayed answer, an expired start): never a 500. */
const isRefusal = (err: unknown) => err instanceof APIError;

/** Expire the second step's cookie in the browser once a passkey finished that sign-in. */
function clearTwoFactorCookie(c: Context<AppEnv>, secure: boolean) {
  const name = secure ? '__Secure-holdfast.two_factor' : 'holdfast.two_factor';
  c.header('Set-Cookie', `${name}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure ? '; Secure' : ''}`, {
    append: true,
  });
}

/**
 * /api/account/passkeys (decision 0288): the user's passkeys, and signing in with one. Better
 * Auth's passkey plugin makes and checks the WebAuthn ceremonies (its challenge lives five minutes
 * in a signed cookie and a verification row); our routes ask for the password before adding one,
 * limit the tries, and write the security log.
 */
export function passkeysRouter(s: Services) {
  const { db, auth, limiter, limit, env } = s;
  const who = (c: Context<AppEnv>) => ({ ip: c.get('clientIp'), userAgent: c.req.header('user-agent') ?? null });

  return createRouter()
    .openapi(listPasskeysRoute, async (c) => {
      const { user } = await requireAuth(c);
      return c.json({ passkeys: await listPasskeys(db, user.id) }, 200);
    })

    .openapi(passkeyRegistrationOptionsRoute, async (c) => {
      const { user, session } = await requireAuth(c);
      const { currentPassword } = c.req.valid('json');
      await limiter.enforce(`passkey-setup:${user.id}`, limit(RATE_LIMITS.passkeySetupPerUser));
      if (await hasPassword(db, user.id)) {
        if (!currentPassword) {
          throw new ApiError(400, API_ERROR_CODES.validation, ACCOUNT_MESSAGES.currentPasswordRequired, {
            currentPassword: [ACCOUNT_MESSAGES.currentPasswordRequired],
          });
        }
        await checkCurrentPassword(c, s, user, currentPassword);
      } else if (!isFreshSignIn(session)) {
        // An account without a password (Google, OpenID Connect) proves itself with a recent sign-in.
        throw new ApiError(400, API_ERROR_CODES.validation, PASSKEY_MESSAGES.notFresh, {
          _: [PASSKEY_MESSAGES.notFresh],
        });
      }
      const result = await auth.api.generatePasskeyRegistrationOptions({
        headers: authHeaders(c),
        query: { name: user.email },
        returnHeaders: true,
      });
      forwardCookies(c, result.headers);
      return c.json(result.response as unknown as { challenge: string }, 200);
    })

    .openapi(addPasskeyRoute, async (c) => {
      const { user } = await requireAuth(c);
      const { name, response } = c.req.valid('json');
      // The plugin's insert and the log line commit together.
      const added = await auth
        .inTransaction(async () => {
          const passkey = await auth.api.verifyPasskeyRegistration({
            body: { name, response },
            headers: authHeaders(c),
          });
          await writeInAuthTransaction(db, (tx) =>
            recordSecurityEvent(tx, {
              userId: user.id,
              eventType: 'passkey_added',
              description: `Passkey added: ${name}`,
              ...who(c),
              metadata: { name },
            }),
          );
          return passkey;
        })
        .catch((err: unknown) => {
          if (!isRefusal(err)) throw err;
          const expired = pluginCode(err) === 'CHALLENGE_NOT_FOUND';
          const message = expired ? PASSKEY_MESSAGES.setupExpired : PASSKEY_MESSAGES.notSaved;
          throw new ApiError(400, API_ERROR_CODES.badRequest, message);
        });
      return c.json(
        passkeyDto({ id: added.id, name: added.name ?? name, createdAt: added.createdAt ?? null, lastUsedAt: null }),
        201,
      );
    })

    .openapi(renamePasskeyRoute, async (c) => {
      const { user } = await requireAuth(c);
      const { id } = c.req.valid('param');
      const { name } = c.req.valid('json');
      const renamed = await renamePasskey(db, user.id, id, name);
      if (!renamed) throw ApiError.notFound(PASSKEY_MESSAGES.notFound);
      return c.json(renamed, 200);
    })

    .openapi(removePasskeyRoute, async (c) => {
      const { user } = await requireAuth(c);
      const { id } = c.req.valid('param');
      const removed = await db.transaction(async (tx) => {
        const row = await deletePasskey(tx, user.id, id);
        if (!row) return false;
        await recordSecurityEvent(tx, {
          userId: user.id,
          eventType: 'passkey_removed',
          description: `Passkey removed: ${row.name ?? 'Passkey'}`,
          ...who(c),
          metadata: { name: row.name },
        });
        return true;
      });
      if (!removed) throw ApiError.notFound(PASSKEY_MESSAGES.notFound);
      return c.body(null, 204);
    })

    .openapi(passkeySignInOptionsRoute, async (c) => {
      const ip = c.get('clientIp');
      if (ip) await limiter.enforce(`passkey-options:ip:${addressBucket(ip)}`, limit(RATE_LIMITS.passkeyOptionsPerIp));
      const result = await auth.api.generatePasskeyAuthenticationOptions({
        headers: authHeaders(c),
        returnHeaders: true,
      });
      forwardCookies(c, result.headers);
      return c.json(result.response as unknown as { challenge: string }, 200);
    })

    .openapi(passkeySignInRoute, async (c) => {
      const { response, afterPassword } = c.req.valid('json');
      const { ip, userAgent } = who(c);
      if (ip) await limiter.enforce(`passkey-sign-in:ip:${addressBucket(ip)}`, limit(RATE_LIMITS.passkeySignInPerIp));
      const userId = await passkeyOwner(db, response.id);
      if (!userId) throw new ApiError(401, API_ERROR_CODES.invalidCredentials, PASSKEY_MESSAGES.signInFailed);
      const loginMethod = afterPassword ? 'email_password_passkey' : 'passkey';
      const logFailure = (reason: string) =>
        recordSecurityEvent(db, {
          userId,
          eventType: 'failed_login_attempt',
          description: `Failed sign-in: ${reason}`,
          ip,
          userAgent,
          metadata: { reason, login_method: loginMethod },
        });
      try {
        await limiter.enforce(`passkey-sign-in:user:${userId}`, limit(RATE_LIMITS.passkeySignInPerUser));
      } catch (err) {
        await logFailure('passkey_rate_limited');
        throw err;
      }
      // The second step after a password: the passkey must be that account's (the password
      // named it); a passkey of another account would sign that one in instead.
      if (afterPassword) {
        const pending = await pendingSignInUser(c, s);
        if (!pending) throw new ApiError(401, API_ERROR_CODES.twoFactorExpired, TWO_FACTOR_MESSAGES.expired);
        if (pending !== userId) {
          throw new ApiError(400, API_ERROR_CODES.badRequest, PASSKEY_MESSAGES.otherAccount);
        }
      }

      let result;
      try {
        result = await auth.api.verifyPasskeyAuthentication({
          body: { response },
          headers: authHeaders(c),
          returnHeaders: true,
        });
      } catch (err) {
        const known = pluginCode(err);
        if (known === ACCOUNT_DISABLED_CODE) {
          await logFailure('account_disabled');
          throw new ApiError(403, API_ERROR_CODES.accountDisabled, SIGNUP_MESSAGES.disabled);
        }
        if (!isRefusal(err)) throw err;
        if (known === PASSKEY_NOT_VERIFIED_CODE) {
          await logFailure('passkey_not_verified');
          throw new ApiError(401, API_ERROR_CODES.invalidCredentials, PASSKEY_MESSAGES.notVerified);
        }
        await logFailure('passkey_failed');
        throw new ApiError(401, API_ERROR_CODES.invalidCredentials, PASSKEY_MESSAGES.signInFailed);
      }
      await recordSecurityEvent(db, {
        userId,
        eventType: 'successful_login',
        description: afterPassword ? 'Signed in with password and a passkey' : 'Signed in with a passkey',
        ip,
        userAgent,
        metadata: { login_method: loginMethod },
      });
      const identifier = pendingSignInIdentifier(c);
      if (identifier) {
        // A password sign-in that waited for its second step is finished (or given up for this one).
        await db.delete(verifications).where(eq(verifications.identifier, identifier));
        clearTwoFactorCookie(c, env.PUBLIC_URL.startsWith('https:'));
      }
      forwardCookies(c, result.headers);
      const session = await auth.api.getSession({
        headers: new Headers({ cookie: cookieHeaderFrom(result.headers) }),
      });
      return c.json(await sessionInfo(db, session?.user ?? null), 200);
    });
}
