/**
 * Rows kept for a while and then deleted by the job worker's prune (worker.ts), besides its own
 * finished jobs: supply save keys by age, households' activity beyond what their page shows.
 */
import { sql } from 'drizzle-orm';
import { HOUSEHOLD_LIMITS } from '@shared/households/roles';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/sql-helpers';

/**
 * How long a supply save's key is kept (decision 0276): a resend within it is answered without
 * being applied again; one later applies again. Offline queues are sent long before.
 */
export const SAVE_KEY_DAYS = 7;

/**
 * Deletes save keys older than `olderThanMs`, `batchSize` at a time (each batch its own
 * statement, oldest first, rows another instance is deleting skipped), until none is left.
 * Returns how many it deleted.
 */
export async function pruneSaveKeys(db: Db, olderThanMs: number, batchSize: number): Promise<number> {
  let deleted = 0;
  for (;;) {
    const rows = rowsOf<{ n: number }>(
      await db.execute(sql`
        with old as (
          select user_id, key from save_keys
          where created_at < now() - ${olderThanMs}::double precision * interval '1 millisecond'
          order by created_at
          limit ${batchSize}
          for update skip locked
        ),
        gone as (
          delete from save_keys s using old where s.user_id = old.user_id and s.key = old.key returning 1
        )
        select count(*)::int as n from gone`),
    );
    const n = rows[0]?.n ?? 0;
    deleted += n;
    if (n < batchSize) return deleted;
  }
}

/**
 * How many activity lines a household keeps: the ones its page shows (HOUSEHOLD_LIMITS.activityShown,
 * newest first). Older lines were never shown again; without this the log grew by about 5.6 KB a
 * household a month for ever (docs/scaling.md).
 */
export const ACTIVITY_KEPT = HOUSEHOLD_LIMITS.activityShown;

/**
 * Deletes every household's activity lines beyond its newest `keep`, in the order the household
 * page lists them (created_at newest first, then id), in one statement. Returns how many it deleted.
 */
export async function pruneHouseholdActivity(db: Db, keep: number = ACTIVITY_KEPT): Promise<number> {
  const rows = rowsOf<{ n: number }>(
    await db.execute(sql`
      with ranked as (
        select id, row_number() over (partition by household_id order by created_at desc, id) as n
        from household_activity
      ),
      gone as (
        delete from household_activity a using ranked r where a.id = r.id and r.n > ${keep} returning 1
      )
      select count(*)::int as n from gone`),
  );
  return rows[0]?.n ?? 0;
}
