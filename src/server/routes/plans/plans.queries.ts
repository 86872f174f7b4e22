/**
 * Plan reads and writes. The list is one query for the three tabs; the plan view is one query
 * (plan, items, linked kits with their items, as JSON built by the database); create, update
 * and acquire each run in one transaction, so no half-saved plan can exist.
 */
import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import { LIMIT_MESSAGES, MAX_PLANS_PER_USER } from '@shared/constants/limits';
import { API_ERROR_CODES } from '@shared/errors';
import { EMERGENCY_NUMBERS, MEETING_PLACES } from '@shared/family-plan/figures';
import { familyPlanSchema, type FamilyPlan } from '@shared/family-plan/schemas';
import {
  copyPlanTitle,
  normalizePlanItems,
  PLAN_MESSAGES,
  type LinkedKit,
  type PlanDetail,
  type PlanFamily,
  type PlanItem,
  type PlanList,
  type PlanListFilter,
  type PlanListQuery,
  type PlanSummary,
  type SavePlan,
} from '@shared/plans/schemas';
import { authorSql } from '../../db/author';
import type { Db } from '../../db/client';
import { kitItems, planAcquisitions, planItems, planKits, survivalPlans } from '../../db/schema';
import {
  isoSql,
  jsonColumnsSql,
  likePattern,
  lockUser,
  parseJson,
  rowsOf,
  type JsonRow,
  type SameShape,
} from '../../db/sql-helpers';
import { type ListCursor } from '../../http/list-cursor';
import { ApiError } from '../../platform/errors';
import {
  KIT_ROWS,
  PLAN_ROWS,
  editableRow,
  editableText,
  mayGiveVisibility,
  visibilityColumns,
  visibilityText,
  visibleText,
  withViewer,
} from '../../services/households/visibility';
import { listSource, listTab, type ListHot } from '../list-tabs';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const iso = isoSql;

interface SummaryRow {
  id: string;
  title: string;
  description: string | null;
  event_type: PlanSummary['eventType'];
  visibility: PlanSummary['visibility'];
  created_at: string;
  updated_at: string;
  is_owner: boolean;
  can_edit: boolean;
  acquired: boolean;
}
interface DetailRow extends SummaryRow {
  items: PlanDetail['items'] | string | null;
  kits: PlanDetail['kits'] | string | null;
  include_family_plan: boolean;
  family_plan: FamilyPlan | string | null;
  author: string | null;
}

/**
 * What a plan shows of the owner's family plan (decisions 230, 0295): the members' mobiles, the
 * contacts and the meeting places only.
 */
function planFamily(stored: FamilyPlan): PlanFamily {
  const plan = familyPlanSchema.parse(stored);
  return {
    emergencyNumber: EMERGENCY_NUMBERS.find((e) => e.id === plan.emergencyRegion)!.number,
    memberMobiles: plan.members.flatMap((m) => (m.mobilePhone ? [{ name: m.name, mobilePhone: m.mobilePhone }] : [])),
    outOfTownContacts: plan.outOfTownContacts,
    meetingPlaces: MEETING_PLACES.flatMap(({ key, label }) => {
      const place = plan.meetingPlaces[key];
      return place && (place.name || place.address) ? [{ label, ...place }] : [];
    }),
  };
}

const toSummary = (r: SummaryRow): PlanSummary => ({
  id: r.id,
  title: r.title,
  description: r.description,
  eventType: r.event_type,
  visibility: r.visibility,
  isPublic: r.visibility === 'public',
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  isOwner: r.is_owner,
  canEdit: r.can_edit,
  acquired: r.acquired,
});

const summaryColumns = (viewer: string | null) => sql`
  p.id, p.title, p.description, p.event_type, ${sql.raw(visibilityText(PLAN_ROWS))} as visibility,
  ${iso(sql`p.created_at`)} as created_at, ${iso(sql`p.updated_at`)} as updated_at,
  coalesce(p.user_id = ${viewer}, false) as is_owner,
  ${withViewer(editableText(PLAN_ROWS), viewer)} as can_edit,
  exists (select 1 from plan_acquisitions a where a.plan_id = p.id and a.acquirer_id = ${viewer}) as acquired`;

/** The search (" and ..."), or null without one. */
const searchSql = (filter: PlanListFilter): SQL | null =>
  filter.q ? sql` and (p.title ilike ${likePattern(filter.q)} or p.description ilike ${likePattern(filter.q)})` : null;

/** Plans as a list in tabs (db/list-tabs.ts). */
const PLAN_LIST = listSource({
  table: 'survival_plans',
  alias: 'p',
  owner: 'user_id',
  acquisitions: 'plan_acquisitions',
  copyColumn: 'copy_plan_id',
  acquiredColumn: 'plan_id',
});

/**
 * GET /api/plans: one page of one tab and the tabs' counts (two statements, at once; with `hot`,
 * the community tab's page from the public rows every viewer shares and one statement for the
 * viewer: list-tabs.ts).
 */
export async function listPlans(
  db: Db,
  viewer: string,
  query: PlanListQuery,
  after: ListCursor | null,
  hot?: ListHot,
): Promise<PlanList> {
  const { rows, nextCursor, counts } = await listTab<SummaryRow>(
    db,
    PLAN_LIST,
    { viewer, tab: query.tab, columns: summaryColumns, filter: searchSql(query), after, limit: query.limit },
    hot,
  );
  return {
    items: rows.map(toSummary),
    nextCursor,
    counts,
  };
}

/**
 * Inside the creating transaction: lock the user (concurrent creates wait here) and refuse
 * with 403 when they already own the most plans allowed (decision 121).
 */
async function ensurePlanRoom(tx: Tx, userId: string): Promise<void> {
  await lockUser(tx, userId);
  const [row] = await tx.select({ n: count() }).from(survivalPlans).where(eq(survivalPlans.userId, userId));
  if ((row?.n ?? 0) >= MAX_PLANS_PER_USER) throw new ApiError(403, API_ERROR_CODES.forbidden, LIMIT_MESSAGES.plans);
}

/**
 * The answer's plan items and linked kits' items are columns of plan_items and kit_items, as
 * JSON built from the tables: a renamed column fails to compile here until the shared schema
 * (and so the browser) follows (decision 215).
 */
const PLAN_ITEM_KEYS = ['id', 'kind', 'content', 'position'] as const;
const LINKED_KIT_ITEM_KEYS = ['itemName', 'quantity', 'category'] as const;
const ITEM_JSON = sql.raw(jsonColumnsSql(planItems, 'i', PLAN_ITEM_KEYS));
const LINKED_KIT_ITEM_JSON = sql.raw(jsonColumnsSql(kitItems, 'ki', LINKED_KIT_ITEM_KEYS));
const itemsMatchTables: [
  SameShape<PlanItem, Pick<JsonRow<typeof planItems.$inferSelect>, (typeof PLAN_ITEM_KEYS)[number]>>,
  SameShape<
    Omit<LinkedKit['items'][number], 'category'>,
    Pick<JsonRow<typeof kitItems.$inferSelect>, Exclude<(typeof LINKED_KIT_ITEM_KEYS)[number], 'category'>>
  >,
] = [true, true];
void itemsMatchTables;

/**
 * One plan with its items (position order) and the linked kits the viewer may see (public
 * ones, the viewer's own and those shared with their household), each with its items for the
 * view and the printed plan. Null when the viewer may not see the plan, exactly like a missing one.
 */
export async function getPlan(db: Db, id: string, viewer: string | null): Promise<PlanDetail | null> {
  const result = await db.execute(sql`
    select ${summaryColumns(viewer)},
      (select json_agg(json_build_object(${ITEM_JSON})
        order by i.position) from plan_items i where i.plan_id = p.id) as items,
      (select json_agg(json_build_object(
          'id', k.id, 'name', k.name, 'description', k.description,
          'visibility', ${sql.raw(visibilityText(KIT_ROWS))}, 'isPublic', k.is_public,
          'items', coalesce((select json_agg(json_build_object(${LINKED_KIT_ITEM_JSON})
            order by ki.category, ki.position, ki.id) from kit_items ki where ki.kit_id = k.id), '[]'::json))
        order by pk.created_at, k.name, k.id)
        from plan_kits pk join kits k on k.id = pk.kit_id
        where pk.plan_id = p.id and ${withViewer(visibleText(KIT_ROWS), viewer)}) as kits,
      p.include_family_plan,
      -- The creator's household's family plan, to that household's members only.
      (select fp.plan from family_plans fp
        join household_members creator on creator.household_id = fp.household_id and creator.user_id = p.user_id
        join household_members member on member.household_id = fp.household_id and member.user_id = ${viewer}
        where p.include_family_plan) as family_plan,
      ${authorSql('p.user_id')} as author
    from survival_plans p
    where p.id = ${id} and ${withViewer(visibleText(PLAN_ROWS), viewer)}`);
  const row = rowsOf<DetailRow>(result)[0];
  if (!row) return null;
  const family = parseJson<FamilyPlan | null>(row.family_plan, null);
  return {
    ...toSummary(row),
    items: parseJson(row.items, []),
    kits: parseJson(row.kits, []),
    includeFamilyPlan: row.include_family_plan,
    familyPlan: family ? planFamily(family) : null,
    author: row.author,
  };
}

/** Of `kitIds`, the kits `userId` may see, locked against deletion until the transaction ends. */
async function visibleKits(tx: Tx, userId: string, kitIds: readonly string[]): Promise<{ id: string }[]> {
  if (kitIds.length === 0) return [];
  const result = await tx.execute(sql`
    select k.id from kits k
    where k.id in (${sql.join(
      kitIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}) and ${withViewer(visibleText(KIT_ROWS), userId)}
    for share of k`);
  return rowsOf<{ id: string }>(result);
}

/**
 * The kits may be linked by `userId`: the ones they may see (their own, public ones, those shared
 * with their household). Any other id (missing, or a private kit of someone else: the same
 * answer) is a 400 naming the field.
 */
async function checkLinkableKits(tx: Tx, userId: string, kitIds: readonly string[]): Promise<void> {
  if (kitIds.length === 0) return;
  const found = await visibleKits(tx, userId, kitIds);
  const ok = new Set(found.map((k) => k.id.toLowerCase()));
  const fields: Record<string, string[]> = {};
  kitIds.forEach((id, i) => {
    if (!ok.has(id.toLowerCase())) fields[`kitIds.${i}`] = [PLAN_MESSAGES.kitUnavailable];
  });
  if (Object.keys(fields).length) throw ApiError.badRequest(PLAN_MESSAGES.kitUnavailable, fields);
}

async function writeContent(tx: Tx, planId: string, input: SavePlan): Promise<void> {
  const items = normalizePlanItems(input.items);
  if (items.length) await tx.insert(planItems).values(items.map((i) => ({ ...i, planId })));
  if (input.kitIds.length) await tx.insert(planKits).values(input.kitIds.map((kitId) => ({ planId, kitId })));
}

/** Create the plan, its items and its kit links in one transaction. Returns the plan id. */
export async function createPlan(db: Db, userId: string, input: SavePlan): Promise<string> {
  return db.transaction(async (tx) => {
    await ensurePlanRoom(tx, userId);
    await checkLinkableKits(tx, userId, input.kitIds);
    const [plan] = await tx
      .insert(survivalPlans)
      .values({
        userId,
        title: input.title,
        description: input.description,
        eventType: input.eventType,
        ...visibilityColumns(input.visibility),
        includeFamilyPlan: input.includeFamilyPlan,
      })
      .returning({ id: survivalPlans.id });
    await writeContent(tx, plan!.id, input);
    return plan!.id;
  });
}

/**
 * Replace the plan's fields, items and kit links in one transaction. False when the user may not
 * (nothing written): they may not edit it, or they are not its creator and ask for another
 * visibility than its own.
 */
export async function updatePlan(db: Db, userId: string, id: string, input: SavePlan): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [plan] = await tx
      .update(survivalPlans)
      .set({
        title: input.title,
        description: input.description,
        eventType: input.eventType,
        ...visibilityColumns(input.visibility),
        includeFamilyPlan: input.includeFamilyPlan,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(survivalPlans.id, id),
          editableRow(PLAN_ROWS, id, userId),
          mayGiveVisibility(PLAN_ROWS, input.visibility, userId),
        ),
      )
      .returning({ id: survivalPlans.id });
    if (!plan) return false;
    await checkLinkableKits(tx, userId, input.kitIds);
    await tx.delete(planItems).where(eq(planItems.planId, id));
    await tx.delete(planKits).where(eq(planKits.planId, id));
    await writeContent(tx, id, input);
    return true;
  });
}

export async function hasAcquiredPlan(db: Db, planId: string, acquirerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: planAcquisitions.id })
    .from(planAcquisitions)
    .where(and(eq(planAcquisitions.planId, planId), eq(planAcquisitions.acquirerId, acquirerId)))
    .limit(1);
  return Boolean(row);
}

/**
 * A private copy of a plan for the acquirer (a public one, or one shared with their household),
 * with its items and the links to kits the acquirer may see, plus the acquisition row: one
 * transaction.
 */
export async function acquirePlan(db: Db, source: PlanDetail, acquirerId: string): Promise<string> {
  return db.transaction(async (tx) => {
    await ensurePlanRoom(tx, acquirerId);
    const [copy] = await tx
      .insert(survivalPlans)
      .values({
        userId: acquirerId,
        title: copyPlanTitle(source.title),
        description: source.description,
        eventType: source.eventType,
        isPublic: false,
        // The copy shows the acquirer's own family plan, if the original showed its owner's.
        includeFamilyPlan: source.includeFamilyPlan,
      })
      .returning({ id: survivalPlans.id });
    const items = [...source.items].sort((a, b) => a.position - b.position);
    if (items.length) {
      await tx
        .insert(planItems)
        .values(items.map((i, position) => ({ planId: copy!.id, kind: i.kind, content: i.content, position })));
    }
    // `source.kits` holds the kits the acquirer may see (getPlan ran as the acquirer); recheck
    // under lock in case one turned private or vanished meanwhile.
    const visible = await visibleKits(
      tx,
      acquirerId,
      source.kits.map((k) => k.id),
    );
    if (visible.length) await tx.insert(planKits).values(visible.map((k) => ({ planId: copy!.id, kitId: k.id })));
    await tx.insert(planAcquisitions).values({ planId: source.id, acquirerId, copyPlanId: copy!.id });
    return copy!.id;
  });
}
