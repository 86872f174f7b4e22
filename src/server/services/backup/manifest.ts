import { readFileSync } from 'node:fs';
import { z } from 'zod';

export const BACKUP_FORMAT = 'holdfast-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_NAME = 'manifest.json';
/** DATA_DIR/auth-secret travels with the data so restored sessions stay valid. */
export const AUTH_SECRET_ENTRY = 'auth-secret';

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.literal(BACKUP_FORMAT_VERSION),
  app: z.object({ name: z.string(), version: z.string() }),
  createdAt: z.string(),
  database: z.object({ engine: z.enum(['pglite', 'postgres']), serverVersion: z.string() }),
  /** drizzle's migrations table at the snapshot: restore re-runs these instead of copying it. */
  migrations: z.array(z.object({ hash: z.string(), createdAt: z.string() })),
  tables: z.array(
    z.object({
      name: z.string().min(1),
      columns: z.array(z.object({ name: z.string(), type: z.string(), generated: z.boolean() })),
      rows: z.number().int().min(0),
      /** One JSON object per line, as the database's row_to_json wrote it. */
      file: z.string(),
      sha256,
    }),
  ),
  sequences: z.array(z.object({ name: z.string(), lastValue: z.string().nullable() })),
  files: z.object({
    /** 's3': the bucket's objects are not in the archive (back the bucket up with its own tools). */
    storage: z.enum(['local', 's3']),
    entries: z.array(z.object({ key: z.string(), size: z.number().int().min(0), sha256 })),
    /** Listed but gone before they could be copied (deleted by the running app meanwhile). */
    missing: z.array(z.string()),
  }),
  authSecret: z.boolean(),
});

export type Manifest = z.infer<typeof manifestSchema>;

export const tableEntry = (table: string) => `db/${table}.jsonl`;
export const fileEntry = (key: string) => `files/${key}`;

export function appVersion(): { name: string; version: string } {
  const pkg = JSON.parse(readFileSync(new URL('../../../../package.json', import.meta.url), 'utf8')) as {
    name: string;
    version: string;
  };
  return { name: pkg.name, version: pkg.version };
}

/** holdfast-backup-20261123-195501.tar.gz (UTC). */
export function archiveName(at: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  const d = `${at.getUTCFullYear()}${p(at.getUTCMonth() + 1)}${p(at.getUTCDate())}`;
  const t = `${p(at.getUTCHours())}${p(at.getUTCMinutes())}${p(at.getUTCSeconds())}`;
  return `holdfast-backup-${d}-${t}.tar.gz`;
}
