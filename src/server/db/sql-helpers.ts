/** Small pieces the raw-SQL reads share (kits, plans). */
import { sql, type SQL } from 'drizzle-orm';

/** timestamptz -> the API's ISO form (2026-11-21T15:30:00.123Z), done by the database. */
export const isoSql = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The rows of a `db.execute` result (both drivers answer `{ rows }`). */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** A json column as the driver gave it (parsed already, or text), null -> fallback. */
export const parseJson = <T>(v: T | string | null, fallback: T): T =>
  v === null ? fallback : typeof v === 'string' ? (JSON.parse(v) as T) : v;

/** ILIKE pattern for a case-insensitive substring: the user's %, _ and \ are literal. */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A path id that is a uuid (lower-cased), or null: callers answer 404 like a missing row. */
export const uuidOrNull = (id: string): string | null => (UUID.test(id) ? id.toLowerCase() : null);

const newestFirst = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0);

/**
 * Split one query's rows into the three tabs of the kit and plan lists: mine (updated_at
 * newest first), my acquired copies (newest acquisition first) and others' public rows
 * (created_at newest first).
 */
export function splitTabs<T extends { updatedAt: string; createdAt: string }>(
  rows: readonly { item: T; isOwner: boolean; acquiredCopyAt: string | null }[],
): { mine: T[]; acquired: T[]; others: T[] } {
  const mine: T[] = [];
  const acquired: { at: string; item: T }[] = [];
  const others: T[] = [];
  for (const row of rows) {
    if (!row.isOwner) others.push(row.item);
    else if (row.acquiredCopyAt) acquired.push({ at: row.acquiredCopyAt, item: row.item });
    else mine.push(row.item);
  }
  mine.sort((a, b) => newestFirst(a.updatedAt, b.updatedAt));
  acquired.sort((a, b) => newestFirst(a.at, b.at));
  others.sort((a, b) => newestFirst(a.createdAt, b.createdAt));
  return { mine, acquired: acquired.map((a) => a.item), others };
}
