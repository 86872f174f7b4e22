import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Instance } from '@shared/admin/schemas';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/sql-helpers';
import type { Env } from '../../platform/env';
import { appVersion } from '../backup/manifest';
import { signupPolicy } from './signup-policy';
import { adminTwoFactorRequired } from './two-factor-policy';

/** Bytes under a folder (0 when it does not exist yet). */
async function folderBytes(dir: string): Promise<number> {
  let total = 0;
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true, recursive: true });
  } catch {
    return 0;
  }
  for (const e of entries) {
    if (!e.isFile()) continue;
    try {
      total += (await stat(path.join(e.parentPath, e.name))).size;
    } catch {
      // deleted meanwhile
    }
  }
  return total;
}

/** The admin page's instance panel: one round trip to the database and a walk of the files folder. */
export async function instanceInfo(db: Db, env: Env): Promise<Instance> {
  const s3 = Boolean(env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY);
  const [row] = rowsOf<{
    bytes: string;
    pending: number;
    failed: number;
    failures: { kind: string; error: string | null; at: string }[] | string;
    last_reminder: string | null;
  }>(
    await db.execute(sql`select pg_database_size(current_database())::text as bytes,
      (select count(*)::int from jobs where status in ('pending', 'running')) as pending,
      (select count(*)::int from jobs where status = 'failed') as failed,
      (select coalesce(json_agg(f), '[]'::json) from (
         select kind, last_error as error,
                to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as at
           from jobs where status = 'failed' order by updated_at desc limit 5) f) as failures,
      (select to_char(max(created_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') from reminder_sends) as last_reminder`),
  );
  const failures = typeof row!.failures === 'string' ? JSON.parse(row!.failures) : row!.failures;
  const signups = await signupPolicy(db, env);
  return {
    version: appVersion().version,
    database: { kind: env.DATABASE_URL ? 'external' : 'embedded', bytes: Number(row!.bytes) },
    uploads: s3
      ? { storage: 's3', bytes: null }
      : { storage: 'local', bytes: await folderBytes(path.join(path.resolve(env.DATA_DIR), 'files')) },
    jobs: { pending: row!.pending, failed: row!.failed, lastFailures: failures },
    lastReminderSent: row!.last_reminder,
    mailEnabled: Boolean(env.SMTP_URL),
    signups: { ...signups, envDefault: env.SIGNUPS },
    requireAdminTwoFactor: await adminTwoFactorRequired(db),
  };
}
