/**
 * The community pages' reads (issue 21). Each page of a list is one statement; the overview is one
 * statement. Only public rows are ever read here (`is_public`, so never a private or a household
 * one), and an author is named only through authorText (a private profile's username never
 * leaves the database). Plans are `sp` here, never `p`: authorText's subquery names profiles `p`,
 * and an outer `p` would be shadowed (any public profile would match).
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
import type { Db } from '../../db/client';
import { cursorAtSql, isoSql, likePattern, parseJson, rowsOf } from '../../db/sql-helpers';
import { authorText } from '../../lib/author';
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

/**
 * One page: the matching rows with their acquisition count and the total (a window over the
 * filtered rows, before the cursor narrows them), then the cursor and the page size, reading one
 * row more than shown to know whether another page follows.
 */
async function page<Row extends CardRow>(
  db: Db,
  inner: SQL,
  alias: string,
  sort: CommunitySort,
  after: CommunityCursor | null,
): Promise<{ rows: Row[]; nextCursor: string | null; total: number }> {
  const order = ordering(sort, alias);
  const result = await db.execute(sql`
    select * from (${inner}) ${sql.raw(alias)}
    where ${after ? order.after(after) : sql`true`}
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

/** GET /api/community/plans: everyone's public plans (the viewer's own too). */
export async function listCommunityPlans(
  db: Db,
  viewer: string,
  query: CommunityPlanQuery,
  after: CommunityCursor | null,
): Promise<CommunityPlanPage> {
  const inner = sql`
    select sp.id, sp.title, sp.description, sp.event_type, sp.created_at,
      ${isoSql(sql`sp.created_at`)} as created_at_iso, ${cursorAtSql(sql`sp.created_at`)} as sort_at,
      ${sql.raw(authorText('sp.user_id'))} as author,
      (select count(*)::int from plan_acquisitions a where a.plan_id = sp.id) as acquire_count,
      sp.user_id = ${viewer} as is_owner,
      exists (select 1 from plan_acquisitions a where a.plan_id = sp.id and a.acquirer_id = ${viewer}) as acquired,
      count(*) over ()::int as total
    from survival_plans sp
    where sp.is_public${searchSql(query.q, 'sp', 'title')}${query.eventType ? sql` and sp.event_type = ${query.eventType}` : sql``}`;
  const { rows, nextCursor, total } = await page<PlanRow & { created_at_iso: string }>(
    db,
    inner,
    'sp',
    query.sort,
    after,
  );
  return {
    items: rows.map((r) => ({
      ...cardFields({ ...r, created_at: r.created_at_iso }),
      title: r.title,
      eventType: r.event_type,
    })),
    nextCursor,
    total,
  };
}

interface KitRow extends CardRow {
  name: string;
  category_counts: Record<string, number> | string | null;
}

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
  const inner = sql`
    select k.id, k.name, k.description, k.created_at,
      ${isoSql(sql`k.created_at`)} as created_at_iso, ${cursorAtSql(sql`k.created_at`)} as sort_at,
      ${sql.raw(authorText('k.owner_id'))} as author,
      (select count(*)::int from kit_acquisitions a where a.kit_id = k.id) as acquire_count,
      k.owner_id = ${viewer} as is_owner,
      exists (select 1 from kit_acquisitions a where a.kit_id = k.id and a.acquirer_id = ${viewer}) as acquired,
      (select json_object_agg(c.category, c.n) from (
        select category, count(*)::int as n from kit_items where kit_id = k.id group by category
      ) c) as category_counts,
      count(*) over ()::int as total
    from kits k
    where k.is_public${searchSql(query.q, 'k', 'name')}${category}`;
  const { rows, nextCursor, total } = await page<KitRow & { created_at_iso: string }>(
    db,
    inner,
    'k',
    query.sort,
    after,
  );
  return {
    items: rows.map((r): CommunityKit => {
      const categoryCounts = parseJson<Record<string, number>>(r.category_counts, {});
      return {
        ...cardFields({ ...r, created_at: r.created_at_iso }),
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
