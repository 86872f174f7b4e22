import { deviceName } from '@shared/account/device-name';
import { ACCOUNT_MESSAGES, SECURITY_LOG_PAGE_SIZE } from '@shared/account/schemas';
import { cursorOf, encodeCursor } from '../../http/list-cursor';
import { createRouter } from '../../http/router';
import type { Services } from '../../http/services';
import { requireAuth } from '../../http/session';
import { ApiError } from '../../platform/errors';
import { recordSecurityEvent } from '../../services/security/security-events';
import { listSecurityLog } from '../../services/security/security-log';
import { deleteOtherSessions, deleteSession, listSessions } from './sessions.queries';
import { endOtherSessionsRoute, endSessionRoute, listSessionsRoute, securityLogRoute } from './sessions.routes';

/**
 * /api/account/sessions: the user's sessions, and signing them out. An ended session's open
 * pages get 401 at their next request and its live update stream ends at once, on every
 * instance (SessionEnds). Another user's session id answers 404, from the query itself.
 */
export function sessionsRouter({ db, sessionEnds }: Services) {
  return createRouter()
    .openapi(listSessionsRoute, async (c) => {
      const { user, session } = await requireAuth(c);
      return c.json({ sessions: await listSessions(db, user.id, session.id) }, 200);
    })
    .openapi(endSessionRoute, async (c) => {
      const { user, session } = await requireAuth(c);
      const { id } = c.req.valid('param');
      if (id === session.id) throw ApiError.badRequest(ACCOUNT_MESSAGES.thisSession);
      const ended = await db.transaction(async (tx) => {
        const row = await deleteSession(tx, user.id, id);
        if (!row) return null;
        await recordSecurityEvent(tx, {
          userId: user.id,
          eventType: 'session_ended',
          description: `Signed out from another device (${deviceName(row.userAgent) ?? 'unknown device'})`,
          ip: c.get('clientIp'),
          userAgent: c.req.header('user-agent') ?? null,
          metadata: { by: 'other_session', ended_sessions: 1 },
        });
        return row;
      });
      if (!ended) throw ApiError.notFound('No such session');
      await sessionEnds.announce({ userId: user.id, sessionId: id });
      return c.body(null, 204);
    })
    .openapi(endOtherSessionsRoute, async (c) => {
      const { user, session } = await requireAuth(c);
      const ended = await db.transaction(async (tx) => {
        const ids = await deleteOtherSessions(tx, user.id, session.id);
        if (ids.length > 0) {
          await recordSecurityEvent(tx, {
            userId: user.id,
            eventType: 'session_ended',
            description: `Signed out of every other session (${ids.length})`,
            ip: c.get('clientIp'),
            userAgent: c.req.header('user-agent') ?? null,
            metadata: { by: 'other_session', ended_sessions: ids.length },
          });
        }
        return ids;
      });
      for (const id of ended) await sessionEnds.announce({ userId: user.id, sessionId: id });
      return c.json({ endedSessions: ended.length }, 200);
    });
}

/** /api/account/security-events: the user's own security log, a page at a time. */
export function securityLogRouter({ db }: Services) {
  return createRouter().openapi(securityLogRoute, async (c) => {
    const { user } = await requireAuth(c);
    const after = cursorOf(c.req.valid('query').cursor);
    const page = await listSecurityLog(db, user.id, after, SECURITY_LOG_PAGE_SIZE);
    return c.json({ events: page.events, nextCursor: page.next ? encodeCursor(page.next) : null }, 200);
  });
}
