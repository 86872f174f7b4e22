import { and, eq } from 'drizzle-orm';
import { accounts } from '../../db/schema';
import { createRouter } from '../../http/router';
import type { Services } from '../../http/services';
import { requireAuth } from '../../http/session';
import { recordAccountChange } from '../../services/security/security-events';
import { checkCurrentPassword } from './current-password';
import { changePasswordRoute } from './password.routes';
import { deleteOtherSessions } from './sessions.queries';

/**
 * /api/account/password. Not Better Auth's changePassword: with revokeOtherSessions it deletes
 * every session, this one too, and signs this browser in again with a new session (whose open
 * realtime stream would then end as well). Here the new hash, the end of the other sessions and
 * the log line are one transaction, and this session stays.
 */
export function passwordRouter(s: Services) {
  const { db, auth, sessionEnds } = s;
  return createRouter().openapi(changePasswordRoute, async (c) => {
    const { user, session } = await requireAuth(c);
    const { currentPassword, newPassword } = c.req.valid('json');
    await checkCurrentPassword(c, s, user, currentPassword);

    const hash = await (await auth.$context).password.hash(newPassword);
    const ended = await db.transaction(async (tx) => {
      await tx
        .update(accounts)
        .set({ password: hash })
        .where(and(eq(accounts.userId, user.id), eq(accounts.providerId, 'credential')));
      const gone = await deleteOtherSessions(tx, user.id, session.id);
      await recordAccountChange(tx, 'password_changed', {
        userId: user.id,
        description: 'Password changed; the other sessions were signed out',
        ip: c.get('clientIp'),
        userAgent: c.req.header('user-agent') ?? null,
        metadata: { ended_sessions: gone.length },
      });
      return gone;
    });
    // Their open pages lose the session and their live update streams end, on every instance.
    for (const id of ended) await sessionEnds.announce({ userId: user.id, sessionId: id });
    return c.json({ endedSessions: ended.length }, 200);
  });
}
