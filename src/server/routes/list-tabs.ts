import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cursorAtSql, rowsOf } from '../db/sql-helpers';
import { encodeCursor, type ListCursor } from '../http/list-cursor';
import { bindViewer, householdOwnersText, sharedWithViewerText, withViewer } from '../services/households/visibility';
import type { FeedKept, PublicWindow } from './community/public-windows';

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
  /** The tab counts as text (`{me}` the viewer), for a prepared statement (decision 0302). */
  countsText: string;
  /** The same and the ids of `{ids}` (uuid[]) the viewer acquired, as `acquired_ids`. */
  communityViewerText: string;
  /** Both as prepared statements' text ($1 the viewer, $2 the ids). */
  prepared: { counts: string; communityViewer: string };
}

/** Placeholders of the statements written as text: the viewer, and an array of row ids. */
const ME = '{me}';
const IDS = '{ids}';

/**
 * A text statement as a prepared one: `$1` the viewer, `$2` the ids, each read through a
 * subquery. So no plan knows their values: a custom plan estimates the rows of a viewer as the
 * generic plan does, costs the same plus its planning, and PostgreSQL keeps the generic plan from
 * the sixth run on a connection, whoever the viewer (planning is most of these statements' cost).
 */
const preparedText = (text: string) =>
  text.replaceAll(ME, '(select $1::text)').replaceAll(IDS, '(select $2::uuid[])::uuid[]');

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
  /** The acquisitions' column naming the row acquired. */
  acquiredColumn: string;
}): ListSource {
  const col = (name: string) => sql.raw(`${t.alias}.${name}`);
  const [table, a, owner, acquisitions, copyColumn] = [t.table, t.alias, t.owner, t.acquisitions, t.copyColumn];
  const shared = bindViewer(sharedWithViewerText({ table, alias: a, owner }), ME);
  // mine: their own that are not copies, and what their housemates share (owner index); acquired:
  // their copies (acquirer index); community: the kept public count less their own public rows.
  const countsText = `
    ((select count(*) from ${table} ${a} left join ${acquisitions} copy on copy.${copyColumn} = ${a}.id and copy.acquirer_id = ${ME}
        where ${a}.${owner} = ${ME} and copy.id is null)
      + (select count(*) from ${table} ${a} where ${a}.${owner} <> ${ME} and ${shared}))::int as mine,
    (select count(*) from ${acquisitions} copy join ${table} ${a} on ${a}.id = copy.${copyColumn}
      where copy.acquirer_id = ${ME} and ${a}.${owner} = ${ME})::int as acquired,
    ((select coalesce(sum(public_rows), 0) from community_counts where listing = '${table}')
      - (select count(*) from ${table} ${a} where ${a}.${owner} = ${ME} and ${a}.is_public))::int as community`;
  const communityViewerText = `select ${countsText},
    array(select a.${t.acquiredColumn}::text from ${acquisitions} a
      where a.acquirer_id = ${ME} and a.${t.acquiredColumn} = any(${IDS})) as acquired_ids`;
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
    countsText: `select ${countsText}`,
    communityViewerText,
    prepared: { counts: preparedText(`select ${countsText}`), communityViewer: preparedText(communityViewerText) },
  };
}

/** The same statement for Drizzle (the viewer and the ids as parameters). */
function textSql(text: string, viewer: string, ids: string[] = []): SQL {
  return sql.join(
    text.split(/(\{me\}|\{ids\})/).map((part) => {
      if (part === ME) return sql`${viewer}::text`;
      if (part === IDS) return sql`${sql.param(ids)}::uuid[]`;
      return sql.raw(part);
    }),
  );
}

/**
 * What a list may read faster (decision 0302): `prepared` runs a statement as a named prepared
 * statement (Database.prepared: parsed and planned once per connection), `windows` keeps the
 * community tab's public rows for every viewer.
 */
export interface ListHot {
  prepared: <T>(name: string, text: string, values: unknown[]) => Promise<T[]>;
  windows: FeedKept<PublicWindow>;
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
  hot: ListHot | undefined,
): Promise<Record<ListTab, number>> {
  if (!filtered) {
    if (hot)
      return (
        await hot.prepared<Record<ListTab, number>>(`${src.table}_tab_counts`, src.prepared.counts, [viewer])
      )[0]!;
    return rowsOf<Record<ListTab, number>>(await db.execute(textSql(src.countsText, viewer)))[0]!;
  }
  const filter = filtered;
  const community = sql`(select count(*) from ${src.from} where ${src.isPublic} and ${src.owner} <> ${viewer}${filter})`;
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
 * page follows) and the tabs' counts (a second one, at the same time). `columns(viewer)` are
 * selected as they are, beside `id` and `sort_at` (the cursor's time); for the community tab they
 * must read, for a public row of someone else, what they read for no viewer (`columns(null)`)
 * but for `acquired` (decision 0302).
 *
 * With `hot`, the counts without a filter are a prepared statement, and the community tab without
 * a filter is read from the public rows every viewer shares (`communityPage`).
 */
export async function listTab<Row extends { id: string; acquired: boolean }>(
  db: Db,
  src: ListSource,
  request: {
    viewer: string;
    tab: ListTab;
    columns: (viewer: string | null) => SQL;
    /** A search or a category (" and ..."), or null. */
    filter: SQL | null;
    after: ListCursor | null;
    limit: number;
  },
  hot?: ListHot,
): Promise<TabPage<Row>> {
  if (hot && request.tab === 'community' && !request.filter) {
    const page = await communityPage<Row>(db, src, request, hot);
    if (page) return page;
  }
  const { viewer, after, limit } = request;
  const filter = request.filter ?? sql``;
  const tab = tabs(src)[request.tab];
  const afterSql = after
    ? sql` and (${tab.sortKey}, ${src.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
    : sql``;
  const [result, counts] = await Promise.all([
    db.execute(sql`
      select ${request.columns(viewer)}, ${cursorAtSql(tab.sortKey)} as sort_at
      from ${src.from}
      left join ${src.copies(viewer)}
      where ${tab.where(viewer)}${filter}${afterSql}
      order by ${tab.sortKey} desc, ${src.id} desc
      limit ${limit + 1}`),
    countTabs(db, src, viewer, request.filter, hot),
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

/**
 * The community tab without a filter, from a window every viewer shares (decision 0302): the
 * public rows after the cursor in the tab's order, twice a page and one more, as no viewer sees
 * them (kept by `hot.windows` until a public row of the table changes). The viewer's own rows are
 * left out here, as the tab's query leaves them out; one prepared statement reads the viewer's
 * counts and which of the page's rows they acquired. When the viewer's own rows leave too few in
 * the window to know the page and whether another follows, null: the caller reads it for them.
 */
async function communityPage<Row extends { id: string; acquired: boolean }>(
  db: Db,
  src: ListSource,
  request: { viewer: string; columns: (viewer: string | null) => SQL; after: ListCursor | null; limit: number },
  hot: ListHot,
): Promise<TabPage<Row> | null> {
  const { viewer, after, limit } = request;
  const size = 2 * limit + 1;
  const key = after ? `${limit}|${after.at}|${after.id}` : `${limit}|`;
  const window = await hot.windows.get(key, async () => {
    const afterSql = after
      ? sql` and (${src.createdAt}, ${src.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
      : sql``;
    const rows = rowsOf<PublicWindow['rows'][number]>(
      await db.execute(sql`
        select ${request.columns(null)}, ${cursorAtSql(src.createdAt)} as sort_at, ${src.owner} as list_owner
        from ${src.from}
        where ${src.isPublic}${afterSql}
        order by ${src.createdAt} desc, ${src.id} desc
        limit ${size}`),
    );
    return { rows, complete: rows.length < size };
  });
  const others = window.rows.filter((row) => row.list_owner !== viewer);
  if (others.length <= limit && !window.complete) return null;
  const page = others.slice(0, limit);
  const [mine] = await hot.prepared<Record<ListTab, number> & { acquired_ids: string[] }>(
    `${src.table}_community_viewer`,
    src.prepared.communityViewer,
    [viewer, page.map((row) => row.id)],
  );
  const { acquired_ids: acquiredIds, ...counts } = mine!;
  const acquired = new Set(acquiredIds);
  const last = page[page.length - 1];
  return {
    rows: page.map(
      ({ list_owner: _owner, ...row }) => (acquired.has(row.id) ? { ...row, acquired: true } : row) as unknown as Row,
    ),
    nextCursor: others.length > limit && last ? encodeCursor({ at: last.sort_at, id: last.id }) : null,
    counts,
  };
}
