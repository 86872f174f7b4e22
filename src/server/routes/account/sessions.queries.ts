import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import { deviceName } from '@shared/account/device-name';
import type { AccountSession } from '@shared/account/schemas';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';
import type { Tx } from '../../services/jobs/jobs';

/** The user's sessions that have not expired, last used first. */
export async function listSessions(db: Db, userId: string, currentId: string): Promise<AccountSession[]> {
  const rows = await db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      ip: sessions.ipAddress,
      createdAt: sessions.createdAt,
      updatedAt: sessions.updatedAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, sql`now()`)))
    .orderBy(desc(sessions.updatedAt), desc(sessions.id));
  return rows.map((r) => ({
    id: r.id,
    device: deviceName(r.userAgent),
    ip: r.ip,
    createdAt: r.createdAt.toISOString(),
    lastSeenAt: r.updatedAt.toISOString(),
    current: r.id === currentId,
  }));
}

/** Deletes one session of the user (never another user's): whether there was one. */
export async function deleteSession(
  tx: Db | Tx,
  userId: string,
  id: string,
): Promise<{ userAgent: string | null } | null> {
  const [row] = await tx
    .delete(sessions)
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId)))
    .returning({ userAgent: sessions.userAgent });
  return row ?? null;
}

/** Deletes every session of the user but `keepId`: the ids that went. */
export async function deleteOtherSessions(tx: Db | Tx, userId: string, keepId: string): Promise<string[]> {
  const rows = await tx
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepId)))
    .returning({ id: sessions.id });
  return rows.map((r) => r.id);
}
