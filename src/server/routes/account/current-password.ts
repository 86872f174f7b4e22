import { APIError } from 'better-auth/api';
import type { Context } from 'hono';
import { ACCOUNT_MESSAGES } from '@shared/account/schemas';
import { API_ERROR_CODES } from '@shared/errors';
import type { AppEnv } from '../../http/context';
import { claimPasswordAttempt } from '../../http/rate-limit';
import type { Services } from '../../http/services';
import { authHeaders } from '../../http/session';
import { ApiError } from '../../platform/errors';
import type { AuthUser } from '../../services/auth/session-memo';
import { recordSecurityEvent } from '../../services/security/security-events';
import { hasPassword } from './account.queries';
import { signedInBefore } from './known-address';

/**
 * The current password, checked before the password or the email changes: limited like
 * sign-in and sharing its counters (a stolen session cannot guess the password here), a wrong
 * one logged as a failed attempt and answered at the field. An account without a password
 * (Google only) is told to set one first.
 */
export async function checkCurrentPassword(
  c: Context<AppEnv>,
  { db, auth, limiter, limit }: Services,
  user: AuthUser,
  password: string,
): Promise<void> {
  if (!(await hasPassword(db, user.id))) {
    throw new ApiError(400, API_ERROR_CODES.validation, ACCOUNT_MESSAGES.noPassword, {
      currentPassword: [ACCOUNT_MESSAGES.noPassword],
    });
  }
  const ip = c.get('clientIp');
  const attempt = await claimPasswordAttempt(limiter, limit, {
    email: user.email,
    ip,
    isKnownAddress: () => signedInBefore(db, user.email, ip),
  });
  try {
    await auth.api.verifyPassword({ body: { password }, headers: authHeaders(c) });
  } catch (err) {
    if (!(err instanceof APIError && err.statusCode < 500)) {
      await attempt.abandoned();
      throw err;
    }
    await recordSecurityEvent(db, {
      userId: user.id,
      eventType: 'failed_login_attempt',
      description: 'Wrong current password given to change the account',
      ip,
      userAgent: c.req.header('user-agent') ?? null,
      metadata: { reason: 'wrong_current_password', login_method: 'email_password' },
    });
    throw new ApiError(400, API_ERROR_CODES.invalidCredentials, ACCOUNT_MESSAGES.wrongPassword, {
      currentPassword: [ACCOUNT_MESSAGES.wrongPassword],
    });
  }
  await attempt.succeeded();
}
