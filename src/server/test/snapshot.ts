/**
 * "A request that answers 4xx has written nothing": a digest of every table, the tables read
 * from the catalog (a new table is covered without touching this file).
 */
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../db/client';
import { rowsOf } from '../db/sql-helpers';

/**
 * table name -> its row count and the newest row version's transaction (the largest xmin). A
 * committed insert or update (even to the same values) makes a row version of a newer
 * transaction, and a delete lowers the count, so any committed write changes the digest; a
 * rolled-back one leaves nothing visible. Cheaper than hashing every row (decision 253).
 */
export type TableDigest = Record<string, string>;

export interface DigestOptions {
  /**
   * Tables a refused request may write by design: `rate_limits` (failed attempts count),
   * `security_events` (failed sign-ins are recorded), `sessions` (renewal on use).
   */
  except?: readonly string[];
}

/** Every user table outside the system schemas and Drizzle's migration journal, read once per database. */
const tablesOf = new WeakMap<Database, Promise<{ schema: string; name: string }[]>>();
function userTables(database: Database) {
  let tables = tablesOf.get(database);
  if (!tables) {
    tables = database.db
      .execute(
        sql`select n.nspname as schema, c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where c.relkind = 'r' and n.nspname not in ('pg_catalog', 'information_schema', 'drizzle')
            and n.nspname not like 'pg\_%'
          order by 1, 2`,
      )
      .then((result) => rowsOf<{ schema: string; name: string }>(result));
    tablesOf.set(database, tables);
  }
  return tables;
}

export async function tableDigest(database: Database, options: DigestOptions = {}): Promise<TableDigest> {
  const except = new Set(options.except ?? []);
  const tables = (await userTables(database)).filter((t) => !except.has(t.name));
  if (tables.length === 0) return {};
  // One statement: a union of one (name, count, newest xmin) row per table.
  const parts = tables.map(
    (t) => sql`select ${`${t.schema}.${t.name}`}::text as name,
      count(*) || ':' || coalesce(max(r.xmin::text::bigint), 0) as digest
      from ${sql.identifier(t.schema)}.${sql.identifier(t.name)} r`,
  );
  const rows = rowsOf<{ name: string; digest: string }>(await database.db.execute(sql.join(parts, sql` union all `)));
  return Object.fromEntries(rows.map((r) => [r.name, r.digest]));
}

/** The tables whose rows differ between two digests. */
export function changedTables(before: TableDigest, after: TableDigest): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((n) => before[n] !== after[n]).sort();
}

/**
 * Run `action` (a request that must be refused) and fail if any table changed. Returns what
 * the action returned, so the caller asserts the status and message as usual.
 */
export async function expectNothingWritten<T>(
  database: Database,
  action: () => Promise<T>,
  options: DigestOptions = {},
): Promise<T> {
  const before = await tableDigest(database, options);
  const result = await action();
  const after = await tableDigest(database, options);
  expect(changedTables(before, after), 'tables written by a refused request').toEqual([]);
  return result;
}

/**
 * Send a request that must answer a 4xx (optionally exactly `status`) and write nothing; the
 * body must be the one error shape. Returns the parsed body.
 */
export async function expectRefusedWithoutWrite(
  database: Database,
  send: () => Promise<Response>,
  status?: number,
  options: DigestOptions = {},
): Promise<{ error: { code: string; message: string; fields?: Record<string, string[]> } }> {
  const res = await expectNothingWritten(database, send, options);
  if (status !== undefined) expect(res.status).toBe(status);
  expect(res.status).toBeGreaterThanOrEqual(400);
  expect(res.status).toBeLessThan(500);
  const body = (await res.json()) as { error: { code: string; message: string; fields?: Record<string, string[]> } };
  expect(typeof body.error?.code).toBe('string');
  expect(typeof body.error?.message).toBe('string');
  return body;
}
