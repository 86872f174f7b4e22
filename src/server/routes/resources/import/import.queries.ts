/**
 * The import's SQL (issue 42, decision 0321). The preview reads the household's supplies, their
 * batches and barcodes in one statement; the import writes every accepted row in ONE transaction
 * of a fixed number of statements whatever the number of rows: the membership and the household
 * locked, the household's rows locked and read, their batches read after the lock, and one
 * statement writing the new supplies, batches, barcodes, totals and the activity line.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { API_ERROR_CODES } from '@shared/errors';
import { englishActivity, type ActivityEvent } from '@shared/households/activity';
import { canEdit, HOUSEHOLD_MESSAGES, type HouseholdRole } from '@shared/households/schemas';
import type { ShelfLifeClass } from '@shared/supplies/rotation';
import type { Db } from '../../../db/client';
import { parseJson, rowsOf } from '../../../db/sql-helpers';
import { ApiError } from '../../../platform/errors';
import { actorNameSql } from '../../../services/households/scope';
import type { Tx } from '../../../services/jobs/jobs';
import type { HeldBatch, Household, ImportPlan } from './interpret';

interface SupplyJson {
  id: string;
  name: string;
  category: string;
  unit: string;
  shelfLife: ShelfLifeClass;
  targetQuantity: number;
}
interface BatchJson extends HeldBatch {
  resourceId: string;
}
interface CodeJson {
  code: string;
  resourceId: string;
}

const supplyJson = sql.raw(
  `json_build_object('id', ur.id, 'name', ur.name, 'category', ur.category, 'unit', ur.unit, 'shelfLife', ur.shelf_life, 'targetQuantity', ur.target_quantity)`,
);
const batchesOf = (household: ReturnType<typeof sql>) => sql`(select coalesce(json_agg(json_build_object(
    'resourceId', b.resource_id, 'quantity', b.quantity, 'addedOn', b.added_on, 'expiresOn', b.expires_on, 'note', b.note)), '[]'::json)
  from resource_batches b where b.household_id = ${household})`;
const codesOf = (household: ReturnType<typeof sql>) => sql`(select coalesce(json_agg(json_build_object(
    'code', c.code, 'resourceId', c.resource_id)), '[]'::json)
  from resource_barcodes c where c.household_id = ${household})`;

function householdFrom(supplies: SupplyJson[], batches: BatchJson[], codes: CodeJson[]): Household {
  const byRow = new Map<string, HeldBatch[]>();
  for (const { resourceId, ...b } of batches) byRow.set(resourceId, [...(byRow.get(resourceId) ?? []), b]);
  return {
    supplies: supplies.map((s) => ({ ...s, batches: byRow.get(s.id) ?? [] })),
    barcodes: new Map(codes.map((c) => [c.code, c.resourceId])),
  };
}

/** The household of a member who may edit it, as the preview sees it (one statement). */
export async function readHousehold(db: Db, householdId: string): Promise<Household> {
  const h = sql`${householdId}::uuid`;
  const [row] = rowsOf<{ supplies: SupplyJson[] | string; batches: BatchJson[] | string; codes: CodeJson[] | string }>(
    await db.execute(sql`select
      (select coalesce(json_agg(${supplyJson} order by ur.id), '[]'::json) from user_resources ur where ur.household_id = ${h}) as supplies,
      ${batchesOf(h)} as batches, ${codesOf(h)} as codes`),
  );
  return householdFrom(parseJson(row!.supplies, []), parseJson(row!.batches, []), parseJson(row!.codes, []));
}

/**
 * Opens the import's transaction: the user's membership (404 without one, 403 for a viewer) read
 * and locked FOR SHARE (a removal waits), the household's row FOR UPDATE (two imports, or an
 * import and an added supply, count under the supply cap one after the other), and its supplies
 * locked in id order (as SAVE CHANGES locks them: no deadlock between the two), with their codes.
 * The batches are read by a statement of their own once the locks are held (decision 0256).
 */
export async function lockHousehold(tx: Tx, userId: string): Promise<{ householdId: string; household: Household }> {
  const [membership] = rowsOf<{ householdId: string; role: HouseholdRole }>(
    await tx.execute(sql`select hm.household_id as "householdId", hm.role from household_members hm
      join households h on h.id = hm.household_id
      where hm.user_id = ${userId} for share of hm for update of h`),
  );
  if (!membership) throw ApiError.notFound('Household not found');
  if (!canEdit(membership.role))
    throw new ApiError(403, API_ERROR_CODES.forbidden, HOUSEHOLD_MESSAGES.viewerCannotEdit);
  const h = sql`${membership.householdId}::uuid`;
  const [locked] = rowsOf<{ supplies: SupplyJson[] | string; codes: CodeJson[] | string }>(
    await tx.execute(sql`with locked as (
        select ur.id, ur.name, ur.category, ur.unit, ur.shelf_life, ur.target_quantity from user_resources ur
        where ur.household_id = ${h} order by ur.id for update
      )
      select (select coalesce(json_agg(${supplyJson}), '[]'::json) from locked ur) as supplies, ${codesOf(h)} as codes`),
  );
  const [held] = rowsOf<{ batches: BatchJson[] | string }>(await tx.execute(sql`select ${batchesOf(h)} as batches`));
  return {
    householdId: membership.householdId,
    household: householdFrom(
      parseJson(locked!.supplies, []),
      parseJson(held!.batches, []),
      parseJson(locked!.codes, []),
    ),
  };
}

/** ONE statement: the new supplies, the batches, the codes, every touched supply's total and status, the activity line. */
export async function writePlan(tx: Tx, userId: string, householdId: string, plan: ImportPlan, event: ActivityEvent) {
  // New supplies get their ids here, so their batches and codes name them in the same statement.
  const ids = new Map(plan.supplies.map((s) => [s.key, randomUUID()]));
  const idOf = (key: string) => ids.get(key) ?? key;
  const totals = new Map(plan.totals.map((t) => [t.supply, t]));
  const supplies = plan.supplies.map((s) => ({
    id: idOf(s.key),
    name: s.name,
    category: s.category,
    unit: s.unit,
    target: s.targetQuantity,
    litres: s.litresPerUnit,
    kcal: s.kcalPerUnit,
    shelf_life: s.shelfLife,
    total: totals.get(s.key)?.total ?? 0,
    status: totals.get(s.key)?.status ?? 'critical',
  }));
  const batches = plan.batches.map((b) => ({
    id: randomUUID(),
    resource_id: idOf(b.supply),
    quantity: b.quantity,
    added_on: b.addedOn,
    expires_on: b.expiresOn,
    note: b.note,
  }));
  const codes = plan.barcodes.map((c) => ({ code: c.code, resource_id: idOf(c.supply) }));
  const merged = plan.totals
    .filter((t) => !ids.has(t.supply))
    .map((t) => ({ id: t.supply, total: t.total, status: t.status }));
  const h = sql`${householdId}::uuid`;
  await tx.execute(sql`
    with s as (
      select * from json_to_recordset(${JSON.stringify(supplies)}::json) as s(id uuid, name text, category text,
        unit text, target int, litres double precision, kcal double precision, shelf_life text, total int, status text)
    ),
    added as (
      insert into user_resources (id, household_id, name, category, unit, target_quantity, current_quantity, status,
        litres_per_unit, kcal_per_unit, shelf_life, is_custom, own_target)
      select s.id, ${h}, s.name, s.category, s.unit, s.target, s.total, s.status, s.litres, s.kcal, s.shelf_life, true, true from s
      returning id
    ),
    t as (select * from json_to_recordset(${JSON.stringify(merged)}::json) as t(id uuid, total int, status text)),
    totals as (
      update user_resources ur set current_quantity = t.total, status = t.status
      from t where ur.id = t.id and ur.household_id = ${h}
      returning ur.id
    ),
    b as (
      insert into resource_batches (id, resource_id, household_id, quantity, added_on, expires_on, note)
      select b.id, b.resource_id, ${h}, b.quantity, b.added_on, b.expires_on, b.note
      from json_to_recordset(${JSON.stringify(batches)}::json)
        as b(id uuid, resource_id uuid, quantity int, added_on date, expires_on date, note text)
      returning id
    ),
    c as (
      insert into resource_barcodes (household_id, code, resource_id)
      select ${h}, c.code, c.resource_id from json_to_recordset(${JSON.stringify(codes)}::json) as c(code text, resource_id uuid)
      returning code
    )
    insert into household_activity (household_id, user_id, actor_name, summary, event)
    select ${h}, ${userId}, ${actorNameSql(userId)}, ${englishActivity(event)}, ${JSON.stringify(event)}::jsonb`);
}
