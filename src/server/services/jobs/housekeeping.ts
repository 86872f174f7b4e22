/**
 * Rows kept for a while and then deleted by the job worker's prune (worker.ts), besides its own
 * finished jobs.
 */
import { sql } from 'drizzle-orm';
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
