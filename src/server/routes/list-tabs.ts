import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cursorAtSql, rowsOf } from '../db/sql-helpers';
import { encodeCursor, type ListCursor } from '../http/list-cursor';
import { sharedWithViewerText, withViewer } from '../services/households/visibility';

/**
 * Kits and plans are listed the same way: in three tabs seen from the viewer (decision 0291).
 * mine: the family's own, that is the viewer's own that are not acquired copies and the ones other
 * members of their household share with it, newest update first (index (owner, updated_at desc),
 * read per member of the household); acquired: their copies, newest acquisition first; community:
 * the public ones of other users, newest first (the partial index of public rows). Ties are broken
 * by id, so the cursor is a total order.
 */
export type ListTab = 'mine' | 'acquired' | 'community';

/** Where a list's rows live, under the alias its `columns` and `filter` use. */
export interface ListSource {
  /** The table and its alias: sql`kits k`. */
  from: SQL;
  /** Columns of that alias. */
  id: SQL;
  owner: SQL;
  isPublic: SQL;
  /** Shared with the viewer's household by one of its members (the viewer too). */
  sharedWith: (viewer: string) => SQL;
  createdAt: SQL;
  updatedAt: SQL;
  /** The viewer's acquisition of a row that is their copy, joined as `copy`. */
  copies: (viewer: string) => SQL;
}

/**
 * A listed table: `alias` its alias in the caller's columns and filter, `owner` its owner column,
 * `acquisitions` the table recording copies and `copyColumn` its column naming the copy.
 */
export function listSource(t: {
  table: string;
  alias: string;
  owner: string;
  acquisitions: string;
  copyColumn: string;
}): ListSource {
  const col = (name: string) => sql.raw(`${t.alias}.${name}`);
  return {
    from: sql.raw(`${t.table} ${t.alias}`),
    id: col('id'),
    owner: col(t.owner),
    isPublic: col('is_public'),
    sharedWith: (viewer) =>
      withViewer(sharedWithViewerText({ table: t.table, alias: t.alias, owner: t.owner }), viewer),
    createdAt: col('created_at'),
    updatedAt: col('updated_at'),
    copies: (viewer) =>
      sql`${sql.raw(`${t.acquisitions} copy on copy.${t.copyColumn} = ${t.alias}.id`)} and copy.acquirer_id = ${viewer}`,
  };
}

const tabs = (src: ListSource): Record<ListTab, { where: (viewer: string) => SQL; sortKey: SQL }> => ({
  mine: {
    where: (v) => sql`((${src.owner} = ${v} and copy.id is null) or (${src.owner} <> ${v} and ${src.sharedWith(v)}))`,
    sortKey: src.updatedAt,
  },
  acquired: { where: (v) => sql`${src.owner} = ${v} and copy.id is not null`, sortKey: sql`copy.created_at` },
  community: { where: (v) => sql`${src.isPublic} and ${src.owner} <> ${v}`, sortKey: src.createdAt },
});

/**
 * The three tabs' totals under `filter` (" and ..." or empty), in one statement. Of the rows the
 * viewer sees, another user's that is not public is shared with the viewer's household: mine.
 */
async function countTabs(db: Db, src: ListSource, viewer: string, filter: SQL): Promise<Record<ListTab, number>> {
  const result = await db.execute(sql`
    select
      count(*) filter (where (${src.owner} = ${viewer} and copy.id is null)
        or (${src.owner} <> ${viewer} and not ${src.isPublic}))::int as mine,
      count(*) filter (where ${src.owner} = ${viewer} and copy.id is not null)::int as acquired,
      count(*) filter (where ${src.owner} <> ${viewer} and ${src.isPublic})::int as community
    from ${src.from}
    left join ${src.copies(viewer)}
    where (${src.owner} = ${viewer} or ${src.isPublic} or ${src.sharedWith(viewer)})${filter}`);
  return rowsOf<Record<ListTab, number>>(result)[0]!;
}

export interface TabPage<Row> {
  rows: Row[];
  nextCursor: string | null;
  counts: Record<ListTab, number>;
}

/**
 * One page of one tab (one statement, reading one row more than asked to know whether another
 * page follows) and the tabs' counts (a second one, at the same time). `columns` are selected
 * as they are, beside `id` and `sort_at` (the cursor's time).
 */
export async function listTab<Row extends { id: string }>(
  db: Db,
  src: ListSource,
  request: { viewer: string; tab: ListTab; columns: SQL; filter: SQL; after: ListCursor | null; limit: number },
): Promise<TabPage<Row>> {
  const { viewer, filter, after, limit } = request;
  const tab = tabs(src)[request.tab];
  const afterSql = after
    ? sql` and (${tab.sortKey}, ${src.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
    : sql``;
  const [result, counts] = await Promise.all([
    db.execute(sql`
      select ${request.columns}, ${cursorAtSql(tab.sortKey)} as sort_at
      from ${src.from}
      left join ${src.copies(viewer)}
      where ${tab.where(viewer)}${filter}${afterSql}
      order by ${tab.sortKey} desc, ${src.id} desc
      limit ${limit + 1}`),
    countTabs(db, src, viewer, filter),
  ]);
  const rows = rowsOf<Row & { sort_at: string }>(result);
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    rows: page,
    nextCursor: rows.length > limit && last ? encodeCursor({ at: last.sort_at, id: last.id }) : null,
    counts,
  };
}
