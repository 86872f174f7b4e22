/**
 * The few catalog reads backup and restore share, over one connection of either engine. Tables,
 * columns, keys and sequences come from the catalog, never from a hard-coded list, so a new
 * migration's tables are backed up without touching this code.
 */
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';

/** One connection (inside a transaction when the caller opened one). */
export interface SqlRunner {
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
}

export function pgRunner(client: pg.ClientBase): SqlRunner {
  return { query: async <T>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as T[] };
}

export function pgliteRunner(client: PGlite | Transaction): SqlRunner {
  return { query: async <T>(text: string, params?: unknown[]) => (await client.query<T>(text, params)).rows };
}

/** Run `fn` in one transaction on a PGlite database or a PostgreSQL connection. */
export async function inTransaction<T>(
  source: { pglite: PGlite } | { client: pg.ClientBase },
  fn: (q: SqlRunner) => Promise<T>,
): Promise<T> {
  if ('pglite' in source) return source.pglite.transaction((tx) => fn(pgliteRunner(tx)));
  const q = pgRunner(source.client);
  await q.query('begin');
  try {
    const result = await fn(q);
    await q.query('commit');
    return result;
  } catch (err) {
    await q.query('rollback').catch(() => {});
    throw err;
  }
}

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
export const qualified = (table: string) => `public.${quoteIdent(table)}`;

export interface ColumnInfo {
  name: string;
  type: string;
  generated: boolean;
}

/** Ordinary and partitioned tables of the public schema (partitions are read through their parent). */
export async function listTables(q: SqlRunner): Promise<string[]> {
  const rows = await q.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
      order by c.relname`,
  );
  return rows.map((r) => r.name);
}

export async function listColumns(q: SqlRunner, table: string): Promise<ColumnInfo[]> {
  const rows = await q.query<{ name: string; type: string; generated: string }>(
    `select a.attname as name, format_type(a.atttypid, a.atttypmod) as type, a.attgenerated::text as generated
       from pg_attribute a
      where a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped
      order by a.attnum`,
    [qualified(table)],
  );
  return rows.map((r) => ({ name: r.name, type: r.type, generated: r.generated !== '' }));
}

/** The primary key's columns in key order (empty when the table has none). */
export async function primaryKey(q: SqlRunner, table: string): Promise<string[]> {
  const rows = await q.query<{ name: string }>(
    `select a.attname as name
       from pg_index i
       join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey::int2[])
      where i.indrelid = $1::regclass and i.indisprimary
      order by array_position(i.indkey::int2[], a.attnum)`,
    [qualified(table)],
  );
  return rows.map((r) => r.name);
}

/** ORDER BY for a stable row order: the primary key, or the whole row as text without one. */
export async function orderBy(q: SqlRunner, table: string): Promise<string> {
  const pk = await primaryKey(q, table);
  return pk.length ? pk.map((c) => `t.${quoteIdent(c)}`).join(', ') : 't::text';
}

/** Foreign keys between public tables, as child → parent (self references left out). */
export async function foreignKeys(q: SqlRunner): Promise<{ child: string; parent: string }[]> {
  return q.query<{ child: string; parent: string }>(
    `select distinct ch.relname as child, pa.relname as parent
       from pg_constraint k
       join pg_class ch on ch.oid = k.conrelid
       join pg_class pa on pa.oid = k.confrelid
       join pg_namespace n on n.oid = ch.relnamespace
      where k.contype = 'f' and n.nspname = 'public' and ch.oid <> pa.oid`,
  );
}

/** Tables ordered so that every table comes after the tables it references. */
export function parentsFirst(tables: string[], fks: { child: string; parent: string }[]): string[] {
  const ordered: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (table: string, path: string[]) => {
    if (state.get(table) === 'done') return;
    if (state.get(table) === 'visiting') {
      throw new Error(`Foreign keys form a cycle (${[...path, table].join(' → ')}): cannot order the load`);
    }
    state.set(table, 'visiting');
    for (const fk of fks) if (fk.child === table && tables.includes(fk.parent)) visit(fk.parent, [...path, table]);
    state.set(table, 'done');
    ordered.push(table);
  };
  for (const t of tables) visit(t, []);
  return ordered;
}

export async function listSequences(q: SqlRunner): Promise<{ name: string; lastValue: string | null }[]> {
  return q.query<{ name: string; lastValue: string | null }>(
    `select sequencename as name, last_value::text as "lastValue" from pg_sequences
      where schemaname = 'public' order by sequencename`,
  );
}

/** Applied drizzle migrations, oldest first ([] when the migrations table does not exist). */
export async function appliedMigrations(q: SqlRunner): Promise<{ hash: string; createdAt: string }[]> {
  const [exists] = await q.query<{ ok: boolean }>(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as ok`,
  );
  if (!exists?.ok) return [];
  return q.query<{ hash: string; createdAt: string }>(
    `select hash, created_at::text as "createdAt" from drizzle.__drizzle_migrations order by created_at, id`,
  );
}
