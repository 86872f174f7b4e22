import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cursorAtSql, rowsOf } from '../db/sql-helpers';
import { encodeCursor, type ListCursor } from '../http/list-cursor';
import { householdOwnersText, sharedWithViewerText, withViewer } from '../services/households/visibility';

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
  /** The viewer and the members of their household: whose rows the mine tab may hold. */
  householdOwners: (viewer: string) => SQL;
  createdAt: SQL;
  updatedAt: SQL;
  /** The viewer's acquisition of a row that is their copy, joined as `copy`. */
  copies: (viewer: string) => SQL;
  /** The viewer's acquisitions, as `copy`; `copyColumn` names their copy. */
  acquisitionsOf: (viewer: string) => SQL;
  copyColumn: string;
  /** The table's name (its key in community_counts). */
  table: string;
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
    householdOwners: (viewer) => withViewer(householdOwnersText, viewer),
    createdAt: col('created_at'),
    updatedAt: col('updated_at'),
    copies: (viewer) =>
      sql`${sql.raw(`${t.acquisitions} copy on copy.${t.copyColumn} = ${t.alias}.id`)} and copy.acquirer_id = ${viewer}`,
    acquisitionsOf: (viewer) => sql`(select * from ${sql.raw(t.acquisitions)} where acquirer_id = ${viewer}) copy`,
    copyColumn: t.copyColumn,
    table: t.table,
  };
}

const tabs = (src: ListSource): Record<ListTab, { where: (viewer: string) => SQL; sortKey: SQL }> => ({
  mine: {
    // The owners first: the owner index, per member of the household, never the whole table.
    where: (v) =>
      sql`${src.owner} = any(array${src.householdOwners(v)})
        and ((${src.owner} = ${v} and copy.id is null) or (${src.owner} <> ${v} and ${src.sharedWith(v)}))`,
    sortKey: src.updatedAt,
  },
  acquired: { where: (v) => sql`${src.owner} = ${v} and copy.id is not null`, sortKey: sql`copy.created_at` },
  community: { where: (v) => sql`${src.isPublic} and ${src.owner} <> ${v}`, sortKey: src.createdAt },
});

/**
 * The three tabs' totals under `filter` (" and ..." or empty), in one statement, none of them by
 * counting the community (decision 0300). mine: the viewer's own that are not copies, and what
 * their housemates share with the household (read per member through the owner index); acquired:
 * the viewer's copies (through their acquisitions); community: without a filter, the public rows
 * kept counted by migration 0027's triggers less the viewer's own public ones (the owner index),
 * exact in the same snapshot; with a search or a category, the matching public rows of others.
 */
async function countTabs(
  db: Db,
  src: ListSource,
  viewer: string,
  filtered: SQL | null,
): Promise<Record<ListTab, number>> {
  const filter = filtered ?? sql``;
  const community = !filtered
    ? sql`(select coalesce(sum(public_rows), 0) from community_counts where listing = ${src.table})
        - (select count(*) from ${src.from} where ${src.owner} = ${viewer} and ${src.isPublic})`
    : sql`(select count(*) from ${src.from} where ${src.isPublic} and ${src.owner} <> ${viewer}${filter})`;
  const result = await db.execute(sql`
    select
      ((select count(*) from ${src.from} left join ${src.copies(viewer)}
          where ${src.owner} = ${viewer} and copy.id is null${filter})
        + (select count(*) from ${src.from} where ${src.owner} <> ${viewer} and ${src.sharedWith(viewer)}${filter}))::int as mine,
      (select count(*) from ${src.acquisitionsOf(viewer)} join ${src.from} on ${src.id} = copy.${sql.raw(src.copyColumn)}
        where ${src.owner} = ${viewer}${filter})::int as acquired,
      (${community})::int as community`);
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
  request: {
    viewer: string;
    tab: ListTab;
    columns: SQL;
    /** A search or a category (" and ..."), or null. */
    filter: SQL | null;
    after: ListCursor | null;
    limit: number;
  },
): Promise<TabPage<Row>> {
  const { viewer, after, limit } = request;
  const filter = request.filter ?? sql``;
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
    countTabs(db, src, viewer, request.filter),
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
