import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/sql-helpers';
import type { Env } from '../../platform/env';

/**
 * Who is an administrator, as SQL over `users` (aliased `u`): granted (users.admin), or an
 * account whose VERIFIED address ADMIN_EMAILS lists. The variable is read on every call, never
 * stored: removing an address revokes at the next request (decision 284).
 */
export function isAdminSql(env: Pick<Env, 'ADMIN_EMAILS'>, alias = 'u'): SQL {
  const u = sql.raw(alias);
  if (env.ADMIN_EMAILS.length === 0) return sql`${u}.admin`;
  const listed = sql.join(
    env.ADMIN_EMAILS.map((e) => sql`${e}`),
    sql`, `,
  );
  return sql`(${u}.admin or (${u}.email_verified and lower(${u}.email) in (${listed})))`;
}

/** Whether this user is an administrator now (a disabled account never is). */
export async function isAdmin(db: Db, env: Pick<Env, 'ADMIN_EMAILS'>, userId: string): Promise<boolean> {
  const [row] = rowsOf<{ admin: boolean }>(
    await db.execute(
      sql`select ${isAdminSql(env)} as admin from users u where u.id = ${userId} and u.disabled_at is null`,
    ),
  );
  return row?.admin === true;
}
