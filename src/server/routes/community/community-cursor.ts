/**
 * The community lists' cursor: where the previous page ended, as the row's acquisition count,
 * its creation time (microseconds) and its id, in base64url. One form for both sorts: newest
 * reads the time and id, most acquired the three (decision 249). Opaque to clients; anything that
 * does not decode to exactly that is a 400 at `cursor`.
 */
import { LIMIT_MESSAGES } from '@shared/constants/limits';
import { decodeCursor, encodeCursor, type ListCursor } from '../../db/sql-helpers';
import { ApiError } from '../../lib/errors';

export interface CommunityCursor extends ListCursor {
  count: number;
}

export const encodeCommunityCursor = ({ count, at, id }: CommunityCursor): string =>
  Buffer.from(`${count}|${at}|${id}`, 'utf8').toString('base64url');

function decodeCommunityCursor(raw: string): CommunityCursor | null {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(raw)) return null;
  const [count, ...rest] = Buffer.from(raw, 'base64url').toString('utf8').split('|');
  if (!count || !/^\d{1,9}$/.test(count)) return null;
  const position = decodeCursor(encodeCursor({ at: rest[0] ?? '', id: rest.slice(1).join('|') }));
  return position ? { count: Number(count), ...position } : null;
}

/** The `cursor` query parameter: null when absent, a 400 naming the field when not ours. */
export function communityCursorOf(raw: string | undefined): CommunityCursor | null {
  if (raw === undefined || raw === '') return null;
  const cursor = decodeCommunityCursor(raw);
  if (!cursor) throw ApiError.badRequest(LIMIT_MESSAGES.cursor, { cursor: [LIMIT_MESSAGES.cursor] });
  return cursor;
}
