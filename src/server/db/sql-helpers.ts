/** Small pieces the raw-SQL reads share (kits, plans). */
import { getTableColumns, sql, type SQL, type Table } from 'drizzle-orm';

/** timestamptz -> the API's ISO form (2026-11-21T15:30:00.123Z), done by the database. */
export const isoSql = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const ISO_FORMAT = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

/**
 * The `json_build_object` arguments for the columns of `table` read through `alias` (all of
 * them, or `keys`): each column under its TypeScript name, timestamps as the API's ISO text.
 * Built from the Drizzle table, so a renamed or added column changes the JSON with it
 * (decision 215).
 */
export function jsonColumnsSql<T extends Table>(
  table: T,
  alias: string,
  keys?: readonly (keyof T['_']['columns'] & string)[],
): string {
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => !keys || keys.includes(key));
  return columns
    .map(([key, column]) => {
      const ref = `${alias}.${column.name}`;
      return `'${key}', ${column.columnType === 'PgTimestamp' ? `to_char(${ref} at time zone 'UTC', ${ISO_FORMAT})` : ref}`;
    })
    .join(', ');
}

/** A table row as JSON carries it (what jsonColumnsSql and toJsonRow give): dates as ISO text. */
export type JsonRow<Row> = {
  [K in keyof Row]: Row[K] extends Date ? string : Row[K] extends Date | null ? string | null : Row[K];
};

/** Both directions: the same keys with the same types. */
export type SameShape<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** The rows of a `db.execute` result (both drivers answer `{ rows }`). */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** A json column as the driver gave it (parsed already, or text), null -> fallback. */
export const parseJson = <T>(v: T | string | null, fallback: T): T =>
  v === null ? fallback : typeof v === 'string' ? (JSON.parse(v) as T) : v;

/** ILIKE pattern for a case-insensitive substring: the user's %, _ and \ are literal. */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A path id that is a uuid (lower-cased), or null: callers answer 404 like a missing row. */
export const uuidOrNull = (id: string): string | null => (UUID_PATTERN.test(id) ? id.toLowerCase() : null);

/**
 * Serialises a user's row-creating writes: the caller's transaction holds the user's row FOR
 * UPDATE until it commits, so two concurrent creates cannot both count under a cap and both
 * insert (decision 121). Cheap: one primary-key row, held for one short transaction.
 */
export async function lockUser(tx: { execute: (query: SQL) => Promise<unknown> }, userId: string): Promise<void> {
  await tx.execute(sql`select id from users where id = ${userId} for update`);
}

/** timestamptz -> the cursor's form, microseconds kept (ISO milliseconds would skip rows). */
export const cursorAtSql = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
