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
 * One page, one statement. The inner query takes the matching public rows with the total (a
 * window over them, before the cursor narrows them) and, for the most acquired sort, each row's
 * count; the outer one applies the cursor, sorts, keeps one row more than shown (to know whether
 * another page follows) and only then works out the rest of the card (author, the viewer's
 * acquisition, `extra`): PostgreSQL evaluates those after the sort and limit, for 25 rows.
 */
async function page<Row extends CardRow>(
  db: Db,
  src: CommunitySource,
  request: { viewer: string; where: SQL; extra: SQL; sort: CommunitySort; after: CommunityCursor | null },
): Promise<{ rows: Row[]; nextCursor: string | null; total: number }> {
  const { alias } = src;
  const col = (name: string) => sql.raw(`${alias}.${name}`);
  const countSql = sql`(select count(*)::int from ${sql.raw(src.acquisitions)} a where a.${sql.raw(src.acquired)} = ${col('id')})`;
  const byCount = request.sort === 'most-acquired';
  const order = ordering(request.sort, alias);
  const result = await db.execute(sql`
    select ${col('id')}, ${col('description')}, ${request.extra},
      ${isoSql(col('created_at'))} as created_at, ${cursorAtSql(col('created_at'))} as sort_at,
      ${byCount ? sql`acquire_count` : sql`${countSql} as acquire_count`}, total,
      ${sql.raw(authorText(`${alias}.${src.owner}`))} as author,
      ${col(src.owner)} = ${request.viewer} as is_owner,
      exists (select 1 from ${sql.raw(src.acquisitions)} a
        where a.${sql.raw(src.acquired)} = ${col('id')} and a.acquirer_id = ${request.viewer}) as acquired
    from (
      select ${col('*')}, count(*) over ()::int as total${byCount ? sql`, ${countSql} as acquire_count` : sql``}
      from ${sql.raw(src.table)} ${sql.raw(alias)}
      where ${col('is_public')}${request.where}
    ) ${sql.raw(alias)}
    where ${request.after ? order.after(request.after) : sql`true`}
    order by ${order.orderBy}
    limit ${COMMUNITY_PAGE_SIZE + 1}`);
  const rows = rowsOf<Row>(result);
  const shown = rows.slice(0, COMMUNITY_PAGE_SIZE);
  const last = shown[shown.length - 1];
  return {
    rows: shown,
    nextCursor:
      rows.length > COMMUNITY_PAGE_SIZE && last
        ? encodeCommunityCursor({ count: last.acquire_count, at: last.sort_at, id: last.id })
        : null,
    total: rows[0]?.total ?? 0,
  };
}

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
  const { rows, nextCursor, total } = await page<PlanRow>(db, PLANS, {
    viewer,
    where: sql`${searchSql(query.q, 'sp', 'title')}${eventType}`,
    extra: sql`sp.title, sp.event_type`,
    sort: query.sort,
    after,
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
  const { rows, nextCursor, total } = await page<KitRow>(db, KITS, {
    viewer,
    where: sql`${searchSql(query.q, 'k', 'name')}${category}`,
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
 */
export async function communityOverview(db: Db): Promise<CommunityOverview> {
  const result = await db.execute(sql`
    with since as (select date_trunc('month', now() at time zone 'UTC') at time zone 'UTC' as at)
    select
      ${isoSql(sql`(select at from since)`)} as since,
      (select coalesce(json_agg(json_build_object('id', t.id, 'name', t.name, 'author', t.author,
          'acquisitions', t.n) order by t.n desc, t.created_at desc, t.id desc), '[]'::json)
        from (
          select k.id, k.name, k.created_at, ${sql.raw(authorText('k.owner_id'))} as author, count(*)::int as n
          from kit_acquisitions a join kits k on k.id = a.kit_id
          where k.is_public and a.created_at >= (select at from since)
          group by k.id
          order by n desc, k.created_at desc, k.id desc
          limit ${COMMUNITY_TOP_COUNT}) t) as top_kits,
      (select coalesce(json_agg(json_build_object('id', t.id, 'title', t.title, 'eventType', t.event_type,
          'author', t.author, 'acquisitions', t.n) order by t.n desc, t.created_at desc, t.id desc), '[]'::json)
        from (
          select sp.id, sp.title, sp.event_type, sp.created_at, ${sql.raw(authorText('sp.user_id'))} as author,
            count(*)::int as n
          from plan_acquisitions a join survival_plans sp on sp.id = a.plan_id
          where sp.is_public and a.created_at >= (select at from since)
          group by sp.id
          order by n desc, sp.created_at desc, sp.id desc
          limit ${COMMUNITY_TOP_COUNT}) t) as top_plans,
      (select coalesce(json_object_agg(e.event_type, e.n), '{}'::json)
        from (select event_type, count(*)::int as n from survival_plans where is_public group by event_type) e)
        as by_event_type`);
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
