import { APIError } from 'better-auth/api';
import { and, eq, gt } from 'drizzle-orm';
import type { Context } from 'hono';
import QRCode from 'qrcode';
import { TWO_FACTOR_MESSAGES } from '@shared/account/two-factor';
import { SIGNUP_MESSAGES } from '@shared/auth/signup-policy';
import { APP_NAME } from '@shared/constants/app';
import { API_ERROR_CODES } from '@shared/errors';
import { twoFactors, users, verifications } from '../../db/schema';
import type { AppEnv } from '../../http/context';
import { addressBucket, RATE_LIMITS } from '../../http/rate-limit';
import { createRouter } from '../../http/router';
import type { Services } from '../../http/services';
import { authHeaders, forwardCookies, requireAuth } from '../../http/session';
import { ApiError } from '../../platform/errors';
import { ACCOUNT_DISABLED_CODE } from '../../services/auth/auth';
import { recordSecurityEvent } from '../../services/security/security-events';
import { sessionInfo } from '../profile/profile.dto';
import { checkCurrentPassword } from './current-password';
import {
  confirmTwoFactorRoute,
  disableTwoFactorRoute,
  enableTwoFactorRoute,
  recoveryCodesRoute,
  twoFactorStatusRoute,
  verifyTwoFactorRoute,
} from './two-factor.routes';

const codeError = (message: string) =>
  new ApiError(400, API_ERROR_CODES.invalidCredentials, message, { code: [message] });
const expired = (message: string = TWO_FACTOR_MESSAGES.expired) =>
  new ApiError(401, API_ERROR_CODES.twoFactorExpired, message);

/** Better Auth's error code of a refusal from the twoFactor plugin. */
const pluginCode = (err: unknown): string | null =>
  err instanceof APIError && typeof err.body?.code === 'string' ? err.body.code : null;

/**
 * Whose sign-in waits for its second step: the user id the plugin stored under the two_factor
 * cookie's identifier (its signature is checked by the plugin; here it only names the account
 * to limit and to log, and the identifier is 20 random characters).
 */
export async function pendingSignInUser(c: Context<AppEnv>, s: Services): Promise<string | null> {
  const identifier = pendingSignInIdentifier(c);
  if (!identifier) return null;
  const [row] = await s.db
    .select({ userId: verifications.value })
    .from(verifications)
    .where(and(eq(verifications.identifier, identifier), gt(verifications.expiresAt, new Date(s.now()))))
    .limit(1);
  return row?.userId ?? null;
}

/** The verification identifier of the two_factor cookie (the plugin signed it), if any. */
export function pendingSignInIdentifier(c: Context<AppEnv>): string | null {
  const match = /(?:^|;\s*)(?:__Secure-)?holdfast\.two_factor=([^;]+)/.exec(c.req.header('cookie') ?? '');
  if (!match) return null;
  let signed: string;
  try {
    signed = decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
  const identifier = signed.slice(0, signed.lastIndexOf('.'));
  return identifier.startsWith('2fa-') ? identifier : null;
}

/** The text of the secret inside the otpauth:// link (base32, what an app asks for when typed in). */
function secretOf(totpUri: string): string {
  return new URL(totpUri).searchParams.get('secret') ?? '';
}

/**
 * /api/account/two-factor (decision 0286): turning two-factor sign-in on (password, then the
 * first code from the app), off, new recovery codes, and the second step of sign-in. Better
 * Auth's twoFactor plugin keeps the secret and the codes (encrypted); the password checks here
 * share sign-in's limits, and every change is in the user's security log.
 */
export function twoFactorRouter(s: Services) {
  const { db, auth, limiter, limit } = s;
  const who = (c: Context<AppEnv>) => ({ ip: c.get('clientIp'), userAgent: c.req.header('user-agent') ?? null });

  async function recoveryCodesLeft(userId: string): Promise<number> {
    const { backupCodes } = await auth.api.viewBackupCodes({ body: { userId } });
    return backupCodes.length;
  }

  async function isOn(userId: string): Promise<boolean> {
    const [row] = await db.select({ on: users.twoFactorEnabled }).from(users).where(eq(users.id, userId)).limit(1);
    return row?.on ?? false;
  }

  return createRouter()
    .openapi(twoFactorStatusRoute, async (c) => {
      const { user } = await requireAuth(c);
      const enabled = await isOn(user.id);
      return c.json({ enabled, recoveryCodesLeft: enabled ? await recoveryCodesLeft(user.id) : 0 }, 200);
    })

    .openapi(enableTwoFactorRoute, async (c) => {
      const { user } = await requireAuth(c);
      const { currentPassword } = c.req.valid('json');
      if (await isOn(user.id)) throw new ApiError(409, API_ERROR_CODES.conflict, TWO_FACTOR_MESSAGES.alreadyOn);
      await checkCurrentPassword(c, s, user, currentPassword);
      // A setup started before and never confirmed gets a new secret (the plugin replaces it).
      const result = await auth.api.enableTwoFactor({
        body: { password: currentPassword, method: 'totp', issuer: APP_NAME },
        headers: authHeaders(c),
      });
      if (!('totpURI' in result) || !result.totpURI) throw new Error('two-factor setup answered no authenticator link');
      const svg = await QRCode.toString(result.totpURI, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
      return c.json(
        {
          totpUri: result.totpURI,
          secret: secretOf(result.totpURI),
          qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
        },
        200,
      );
    })

    .openapi(confirmTwoFactorRoute, async (c) => {
      const { user } = await requireAuth(c);
      const { code } = c.req.valid('json');
      if (await isOn(user.id)) throw new ApiError(409, API_ERROR_CODES.conflict, TWO_FACTOR_MESSAGES.alreadyOn);
      await limiter.enforce(`two-factor-setup:${user.id}`, limit(RATE_LIMITS.twoFactorSetupPerUser));
      let result;
      try {
        // With a session the plugin confirms the setup: the flag goes on and this session is
        // replaced by a new one (its cookie is forwarded below).
        result = await auth.api.verifyTOTP({ body: { code }, headers: authHeaders(c), returnHeaders: true });
      } catch (err) {
        const known = pluginCode(err);
        if (known === 'INVALID_CODE') throw codeError(TWO_FACTOR_MESSAGES.wrongCode);
        if (known === 'TOTP_NOT_ENABLED') {
          throw new ApiError(400, API_ERROR_CODES.badRequest, TWO_FACTOR_MESSAGES.notStarted);
        }
        throw err;
      }
      forwardCookies(c, result.headers);
      await recordSecurityEvent(db, {
        userId: user.id,
        eventType: 'two_factor_enabled',
        description: 'Two-factor sign-in turned on (authenticator app)',
        ...who(c),
        metadata: { method: 'totp' },
      });
      const { backupCodes } = await auth.api.viewBackupCodes({ body: { userId: user.id } });
      return c.json({ recoveryCodes: backupCodes }, 200);
    })

    .openapi(disableTwoFactorRoute, async (c) => {
      const { user } = await requireAuth(c);
      const { currentPassword } = c.req.valid('json');
      if (!(await isOn(user.id))) throw new ApiError(409, API_ERROR_CODES.conflict, TWO_FACTOR_MESSAGES.notOn);
      await checkCurrentPassword(c, s, user, currentPassword);
      // Not the plugin's /two-factor/disable, which replaces this session with a new one: the
      // flag, the secret with its codes and the log line go in one transaction, the session stays.
      await db.transaction(async (tx) => {
        await tx.update(users).set({ twoFactorEnabled: false }).where(eq(users.id, user.id));
        await tx.delete(twoFactors).where(eq(twoFactors.userId, user.id));
        await recordSecurityEvent(tx, {
          userId: user.id,
          eventType: 'two_factor_disabled',
          description: 'Two-factor sign-in turned off',
          ...who(c),
        });
      });
      s.sessionMemo.forget({ userId: user.id, sessionId: null });
      return c.body(null, 204);
    })

    .openapi(recoveryCodesRoute, async (c) => {
      const { user } = await requireAuth(c);
      const { currentPassword } = c.req.valid('json');
      if (!(await isOn(user.id))) throw new ApiError(409, API_ERROR_CODES.conflict, TWO_FACTOR_MESSAGES.notOn);
      await checkCurrentPassword(c, s, user, currentPassword);
      const { backupCodes } = await auth.api.generateBackupCodes({
        body: { password: currentPassword },
        headers: authHeaders(c),
      });
      await recordSecurityEvent(db, {
        userId: user.id,
        eventType: 'recovery_codes_regenerated',
        description: 'New recovery codes made',
        ...who(c),
      });
      return c.json({ recoveryCodes: backupCodes }, 200);
    })

    .openapi(verifyTwoFactorRoute, async (c) => {
      const input = c.req.valid('json');
      const { ip, userAgent } = who(c);
      if (ip) await limiter.enforce(`two-factor:ip:${addressBucket(ip)}`, limit(RATE_LIMITS.twoFactorPerIp));
      const userId = await pendingSignInUser(c, s);
      if (!userId) throw expired();
      const logFailure = (reason: string) =>
        recordSecurityEvent(db, {
          userId,
          eventType: 'failed_login_attempt',
          description: `Failed sign-in: ${reason}`,
          ip,
          userAgent,
          metadata: {
            reason,
            login_method: input.method === 'totp' ? 'email_password_totp' : 'email_password_recovery_code',
          },
        });
      try {
        await limiter.enforce(`two-factor:user:${userId}`, limit(RATE_LIMITS.twoFactorPerUser));
      } catch (err) {
        await logFailure('two_factor_rate_limited');
        throw err;
      }

      let result;
      try {
        const call = { body: { code: input.code }, headers: authHeaders(c), returnHeaders: true as const };
        result = input.method === 'totp' ? await auth.api.verifyTOTP(call) : await auth.api.verifyBackupCode(call);
      } catch (err) {
        const known = pluginCode(err);
        if (known === 'INVALID_CODE' || known === 'INVALID_BACKUP_CODE') {
          await logFailure('wrong_two_factor_code');
          throw codeError(
            input.method === 'totp' ? TWO_FACTOR_MESSAGES.wrongCode : TWO_FACTOR_MESSAGES.wrongRecoveryCode,
          );
        }
        if (known === 'ACCOUNT_TEMPORARILY_LOCKED') {
          await logFailure('two_factor_rate_limited');
          throw new ApiError(429, API_ERROR_CODES.rateLimited, TWO_FACTOR_MESSAGES.locked);
        }
        if (known === 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE') {
          await logFailure('two_factor_rate_limited');
          throw expired(TWO_FACTOR_MESSAGES.locked);
        }
        if (
          known === 'INVALID_TWO_FACTOR_COOKIE' ||
          known === 'TOTP_NOT_ENABLED' ||
          known === 'BACKUP_CODES_NOT_ENABLED'
        ) {
          throw expired();
        }
        if (known === ACCOUNT_DISABLED_CODE) {
          throw new ApiError(403, API_ERROR_CODES.accountDisabled, SIGNUP_MESSAGES.disabled);
        }
        throw err;
      }
      const user = result.response.user;
      const method = input.method === 'totp' ? 'email_password_totp' : 'email_password_recovery_code';
      await recordSecurityEvent(db, {
        userId: user.id,
        eventType: 'successful_login',
        description:
          input.method === 'totp'
            ? 'Signed in with password and authenticator code'
            : 'Signed in with password and a recovery code',
        ip,
        userAgent,
        metadata: { login_method: method },
      });
      if (input.method === 'recovery') {
        await recordSecurityEvent(db, {
          userId: user.id,
          eventType: 'recovery_code_used',
          description: 'A recovery code was used to sign in',
          ip,
          userAgent,
          metadata: { recovery_codes_left: await recoveryCodesLeft(user.id) },
        });
      }
      forwardCookies(c, result.headers);
      const session = await auth.api.getSession({
        headers: new Headers({ cookie: cookieHeaderFrom(result.headers) }),
      });
      return c.json(await sessionInfo(db, session?.user ?? null), 200);
    });
}

export function cookieHeaderFrom(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .join('; ');
}
