/**
 * What the backup and upgrade tests compare, and how they clean up: shared by
 * src/server/services/backup/backup.test.ts and src/server/services/backup/import-pglite.test.ts.
 */
import { afterAll } from 'vitest';
import {
  appliedMigrations,
  listSequences,
  listTables,
  orderBy,
  qualified,
  type SqlRunner,
} from '../services/backup/sql';

/**
 * Every table's rows (from the catalog, ordered by primary key) and the sequences as text; with
 * `migrations`, the applied migrations' hashes too.
 */
export async function dumpAll(q: SqlRunner, options: { migrations?: boolean } = {}): Promise<Record<string, string[]>> {
  const dump: Record<string, string[]> = {};
  for (const table of await listTables(q)) {
    const rows = await q.query<{ j: string }>(
      `select row_to_json(t)::text as j from ${qualified(table)} t order by ${await orderBy(q, table)}`,
    );
    dump[table] = rows.map((r) => r.j);
  }
  dump['(sequences)'] = (await listSequences(q)).map((s) => `${s.name}=${s.lastValue}`);
  if (options.migrations) dump['(migrations)'] = (await appliedMigrations(q)).map((m) => m.hash);
  return dump;
}

/**
 * A list of cleanups run after the file's tests, last in first out, each whatever the others do
 * (servers to stop, folders and databases to remove).
 */
export function fileCleanups(): (() => Promise<unknown>)[] {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c().catch(() => {});
  }, 120_000);
  return cleanups;
}
