import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { DEFAULT_RESOURCES } from '@shared/resources/catalogue';
import type { Resource } from '@shared/resources/schemas';
import { resourceStatus } from '@shared/resources/status';
import type { Db } from '../../db/client';
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

export function resourcesRouter({ db }: Services) {
  return createRouter()
    .openapi(listResourcesRoute, async (c) => {
      const { user } = await requireAuth(c);
      c.header('Cache-Control', 'no-store');
      return c.json({ resources: (await loadOrSeed(db, user.id)).map(toResource) }, 200);
    })
    .openapi(saveResourcesRoute, async (c) => {
      const { user } = await requireAuth(c);
      const { changes } = c.req.valid('json');
      const ids = changes.map((ch) => ch.id);
      const saved = await db.transaction(async (tx) => {
        // Lock my rows among those named; any id that is not mine (or missing) aborts everything.
        const rows = await tx
          .select({ id: userResources.id, target: userResources.targetQuantity })
          .from(userResources)
          .where(and(eq(userResources.userId, user.id), inArray(userResources.id, ids)))
          .for('update');
        if (rows.length !== ids.length) throw ApiError.notFound('Resource not found');
        const targets = new Map(rows.map((r) => [r.id, r.target]));
        // One UPDATE for every row; status computed here by the shared rule, never taken from the client.
        const values = sql.join(
          changes.map(
            (ch) =>
              sql`(${ch.id}::uuid, ${ch.currentQuantity}::int, ${resourceStatus(ch.currentQuantity, targets.get(ch.id)!)})`,
          ),
          sql`, `,
        );
        const updated = await tx.execute<{ id: string }>(sql`
          update user_resources as ur
          set current_quantity = v.quantity, status = v.status
          from (values ${values}) as v(id, quantity, status)
          where ur.id = v.id and ur.user_id = ${user.id}
          returning ur.id, ur.name, ur.category, ur.current_quantity, ur.target_quantity, ur.unit, ur.status, ur.updated_at`);
        return (updated as unknown as { rows: RawRow[] }).rows.map(fromRaw);
      });
      const order = new Map(ids.map((id, i) => [id, i]));
      saved.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
      return c.json({ resources: saved }, 200);
    });
}
