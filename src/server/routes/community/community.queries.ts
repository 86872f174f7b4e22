/**
 * The community pages' reads (issue 21). Each page of a list is one statement; the overview is one
 * statement. Only public rows are ever read here (`is_public`, so never a private or a household
 * one), and an author is named only through authorText (a private profile's username never
 * leaves the database).
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  COMMUNITY_PAGE_SIZE,
  COMMUNITY_TOP_COUNT,
  type CommunityKit,
  type CommunityKitPage,
  type CommunityKitQuery,
  type CommunityOverview,
  type CommunityPlan,
  type CommunityPlanPage,
  type CommunityPlanQuery,
  type CommunitySort,
} from '@shared/community/schemas';
import { PLAN_EVENT_TYPE_VALUES } from '@shared/constants/plans';
import { authorText } from '../../db/author';
import type { Db } from '../../db/client';
import { cursorAtSql, isoSql, likePattern, parseJson, rowsOf } from '../../db/sql-helpers';
import { encodeCommunityCursor, type CommunityCursor } from './community-cursor';

interface CardRow {
  id: string;
  description: string | null;
  created_at: string;
  author: string | null;
  acquire_count: number;
  is_owner: boolean;
  acquired: boolean;
  /** The cursor's parts: the creation time with microseconds. */
  sort_at: string;
  total: number;
}

/** The order of a sort, and the keyset condition "after this row" in that order. */
function ordering(sort: CommunitySort, alias: string): { orderBy: SQL; after: (c: CommunityCursor) => SQL } {
  const created = sql.raw(`${alias}.created_at`);
  const id = sql.raw(`${alias}.id`);
  if (sort === 'most-acquired') {
    return {
      orderBy: sql`acquire_count desc, ${created} desc, ${id} desc`,
      after: (c) => sql`(acquire_count, ${created}, ${id}) < (${c.count}, ${c.at}::timestamptz, ${c.id}::uuid)`,
    };
  }
  return {
    orderBy: sql`${created} desc, ${id} desc`,
    after: (c) => sql`(${created}, ${id}) < (${c.at}::timestamptz, ${c.id}::uuid)`,
  };
}

/** A listed table: its alias here, its creator column, and the acquisitions naming its rows. */
interface CommunitySource {
  table: 'survival_plans' | 'kits';
  alias: string;
  owner: string;
  acquisitions: 'plan_acquisitions' | 'kit_acquisitions';
  acquired: 'plan_id' | 'kit_id';
}

/**
 * One page, one statement, reading a page of index entries whatever the size of the community
 * (decision 0300). Newest first, in the order of the partial index of public rows (created_at,
 * id), from the cursor on; most acquired, the ranked rows in the order of community_ranks' index
 * (kept by triggers), then the rows never acquired, newest first. The card's rest (count, author,
 * the viewer's acquisition, `extra`) is worked out for the 25 rows only. `total` is the caller's:
 * a kept count, or the matches counted when a search or a category narrows the list.
 */
async function page<Row extends CardRow>(
  db: Db,
  src: CommunitySource,
  request: {
    viewer: string;
    where: SQL;
    extra: SQL;
    sort: CommunitySort;
    after: CommunityCursor | null;
    total: SQL;
  },
): Promise<{ rows: Row[]; nextCursor: string | null; total: number }> {
  const { alias } = src;
  const col = (name: string) => sql.raw(`${alias}.${name}`);
  const countSql = sql`(select count(*)::int from ${sql.raw(src.acquisitions)} a where a.${sql.raw(src.acquired)} = ${col('id')})`;
  const byCount = request.sort === 'most-acquired';
  const order = ordering(request.sort, alias);
  const card = sql`${col('id')}, ${col('description')}, ${request.extra},
      ${isoSql(col('created_at'))} as created_at, ${cursorAtSql(col('created_at'))} as sort_at,
      ${sql.raw(authorText(`${alias}.${src.owner}`))} as author,
      ${col(src.owner)} = ${request.viewer} as is_owner,
      exists (select 1 from ${sql.raw(src.acquisitions)} a
        where a.${sql.raw(src.acquired)} = ${col('id')} and a.acquirer_id = ${request.viewer}) as acquired,
      (${request.total})::int as total`;
  const table = sql.raw(`${src.table} ${alias}`);
  const newest = (after: SQL) => sql`
      select ${col('*')} from ${table}
      where ${col('is_public')}${request.where}${after}
      order by ${col('created_at')} desc, ${col('id')} desc
      limit ${COMMUNITY_PAGE_SIZE + 1}`;
  const cursor = request.after;
  const result = await db.execute(
    byCount
      ? // The ranked rows (acquired at least once) in the rank index's order, then the rows never
        // acquired, newest first: each part stops after a page, the outer sort orders 50 rows.
        sql`
    select ${card}, acquire_count
    from (
      ${
        cursor?.count === 0
          ? sql``
          : sql`(select ${col('*')}, r.acquisitions as acquire_count
        from community_ranks r join ${table} on ${col('id')} = r.row_id
        where r.listing = ${src.table} and r.period = '' and ${col('is_public')}${request.where}${
          cursor
            ? sql` and (r.acquisitions, r.created_at, r.row_id) < (${cursor.count}, ${cursor.at}::timestamptz, ${cursor.id}::uuid)`
            : sql``
        }
        order by r.acquisitions desc, r.created_at desc, r.row_id desc
        limit ${COMMUNITY_PAGE_SIZE + 1})
      union all`
      }
      (select *, 0 as acquire_count from (${newest(
        sql` and not exists (select 1 from community_ranks r where r.listing = ${src.table} and r.period = '' and r.row_id = ${col('id')})${
          cursor?.count === 0 ? sql` and ${ordering('newest', alias).after(cursor)}` : sql``
        }`,
      )}) unranked)
    ) ${sql.raw(alias)}
    order by ${order.orderBy}
    limit ${COMMUNITY_PAGE_SIZE + 1}`
      : sql`
    select ${card}, ${countSql} as acquire_count
    from (${newest(request.after ? sql` and ${order.after(request.after)}` : sql``)}) ${sql.raw(alias)}
    order by ${order.orderBy}
    limit ${COMMUNITY_PAGE_SIZE + 1}`,
  );
  const rows = rowsOf<Row>(result);
  const shown = rows.slice(0, COMMUNITY_PAGE_SIZE);
  const last = shown[shown.length - 1];
  return {
    rows: shown,
    nextCursor:
      rows.length > COMMUNITY_PAGE_SIZE && last
        ? encodeCommunityCursor({ count: last.acquire_count, at: last.sort_at, id: last.id })
        : null,
    // An empty page (nothing matches, or past the last page) says 0, as it always has.
    total: rows[0]?.total ?? 0,
  };
}

/**
 * The public rows of `listing` kept counted (migration 0027), of one event type or all: never a
 * count of the community.
 */
const keptTotal = (listing: CommunitySource['table'], eventType?: string): SQL =>
  sql`select coalesce(sum(public_rows), 0) from community_counts where listing = ${listing}${
    eventType === undefined ? sql`` : sql` and event_type = ${eventType}`
  }`;

/** The matching public rows counted: a search or a category has no kept count. */
const matchedTotal = (src: CommunitySource, where: SQL): SQL =>
  sql`select count(*) from ${sql.raw(`${src.table} ${src.alias}`)} where ${sql.raw(`${src.alias}.is_public`)}${where}`;

/** The search (" and ..." or nothing): a case-insensitive substring of the title or the description. */
const searchSql = (q: string | undefined, alias: string, title: string): SQL =>
  q
    ? sql` and (${sql.raw(`${alias}.${title}`)} ilike ${likePattern(q)} or ${sql.raw(`${alias}.description`)} ilike ${likePattern(q)})`
    : sql``;

const cardFields = (r: CardRow) => ({
  id: r.id,
  description: r.description,
  createdAt: r.created_at,
  author: r.author,
  acquireCount: Number(r.acquire_count),
  isOwner: r.is_owner,
  acquired: r.acquired,
});

interface PlanRow extends CardRow {
  title: string;
  event_type: CommunityPlan['eventType'];
}

const PLANS: CommunitySource = {
  table: 'survival_plans',
  alias: 'sp',
  owner: 'user_id',
  acquisitions: 'plan_acquisitions',
  acquired: 'plan_id',
};

/** GET /api/community/plans: everyone's public plans (the viewer's own too). */
export async function listCommunityPlans(
  db: Db,
  viewer: string,
  query: CommunityPlanQuery,
  after: CommunityCursor | null,
): Promise<CommunityPlanPage> {
  const eventType = query.eventType ? sql` and sp.event_type = ${query.eventType}` : sql``;
  const where = sql`${searchSql(query.q, 'sp', 'title')}${eventType}`;
  const { rows, nextCursor, total } = await page<PlanRow>(db, PLANS, {
    viewer,
    where,
    extra: sql`sp.title, sp.event_type`,
    sort: query.sort,
    after,
    total: query.q ? matchedTotal(PLANS, where) : keptTotal(PLANS.table, query.eventType),
  });
  return {
    items: rows.map((r) => ({ ...cardFields(r), title: r.title, eventType: r.event_type })),
    nextCursor,
    total,
  };
}

interface KitRow extends CardRow {
  name: string;
  category_counts: Record<string, number> | string | null;
}

const KITS: CommunitySource = {
  table: 'kits',
  alias: 'k',
  owner: 'owner_id',
  acquisitions: 'kit_acquisitions',
  acquired: 'kit_id',
};

/** GET /api/community/kits: everyone's public kits (the viewer's own too). */
export async function listCommunityKits(
  db: Db,
  viewer: string,
  query: CommunityKitQuery,
  after: CommunityCursor | null,
): Promise<CommunityKitPage> {
  const category = query.category
    ? sql` and exists (select 1 from kit_items f where f.kit_id = k.id and f.category = ${query.category})`
    : sql``;
  const where = sql`${searchSql(query.q, 'k', 'name')}${category}`;
  const { rows, nextCursor, total } = await page<KitRow>(db, KITS, {
    viewer,
    where,
    total: query.q || query.category ? matchedTotal(KITS, where) : keptTotal(KITS.table),
    extra: sql`k.name, (select json_object_agg(c.category, c.n) from (
        select category, count(*)::int as n from kit_items where kit_id = k.id group by category
      ) c) as category_counts`,
    sort: query.sort,
    after,
  });
  return {
    items: rows.map((r): CommunityKit => {
      const categoryCounts = parseJson<Record<string, number>>(r.category_counts, {});
      return {
        ...cardFields(r),
        name: r.name,
        itemCount: Object.values(categoryCounts).reduce((a, b) => a + Number(b), 0),
        categoryCounts,
      };
    }),
    nextCursor,
    total,
  };
}

/**
 * GET /api/community/overview, one statement: the month's most acquired public kits and plans
 * (acquisitions since the 1st of the current month, UTC; ties newest first) and the public plans
 * per event type. Rows that are no longer public are not named, whatever their acquisitions.
 * The month's ranks and the public plans per event type are kept by triggers (decision 0300):
 * the top five are read in the month's rank index order, nothing is counted here.
 */
/** The 1st of the current month, UTC, and the month as community_ranks names it ('YYYY-MM'). */
const MONTH_START = sql`(date_trunc('month', now() at time zone 'UTC') at time zone 'UTC')`;
const MONTH = sql`to_char(now() at time zone 'UTC', 'YYYY-MM')`;

export async function communityOverview(db: Db): Promise<CommunityOverview> {
  const result = await db.execute(sql`
    select
      ${isoSql(MONTH_START)} as since,
      (select coalesce(json_agg(json_build_object('id', t.id, 'name', t.name, 'author', t.author,
          'acquisitions', t.n) order by t.n desc, t.created_at desc, t.id desc), '[]'::json)
        from (
          select k.id, k.name, k.created_at, ${sql.raw(authorText('k.owner_id'))} as author, r.acquisitions as n
          from community_ranks r join kits k on k.id = r.row_id and k.is_public
          where r.listing = 'kits' and r.period = ${MONTH}
          order by r.acquisitions desc, r.created_at desc, r.row_id desc
          limit ${COMMUNITY_TOP_COUNT}) t) as top_kits,
      (select coalesce(json_agg(json_build_object('id', t.id, 'title', t.title, 'eventType', t.event_type,
          'author', t.author, 'acquisitions', t.n) order by t.n desc, t.created_at desc, t.id desc), '[]'::json)
        from (
          select sp.id, sp.title, sp.event_type, sp.created_at, ${sql.raw(authorText('sp.user_id'))} as author,
            r.acquisitions as n
          from community_ranks r join survival_plans sp on sp.id = r.row_id and sp.is_public
          where r.listing = 'survival_plans' and r.period = ${MONTH}
          order by r.acquisitions desc, r.created_at desc, r.row_id desc
          limit ${COMMUNITY_TOP_COUNT}) t) as top_plans,
      (select coalesce(json_object_agg(c.event_type, c.public_rows), '{}'::json)
        from community_counts c where c.listing = 'survival_plans') as by_event_type`);
  const row = rowsOf<{
    since: string;
    top_kits: CommunityOverview['topKits'] | string;
    top_plans: CommunityOverview['topPlans'] | string;
    by_event_type: Record<string, number> | string;
  }>(result)[0]!;
  const counts = parseJson<Record<string, number>>(row.by_event_type, {});
  return {
    since: row.since,
    topKits: parseJson(row.top_kits, []),
    topPlans: parseJson(row.top_plans, []),
    plansByEventType: PLAN_EVENT_TYPE_VALUES.map((eventType) => ({ eventType, count: counts[eventType] ?? 0 })),
  };
}
