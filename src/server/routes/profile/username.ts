import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/sql-helpers';

/** How long an unverified sign-up holds its username before others may take it. */
export const UNVERIFIED_RESERVATION_DAYS = 7;

/**
 * Is `username` (any letter case) taken by someone other than `exceptUserId`? Taken means: a
 * profile has it, or an account without a profile reserved it at sign-up (verified, or
 * unverified for less than 7 days) so nobody verifies an email only to find the name gone.
 */
export async function usernameTaken(db: Db, username: string, exceptUserId: string | null): Promise<boolean> {
  const me = exceptUserId ?? '';
  const res = await db.execute<{ taken: boolean }>(sql`
    select exists (
      select 1 from profiles where lower(username) = lower(${username}) and user_id <> ${me}
    ) or exists (
      select 1 from users u
      where lower(u.username) = lower(${username}) and u.id <> ${me}
        and not exists (select 1 from profiles p where p.user_id = u.id)
        and (u.email_verified or u.created_at > now() - make_interval(days => ${UNVERIFIED_RESERVATION_DAYS}))
    ) as taken`);
  return Boolean(rowsOf<{ taken: boolean }>(res)[0]?.taken);
}

export const USERNAME_TAKEN_MESSAGE = 'This username is already in use. Please choose another one.';
