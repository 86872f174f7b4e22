/**
 * List cursors in the API's `cursor` query parameter (decision 120): where the previous page
 * ended, opaque to clients; one that is not ours answers 400 at the field.
 */
import { LIMIT_MESSAGES } from '@shared/constants/limits';
import { UUID_PATTERN } from '../db/sql-helpers';
import { ApiError } from '../platform/errors';

/**
 * Where the previous page ended, as the sort key (a timestamp
 * with microseconds, as the database keeps it) and the row id, in base64url. Opaque to
 * clients; anything that does not decode to exactly that is refused.
 */
export interface ListCursor {
  at: string;
  id: string;
}

const CURSOR_AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export const encodeCursor = (cursor: ListCursor): string =>
  Buffer.from(`${cursor.at}|${cursor.id}`, 'utf8').toString('base64url');

/** The cursor's text, or null when it is not base64url of a sensible length. */
const cursorText = (raw: string): string | null =>
  /^[A-Za-z0-9_-]{1,200}$/.test(raw) ? Buffer.from(raw, 'base64url').toString('utf8') : null;

/** "time|id" as a position, or null. */
function positionOf(text: string): ListCursor | null {
  const [at, id, ...rest] = text.split('|');
  if (rest.length || !at || !id || !CURSOR_AT.test(at) || !UUID_PATTERN.test(id)) return null;
  if (Number.isNaN(Date.parse(at))) return null;
  return { at, id: id.toLowerCase() };
}

/** The cursor, or null when it is not one this server made. */
export function decodeCursor(raw: string): ListCursor | null {
  const text = cursorText(raw);
  return text === null ? null : positionOf(text);
}

/**
 * A cursor whose order leads with one more value before the time and id: an acquisition count
 * (community lists), a day (drills). `key` is that value as text.
 */
export interface KeyedCursor extends ListCursor {
  key: string;
}

export const encodeKeyedCursor = ({ key, at, id }: KeyedCursor): string =>
  Buffer.from(`${key}|${at}|${id}`, 'utf8').toString('base64url');

/** The `cursor` query parameter of a keyed list: null when absent, a 400 naming the field when not ours. */
export function keyedCursorOf(raw: string | undefined, validKey: (key: string) => boolean): KeyedCursor | null {
  if (raw === undefined || raw === '') return null;
  const text = cursorText(raw);
  const bar = text?.indexOf('|') ?? -1;
  const key = text && bar > 0 ? text.slice(0, bar) : null;
  const position = text && key !== null && validKey(key) ? positionOf(text.slice(bar + 1)) : null;
  if (!key || !position) throw ApiError.badRequest(LIMIT_MESSAGES.cursor, { cursor: [LIMIT_MESSAGES.cursor] });
  return { key, ...position };
}

/** The `cursor` query parameter: null when absent, a 400 naming the field when not ours. */
export function cursorOf(raw: string | undefined): ListCursor | null {
  if (raw === undefined || raw === '') return null;
  const cursor = decodeCursor(raw);
  if (!cursor) throw ApiError.badRequest(LIMIT_MESSAGES.cursor, { cursor: [LIMIT_MESSAGES.cursor] });
  return cursor;
}
