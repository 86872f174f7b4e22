import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { TWO_FACTOR_MESSAGES } from '@shared/account/two-factor';
import { API_ERROR_CODES } from '@shared/errors';
import { DEFAULT_LOCALE } from '@shared/i18n/locales';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { AppEnv } from '../../http/context';
import { decodeCursor, encodeCursor } from '../../http/list-cursor';
import { createRouter } from '../../http/router';
import type { Services } from '../../http/services';
import { storedLocale } from '../../i18n/locale';
import { ApiError } from '../../platform/errors';
import { isAdmin } from '../../services/admin/admins';
import { auditPage, recordAdminAction, type Actor } from '../../services/admin/audit';
import { instanceInfo } from '../../services/admin/instance';
import { ADMIN_INVITATION_DAYS, createAdminInvitation, setSignupPolicy } from '../../services/admin/signup-policy';
import { adminNeedsTwoFactor, hasTwoFactor, setAdminTwoFactorRequired } from '../../services/admin/two-factor-policy';
import { disableAccount, enableAccount, verifyEmail } from '../../services/admin/users';
import { enqueueEmail } from '../../services/mail/outbox';
import { adminInvitationEmail, testEmail } from '../../services/mail/templates';
import { deleteStoredImage } from '../../services/storage/images';
import { deleteAccountRows } from '../account/account.queries';
import { decodeEmailCursor, targetUser, userPage } from './admin.queries';
import {
  adminTwoFactorRoute,
  auditRoute,
  deleteUserRoute,
  disableUserRoute,
  enableUserRoute,
  instanceRoute,
  inviteRoute,
  passwordResetUserRoute,
  signupPolicyRoute,
  testEmailRoute,
  usersRoute,
  verifyUserRoute,
} from './admin.routes';

export const ADMIN_PASSWORD_RESET_OFF =
  'Passwords are turned off on this server (OIDC_ONLY=1): people sign in with the sign-in provider, so there is no password to reset.';

const ok = { ok: true as const };
export const NO_SUCH_ACCOUNT = 'No such account';
export const INVITE_EXISTS_MESSAGE = 'An account with this email already exists.';

/**
 * /api/admin (decision 284): administrators only. Everyone else, signed out too, gets the same
 * 404 as a route that does not exist; the admin flag and ADMIN_EMAILS are read on every request.
 */
export function adminRouter(s: Services) {
  const { db, env, auth, sessionEnds, storage, logger } = s;
  // Who acts, per request (set by the guard below).
  const actorOf = new WeakMap<Request, Actor>();
  const actor = (req: Request): Actor => actorOf.get(req)!;

  /** The signed-in administrator's stored locale (the request's session, already read above). */
  const adminLocale = async (c: Context<AppEnv>) => {
    const state = await c.get('getAuth')();
    return state ? storedLocale(state.user) : DEFAULT_LOCALE;
  };

  const router = createRouter();
  router.use('*', async (c, next) => {
    const state = await c.get('getAuth')();
    if (!state || !(await isAdmin(db, env, state.user.id))) {
      throw new ApiError(404, API_ERROR_CODES.notFound, `No API route for ${c.req.method} ${c.req.path}`);
    }
    // Required for administrators (decision 0286): until theirs is on, only this answer.
    if (await adminNeedsTwoFactor(db, state.user.id)) {
      throw new ApiError(403, API_ERROR_CODES.twoFactorRequired, TWO_FACTOR_MESSAGES.adminRequired);
    }
    actorOf.set(c.req.raw, { kind: 'user', id: state.user.id, email: state.user.email });
    await next();
  });

  const target = async (d: Db, id: string) => {
    const t = await targetUser(d, id);
    if (!t) throw ApiError.notFound(NO_SUCH_ACCOUNT);
    return t;
  };

  return router
    .openapi(instanceRoute, async (c) => c.json(await instanceInfo(db, env), 200))

    .openapi(usersRoute, async (c) => {
      const { q, cursor } = c.req.valid('query');
      const after = cursor ? decodeEmailCursor(cursor) : null;
      return c.json(await userPage(db, env, { q: q || undefined, after }), 200);
    })

    .openapi(verifyUserRoute, async (c) => {
      const t = await verifyEmail(db, actor(c.req.raw), { id: c.req.valid('param').id });
      // Remembered sessions still say "unconfirmed" (for 2 s on other instances): not on this one.
      s.sessionMemo.forget({ userId: t.id, sessionId: null });
      return c.json(ok, 200);
    })

    .openapi(disableUserRoute, async (c) => {
      const t = await disableAccount(db, actor(c.req.raw), { id: c.req.valid('param').id });
      // Every instance forgets the sessions and closes the account's open streams now.
      await sessionEnds.announce({ userId: t.id });
      return c.json(ok, 200);
    })

    .openapi(enableUserRoute, async (c) => {
      await enableAccount(db, actor(c.req.raw), { id: c.req.valid('param').id });
      return c.json(ok, 200);
    })

    .openapi(passwordResetUserRoute, async (c) => {
      // OIDC_ONLY (decision 0287): passwords open nothing here; a reset link would only confuse.
      if (env.OIDC_ONLY) {
        throw new ApiError(403, API_ERROR_CODES.passwordSignInOff, ADMIN_PASSWORD_RESET_OFF);
      }
      const t = await target(db, c.req.valid('param').id);
      // The same email the forgot-password form sends (services/auth/auth.ts), queued in its transaction.
      await auth.api.requestPasswordReset({ body: { email: t.email, redirectTo: '/reset-password' } });
      await recordAdminAction(db, actor(c.req.raw), {
        action: 'password_reset',
        targetUserId: t.id,
        targetEmail: t.email,
      });
      return c.json(ok, 200);
    })

    .openapi(deleteUserRoute, async (c) => {
      const me = actor(c.req.raw);
      const { id } = c.req.valid('param');
      if (me.kind === 'user' && me.id === id) {
        throw ApiError.conflict('Delete your own account from your profile settings.');
      }
      // The user's own deletion (routes/account), and the audit line in the same transaction.
      const files = await db.transaction(async (tx) => {
        const t = await target(tx, id);
        const removed = await deleteAccountRows(tx, t, { publicUrl: env.PUBLIC_URL });
        await recordAdminAction(tx, me, { action: 'delete', targetEmail: t.email, details: { userId: t.id } });
        return removed;
      });
      await sessionEnds.announce({ userId: id });
      await Promise.all(files.map((url) => deleteStoredImage(storage, url, logger)));
      return c.body(null, 204);
    })

    .openapi(inviteRoute, async (c) => {
      const { email } = c.req.valid('json');
      const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
      if (existing) throw ApiError.conflict(INVITE_EXISTS_MESSAGE, { email: [INVITE_EXISTS_MESSAGE] });
      await db.transaction(async (tx) => {
        const { token, expiresAt } = await createAdminInvitation(tx, actor(c.req.raw), email, new Date(s.now()));
        const url = `${env.PUBLIC_URL}/invited/${encodeURIComponent(token)}?email=${encodeURIComponent(email)}`;
        // No account has this address (above): the invitation speaks the inviting administrator's language.
        const locale = await adminLocale(c);
        await enqueueEmail(tx, adminInvitationEmail(email, url, ADMIN_INVITATION_DAYS, locale), {
          notAfter: expiresAt,
        });
      });
      return c.json(ok, 201);
    })

    .openapi(signupPolicyRoute, async (c) => {
      await setSignupPolicy(db, actor(c.req.raw), c.req.valid('json').policy);
      return c.json(ok, 200);
    })

    .openapi(adminTwoFactorRoute, async (c) => {
      const { required } = c.req.valid('json');
      const who = actor(c.req.raw);
      // Turning it on without one's own would lock this administrator out of this page at once.
      if (required && who.kind === 'user' && !(await hasTwoFactor(db, who.id))) {
        throw new ApiError(400, API_ERROR_CODES.validation, TWO_FACTOR_MESSAGES.adminRequiresOwn, {
          required: [TWO_FACTOR_MESSAGES.adminRequiresOwn],
        });
      }
      await setAdminTwoFactorRequired(db, who, required);
      return c.json(ok, 200);
    })

    .openapi(testEmailRoute, async (c) => {
      if (!env.SMTP_URL) {
        throw ApiError.conflict('Mail is off on this server: set SMTP_URL to send email.');
      }
      const me = actor(c.req.raw);
      const to = me.kind === 'user' ? me.email : '';
      await db.transaction(async (tx) => {
        await enqueueEmail(tx, testEmail(to, env.PUBLIC_URL, await adminLocale(c)));
        await recordAdminAction(tx, me, { action: 'test_email', targetEmail: to });
      });
      return c.json(ok, 202);
    })

    .openapi(auditRoute, async (c) => {
      const { cursor } = c.req.valid('query');
      const position = cursor ? decodeCursor(cursor) : null;
      if (cursor && !position) {
        throw ApiError.badRequest('This list position is not valid: reload the list.', { cursor: ['Invalid cursor'] });
      }
      const page = await auditPage(db, {
        limit: 25,
        cursor: position ? { createdAt: position.at, id: position.id } : null,
      });
      return c.json(
        { entries: page.entries, next: page.next ? encodeCursor({ at: page.next.createdAt, id: page.next.id }) : null },
        200,
      );
    });
}
