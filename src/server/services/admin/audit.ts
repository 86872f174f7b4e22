import { and, desc, lt, or, eq, sql } from 'drizzle-orm';
import { COMMAND_LINE_ACTOR_LABEL } from '@shared/admin/constants';
import type { Db } from '../../db/client';
import { adminAudit } from '../../db/schema';
import type { Tx } from '../jobs/jobs';

/** Who acted: an administrator (signed in) or the `npm run admin` command. */
export type Actor = { kind: 'user'; id: string; email: string } | { kind: 'command-line' };
export const COMMAND_LINE_ACTOR: Actor = { kind: 'command-line' };
/** Stored as the actor of `npm run admin`'s lines; the admin page translates it by this value. */
export const COMMAND_LINE_LABEL = COMMAND_LINE_ACTOR_LABEL;

export const ADMIN_ACTIONS = [
  'grant',
  'revoke',
  'verify',
  'disable',
  'enable',
  'delete',
  'password_reset',
  'reset_link',
  'invite',
  'signup_policy',
  'test_email',
  'admin_two_factor',
  'two_factor_off',
] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

/** Write one line of the audit log, in the transaction of the action it records. */
export async function recordAdminAction(
  db: Db | Tx,
  actor: Actor,
  entry: {
    action: AdminAction;
    targetUserId?: string | null;
    targetEmail?: string | null;
    details?: Record<string, unknown>;
  },
): Promise<void> {
  await db.insert(adminAudit).values({
    actorId: actor.kind === 'user' ? actor.id : null,
    actor: actor.kind === 'user' ? actor.email : COMMAND_LINE_LABEL,
    action: entry.action,
    targetUserId: entry.targetUserId ?? null,
    targetEmail: entry.targetEmail ?? null,
    details: entry.details ?? {},
  });
}

export interface AuditPageCursor {
  createdAt: string;
  id: string;
}

/** The audit log, newest first, `limit` lines after `cursor` (on admin_audit_created_idx). */
export async function auditPage(db: Db, options: { limit: number; cursor: AuditPageCursor | null }) {
  const { cursor, limit } = options;
  const rows = await db
    .select({
      id: adminAudit.id,
      actor: adminAudit.actor,
      action: adminAudit.action,
      targetEmail: adminAudit.targetEmail,
      details: adminAudit.details,
      createdAt: sql<string>`to_char(${adminAudit.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(adminAudit)
    .where(
      cursor
        ? or(
            lt(adminAudit.createdAt, sql`${cursor.createdAt}::timestamptz`),
            and(eq(adminAudit.createdAt, sql`${cursor.createdAt}::timestamptz`), lt(adminAudit.id, cursor.id)),
          )
        : undefined,
    )
    .orderBy(desc(adminAudit.createdAt), desc(adminAudit.id))
    .limit(limit + 1);
  const more = rows.length > limit;
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { entries: page, next: more && last ? { createdAt: last.createdAt, id: last.id } : null };
}
