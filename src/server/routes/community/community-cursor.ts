/**
 * The community lists' cursor: where the previous page ended, as the row's acquisition count,
 * its creation time (microseconds) and its id (a keyed list cursor, db/sql-helpers.ts). One form
 * for both sorts: newest reads the time and id, most acquired the three (decision 249). Opaque to
 * clients; anything that does not decode to exactly that is a 400 at `cursor`.
 */
import { encodeKeyedCursor, keyedCursorOf, type ListCursor } from '../../http/list-cursor';

export interface CommunityCursor extends ListCursor {
  count: number;
}

export const encodeCommunityCursor = ({ count, at, id }: CommunityCursor): string =>
  encodeKeyedCursor({ key: String(count), at, id });

/** The `cursor` query parameter: null when absent, a 400 naming the field when not ours. */
export function communityCursorOf(raw: string | undefined): CommunityCursor | null {
  const cursor = keyedCursorOf(raw, (key) => /^\d{1,9}$/.test(key));
  return cursor && { count: Number(cursor.key), at: cursor.at, id: cursor.id };
}
