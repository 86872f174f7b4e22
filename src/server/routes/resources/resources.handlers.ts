import { asc, eq } from 'drizzle-orm';
import { DEFAULT_RESOURCES } from '@shared/resources/catalogue';
import type { Resource } from '@shared/resources/schemas';
import { GOOD_THRESHOLD, LOW_THRESHOLD } from '@shared/resources/status';
import type { Database, Db } from '../../db/client';
import { userResources } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { createRouter } from '../../lib/router';
import type { Services } from '../../lib/services';
import { requireAuth } from '../../lib/session';
import { listResourcesRoute, saveResourcesRoute } from './resources.routes';

type Row = typeof userResources.$inferSelect;
interface RawRow {
  id: string;
  name: string;
  category: string;
  current_quantity: number;
  target_quantity: number;
  unit: string;
  status: Resource['status'];
  updated_at: string | Date;
}
const fromRaw = (r: RawRow): Resource => ({
  id: r.id,
  name: r.name,
  category: r.category,
  currentQuantity: Number(r.current_quantity),
  targetQuantity: Number(r.target_quantity),
  unit: r.unit,
  status: r.status,
  updatedAt: new Date(r.updated_at).toISOString(),
});
const toResource = (r: Row): Resource => ({
  id: r.id,
  name: r.name,
  category: r.category,
  currentQuantity: r.currentQuantity,
  targetQuantity: r.targetQuantity,
  unit: r.unit,
  status: r.status,
  updatedAt: r.updatedAt.toISOString(),
});

const mine = (db: Db, userId: string) =>
  db
    .select()
    .from(userResources)
    .where(eq(userResources.userId, userId))
    .orderBy(asc(userResources.category), asc(userResources.createdAt), asc(userResources.name));

/**
 * The first load seeds the default catalogue. Racing first loads are safe: the unique
 * (user_id, name) index makes a second insert of a row a no-op.
 */
async function loadOrSeed(db: Db, userId: string): Promise<Row[]> {
  const rows = await mine(db, userId);
  if (rows.length > 0) return rows;
  return db.transaction(async (tx) => {
    await tx
      .insert(userResources)
      .values(DEFAULT_RESOURCES.map((r) => ({ userId, ...r, currentQuantity: 0, status: 'critical' as const })))
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
 * SAVE CHANGES in ONE statement (one round trip, atomic on its own, prepared once per
 * connection): the UPDATE runs only when every id named is one of the user's rows, and computes
 * status from each row's own target. $1 ids, $2 quantities, $3 user id.
 */
const SAVE_SQL = `
  with v(id, quantity) as (select * from unnest($1::uuid[], $2::int[])),
  owned as (select count(*) as n from user_resources ur join v on ur.id = v.id where ur.user_id = $3)
  update user_resources as ur
  set current_quantity = v.quantity, status = ${statusSql('v.quantity', 'ur.target_quantity')}
  from v, owned
  where ur.id = v.id and ur.user_id = $3 and owned.n = cardinality($1::uuid[])
  returning ur.id, ur.name, ur.category, ur.current_quantity, ur.target_quantity, ur.unit, ur.status, ur.updated_at`;

/** Returns the saved rows, or null (nothing written) when any id is not the user's. */
async function saveQuantities(
  database: Database,
  userId: string,
  changes: readonly { id: string; currentQuantity: number }[],
): Promise<Resource[] | null> {
  // Arrays travel as array literals (ids are validated uuids, quantities integers).
  const ids = `{${changes.map((c) => c.id).join(',')}}`;
  const quantities = `{${changes.map((c) => c.currentQuantity).join(',')}}`;
  const rows = await database.prepared<RawRow>('save_resources', SAVE_SQL, [ids, quantities, userId]);
  return rows.length === changes.length ? rows.map(fromRaw) : null;
}

export function resourcesRouter({ db, database }: Services) {
  return createRouter()
    .openapi(listResourcesRoute, async (c) => {
      const { user } = await requireAuth(c);
      return c.json({ resources: (await loadOrSeed(db, user.id)).map(toResource) }, 200);
    })
    .openapi(saveResourcesRoute, async (c) => {
      const { user } = await requireAuth(c);
      const { changes } = c.req.valid('json');
      const ids = changes.map((ch) => ch.id);
      const saved = await saveQuantities(database, user.id, changes);
      if (!saved) throw ApiError.notFound('Resource not found');
      const order = new Map(ids.map((id, i) => [id, i]));
      saved.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
      return c.json({ resources: saved }, 200);
    });
}
