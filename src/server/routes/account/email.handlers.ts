import { createEmailVerificationToken } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES } from '@shared/account/schemas';
import { displayName } from '@shared/auth/display-name';
import { API_ERROR_CODES } from '@shared/errors';
import { profiles, users } from '../../db/schema';
import type { RateLimitRule } from '../../http/rate-limit';
import { createRouter } from '../../http/router';
import type { Services } from '../../http/services';
import { requireAuth } from '../../http/session';
import { storedLocale } from '../../i18n/locale';
import { ApiError } from '../../platform/errors';
import { AUTH_BASE_PATH, EMAIL_CHANGED_CALLBACK, VERIFICATION_LINK_SECONDS } from '../../services/auth/auth';
import { enqueueEmail } from '../../services/mail/outbox';
import { emailChangeConfirmationEmail, emailChangeNoticeEmail } from '../../services/mail/templates';
import { recordAccountChange } from '../../services/security/security-events';
import { checkCurrentPassword } from './current-password';
import { changeEmailRoute } from './email.routes';

/** Each request mails two addresses: a few an hour is plenty for a person, and no mail cannon. */
export const EMAIL_CHANGE_PER_USER = { max: 5, windowMs: 60 * 60 * 1000 } satisfies RateLimitRule;

/**
 * /api/account/email. The link is Better Auth's own change-email verification token (signed,
 * bound to the user and their current address), followed at /api/auth/verify-email, which makes
 * the change (auth.ts logs it). It is built here rather than through auth.api.changeEmail so
 * that both emails and the log line are written in one transaction, and the old address is told.
 */
export function emailRouter(s: Services) {
  const { db, auth, env, limiter, limit } = s;
  return createRouter().openapi(changeEmailRoute, async (c) => {
    const { user } = await requireAuth(c);
    const { newEmail, currentPassword } = c.req.valid('json');
    if (newEmail === user.email.toLowerCase()) {
      throw new ApiError(400, API_ERROR_CODES.validation, ACCOUNT_MESSAGES.sameEmail, {
        newEmail: [ACCOUNT_MESSAGES.sameEmail],
      });
    }
    await limiter.enforce(`email-change:${user.id}`, limit(EMAIL_CHANGE_PER_USER));
    await checkCurrentPassword(c, s, user, currentPassword);
    // As sign-up answers an address in use (409 account_exists): sign-up already tells anyone
    // whether an address has an account, so hiding it here (behind the password) would protect
    // nothing and leave the user waiting for a link that never comes.
    const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, newEmail)).limit(1);
    if (taken) {
      throw new ApiError(409, API_ERROR_CODES.accountExists, ACCOUNT_MESSAGES.emailTaken, {
        newEmail: [ACCOUNT_MESSAGES.emailTaken],
      });
    }

    const { secret } = await auth.$context;
    const token = await createEmailVerificationToken(secret, user.email, newEmail, VERIFICATION_LINK_SECONDS, {
      requestType: 'change-email-verification',
      userId: user.id,
    });
    const url = `${env.PUBLIC_URL}${AUTH_BASE_PATH}/verify-email?token=${token}&callbackURL=${encodeURIComponent(EMAIL_CHANGED_CALLBACK)}`;
    const [profile] = await db
      .select({ firstName: profiles.firstName, lastName: profiles.lastName })
      .from(profiles)
      .where(eq(profiles.userId, user.id));
    const name = displayName({
      firstName: profile?.firstName ?? null,
      lastName: profile?.lastName ?? null,
      fullName: user.name,
      email: user.email,
    });
    const notAfter = new Date(Date.now() + VERIFICATION_LINK_SECONDS * 1000);
    await db.transaction(async (tx) => {
      // Both addresses are the member's own: their stored language (decision 0333).
      const locale = storedLocale(user);
      await enqueueEmail(tx, emailChangeConfirmationEmail(newEmail, name, url, locale), { notAfter });
      await enqueueEmail(
        tx,
        emailChangeNoticeEmail(user.email, name, newEmail, `${env.PUBLIC_URL}/profile-settings`, locale),
      );
      await recordAccountChange(tx, 'email_change_requested', {
        userId: user.id,
        description: 'Asked to change the email',
        ip: c.get('clientIp'),
        userAgent: c.req.header('user-agent') ?? null,
        metadata: { new_email: newEmail },
      });
    });
    return c.json({ ok: true as const }, 202);
  });
}
