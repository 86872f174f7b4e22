/**
 * The supply rows' SQL (docs/product.md#resource-tracker, #readiness). Every statement names the
 * user: a row of someone else is never read or written, and answers like a missing one.
 */
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { LIMIT_MESSAGES, MAX_SUPPLIES_PER_USER } from '@shared/constants/limits';
import { API_ERROR_CODES } from '@shared/errors';
import { DEFAULT_UNIT_CONTENT } from '@shared/readiness/figures';
import { DEFAULT_RESOURCES } from '@shared/resources/catalogue';
import {
  RESOURCE_MESSAGES,
  type CreateResourceInput,
  type Resource,
  type UpdateResourceInput,
} from '@shared/resources/schemas';
import { GOOD_THRESHOLD, LOW_THRESHOLD } from '@shared/resources/status';
import type { Database, Db } from '../../db/client';
import { userResources } from '../../db/schema';
import { lockUser, type JsonRow, type SameShape } from '../../db/sql-helpers';
import { ApiError } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/pg-errors';

type Row = typeof userResources.$inferSelect;

/** The API's row is the table's row as JSON, without the owner and creation time (decision 215). */
type ApiRow = Omit<JsonRow<Row>, 'userId' | 'createdAt'>;
const resourceMatchesTable: SameShape<Resource, ApiRow> = true;
void resourceMatchesTable;

export const toResource = ({ userId: _owner, createdAt: _created, ...r }: Row): Resource => ({
  ...r,
  updatedAt: r.updatedAt.toISOString(),
});

/** The columns the raw statements return, under the API's names. */
const RETURNING = `ur.id, ur.name, ur.category, ur.current_quantity as "currentQuantity",
  ur.target_quantity as "targetQuantity", ur.unit, ur.status, ur.litres_per_unit as "litresPerUnit",
  ur.kcal_per_unit as "kcalPerUnit", ur.is_custom as "isCustom", ur.updated_at as "updatedAt"`;
type ReturnedRow = Omit<Resource, 'updatedAt'> & { updatedAt: string | Date };
const fromReturned = (r: ReturnedRow): Resource => ({
  ...r,
  currentQuantity: Number(r.currentQuantity),
  targetQuantity: Number(r.targetQuantity),
  litresPerUnit: r.litresPerUnit === null ? null : Number(r.litresPerUnit),
  kcalPerUnit: r.kcalPerUnit === null ? null : Number(r.kcalPerUnit),
  updatedAt: new Date(r.updatedAt).toISOString(),
});

const mine = (db: Db, userId: string) =>
  db
    .select()
    .from(userResources)
    .where(eq(userResources.userId, userId))
    .orderBy(asc(userResources.category), asc(userResources.createdAt), asc(userResources.name));

/**
 * The user's rows; the first load seeds the default catalogue with what each default holds
 * (litres or kcal per unit). Racing first loads are safe: the unique (user_id, name) index makes
 * a second insert of a row a no-op.
 */
export async function loadOrSeed(db: Db, userId: string): Promise<Row[]> {
  const rows = await mine(db, userId);
  if (rows.length > 0) return rows;
  return db.transaction(async (tx) => {
    await tx
      .insert(userResources)
      .values(
        DEFAULT_RESOURCES.map((r) => ({
          userId,
          ...r,
          currentQuantity: 0,
          status: 'critical' as const,
          litresPerUnit: DEFAULT_UNIT_CONTENT[r.name]?.litres ?? null,
          kcalPerUnit: DEFAULT_UNIT_CONTENT[r.name]?.kcal ?? null,
        })),
      )
      .onConflictDoNothing({ target: [userResources.userId, userResources.name] });
    return mine(tx as unknown as Db, userId);
  });
}

/**
 * The shared status rule (src/shared/resources/status.ts) as a SQL expression over the new
 * quantity and a target, built from the same thresholds; a test checks both agree at every boundary.
 */
export function statusSql(quantity: string, target: string): string {
  return `case when ${target} <= 0 or ${quantity} * 100 >= ${GOOD_THRESHOLD} * ${target} then 'good'
    when ${quantity} * 100 >= ${LOW_THRESHOLD} * ${target} then 'low' else 'critical' end`;
}

/**
 * Several rows' quantities (SAVE CHANGES) or targets ("Set targets from my goal") in ONE
 * statement (one round trip, atomic on its own, prepared once per connection): the UPDATE runs
 * only when every id named is one of the user's rows, and computes each status from the row's
 * quantity and target. $1 ids, $2 values, $3 user id.
 */
const bulkUpdateSql = (column: 'current_quantity' | 'target_quantity') => {
  const quantity = column === 'current_quantity' ? 'v.value' : 'ur.current_quantity';
  const target = column === 'target_quantity' ? 'v.value' : 'ur.target_quantity';
  return `
  with v(id, value) as (select * from unnest($1::uuid[], $2::int[])),
  owned as (select count(*) as n from user_resources ur join v on ur.id = v.id where ur.user_id = $3)
  update user_resources as ur
  set ${column} = v.value, status = ${statusSql(quantity, target)}
  from v, owned
  where ur.id = v.id and ur.user_id = $3 and owned.n = cardinality($1::uuid[])
  returning ${RETURNING}`;
};
const SAVE_SQL = bulkUpdateSql('current_quantity');
const TARGETS_SQL = bulkUpdateSql('target_quantity');

/** Arrays travel as array literals (ids are validated uuids, numbers integers). */
const arrayLiteral = (values: readonly (string | number)[]) => `{${values.join(',')}}`;

async function updateMany(
  database: Database,
  name: string,
  statement: string,
  userId: string,
  changes: readonly { id: string; value: number }[],
): Promise<Resource[] | null> {
  const rows = await database.prepared<ReturnedRow>(name, statement, [
    arrayLiteral(changes.map((c) => c.id)),
    arrayLiteral(changes.map((c) => c.value)),
    userId,
  ]);
  if (rows.length !== changes.length) return null;
  const order = new Map(changes.map((c, i) => [c.id, i]));
  return rows.map(fromReturned).sort((a, b) => order.get(a.id)! - order.get(b.id)!);
}

/** Returns the saved rows in the order asked, or null (nothing written) when any id is not the user's. */
export const saveQuantities = (
  database: Database,
  userId: string,
  changes: readonly { id: string; currentQuantity: number }[],
) =>
  updateMany(
    database,
    'save_resources',
    SAVE_SQL,
    userId,
    changes.map((c) => ({ id: c.id, value: c.currentQuantity })),
  );

export const saveTargets = (
  database: Database,
  userId: string,
  targets: readonly { id: string; targetQuantity: number }[],
) =>
  updateMany(
    database,
    'save_resource_targets',
    TARGETS_SQL,
    userId,
    targets.map((t) => ({ id: t.id, value: t.targetQuantity })),
  );

const nameTaken = () => ApiError.conflict(RESOURCE_MESSAGES.nameTaken, { name: [RESOURCE_MESSAGES.nameTaken] });

/** A unique (user, name) violation is the user's own clash: 409 at the name field. */
async function uniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err, 'user_resources_user_name_uidx')) throw nameTaken();
    throw err;
  }
}

/**
 * A supply of the user's own, at quantity 0, under the per-user cap (counted under the user's
 * lock). The defaults are seeded first when this is the user's first supply: seeding only
 * happens on a user with no rows at all.
 */
export async function createResource(db: Db, userId: string, input: CreateResourceInput): Promise<Resource> {
  await loadOrSeed(db, userId);
  return uniqueName(() =>
    db.transaction(async (tx) => {
      await lockUser(tx, userId);
      const [held] = await tx.select({ n: count() }).from(userResources).where(eq(userResources.userId, userId));
      if ((held?.n ?? 0) >= MAX_SUPPLIES_PER_USER)
        throw new ApiError(403, API_ERROR_CODES.forbidden, LIMIT_MESSAGES.supplies);
      const [row] = await tx
        .insert(userResources)
        .values({
          userId,
          name: input.name,
          category: input.category,
          unit: input.unit,
          targetQuantity: input.targetQuantity,
          litresPerUnit: input.litresPerUnit,
          kcalPerUnit: input.kcalPerUnit,
          currentQuantity: 0,
          status: input.targetQuantity <= 0 ? 'good' : 'critical',
          isCustom: true,
        })
        .returning();
      return toResource(row!);
    }),
  );
}

/** Any of a row's fields; a new target recomputes its status. Null when the row is not the user's. */
export function updateResource(
  db: Db,
  userId: string,
  id: string,
  input: UpdateResourceInput,
): Promise<Resource | null> {
  const { targetQuantity, ...rest } = input;
  return uniqueName(async () => {
    const [row] = await db
      .update(userResources)
      .set({
        ...rest,
        ...(targetQuantity === undefined
          ? {}
          : {
              targetQuantity,
              status: sql.raw(statusSql('current_quantity', String(targetQuantity))),
            }),
      })
      .where(and(eq(userResources.id, id), eq(userResources.userId, userId)))
      .returning();
    return row ? toResource(row) : null;
  });
}

/**
 * Deletes a row the user added. 'default' (nothing written) for one of the 21 defaults, null
 * when the row is not the user's.
 */
export async function deleteResource(db: Db, userId: string, id: string): Promise<'deleted' | 'default' | null> {
  const [row] = await db
    .select({ isCustom: userResources.isCustom })
    .from(userResources)
    .where(and(eq(userResources.id, id), eq(userResources.userId, userId)));
  if (!row) return null;
  if (!row.isCustom) return 'default';
  const deleted = await db
    .delete(userResources)
    .where(and(eq(userResources.id, id), eq(userResources.userId, userId), eq(userResources.isCustom, true)))
    .returning({ id: userResources.id });
  return deleted.length ? 'deleted' : null;
}
