import { sql } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE, type AdminUser } from '@shared/admin/schemas';
import type { Db } from '../../db/client';
import { likePattern, rowsOf } from '../../db/sql-helpers';
import type { Env } from '../../platform/env';
import { ApiError } from '../../platform/errors';
import { isAdminSql } from '../../services/admin/admins';

/** The users list's cursor: the last email shown (the list is in email order, on users_email_unique). */
export const encodeEmailCursor = (email: string) => Buffer.from(email, 'utf8').toString('base64url');
export function decodeEmailCursor(raw: string): string {
  const email = /^[A-Za-z0-9_-]{1,400}$/.test(raw) ? Buffer.from(raw, 'base64url').toString('utf8') : '';
  if (!email.includes('@')) {
    throw ApiError.badRequest('This list position is not valid: reload the list.', { cursor: ['Invalid cursor'] });
  }
  return email;
}

/**
 * One page of accounts, searched by email or name: one query, the last sign-in from the
 * sessions (on sessions_user_id_idx) and the household's name through the membership.
 */
export async function userPage(
  db: Db,
  env: Pick<Env, 'ADMIN_EMAILS'>,
  options: { q?: string | undefined; after: string | null },
): Promise<{ users: AdminUser[]; next: string | null }> {
  const q = options.q?.toLowerCase();
  const rows = rowsOf<AdminUser>(
    await db.execute(sql`select u.id, u.email, u.name, u.email_verified as "emailVerified",
        ${isAdminSql(env)} as admin, u.disabled_at is not null as disabled,
        to_char(u.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "createdAt",
        (select to_char(max(s.created_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')
           from sessions s where s.user_id = u.id) as "lastSignInAt",
        case when h.owner is null then null
             else json_build_object('owner', h.owner, 'role', m.role) end as household,
        u.two_factor_enabled as "twoFactor"
      from users u
      left join household_members m on m.user_id = u.id
      left join lateral (
        -- Households have no name: the first owner's name stands for it (the page adds this user's role).
        select coalesce(nullif(trim(concat_ws(' ', p.first_name, p.last_name)), ''), ou.email) as owner
          from household_members o join users ou on ou.id = o.user_id
          left join profiles p on p.user_id = o.user_id
         where o.household_id = m.household_id and o.role = 'owner'
         order by o.joined_at limit 1) h on true
      where true
        ${q ? sql`and (lower(u.email) like ${likePattern(q)} or lower(u.name) like ${likePattern(q)})` : sql``}
        ${options.after ? sql`and u.email > ${options.after}` : sql``}
      order by u.email
      limit ${ADMIN_PAGE_SIZE + 1}`),
  );
  const more = rows.length > ADMIN_PAGE_SIZE;
  const users = rows.slice(0, ADMIN_PAGE_SIZE);
  return { users, next: more ? encodeEmailCursor(users.at(-1)!.email) : null };
}

/** The account an admin action names, or 404. */
export async function targetUser(db: Db, id: string): Promise<{ id: string; email: string } | null> {
  const [row] = rowsOf<{ id: string; email: string }>(
    await db.execute(sql`select id, email from users where id = ${id}`),
  );
  return row ?? null;
}
