import { and, eq } from 'drizzle-orm';
import type { PlanDetail } from '@shared/plans/schemas';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import { survivalPlans } from '../../db/schema';
import { uuidOrNull } from '../../db/sql-helpers';
import { cursorOf } from '../../http/list-cursor';
import { createRouter } from '../../http/router';
import type { Services } from '../../http/services';
import { requireAuth } from '../../http/session';
import { ApiError } from '../../platform/errors';
import { PLAN_ROWS, requireRowAccess } from '../../services/households/visibility';
import { communityKept } from '../community/public-windows';
import { acquirePlan, createPlan, getPlan, hasAcquiredPlan, listPlans, updatePlan } from './plans.queries';
import {
  acquirePlanRoute,
  createPlanRoute,
  deletePlanRoute,
  getPlanRoute,
  listPlansRoute,
  updatePlanRoute,
} from './plans.routes';

const PLAN_NOT_FOUND = 'Plan not found';

function planId(id: string): string {
  const valid = uuidOrNull(id);
  if (!valid) throw ApiError.notFound(PLAN_NOT_FOUND);
  return valid;
}

/**
 * After a write matched nothing: 404 for a plan the user cannot see (missing, or private to
 * someone else), 403 for one they see but may not change (a public plan of someone else, a
 * household's viewer), or whose visibility only its creator changes (decision 244).
 */
async function refuseWrite(db: Db, id: string, userId: string): Promise<never> {
  await requireRowAccess(db, PLAN_ROWS, id, userId, {
    notFound: PLAN_NOT_FOUND,
    notYours: 'Access Denied: You can only edit your own plans',
    creator: true,
  });
  throw ApiError.notFound(PLAN_NOT_FOUND);
}

async function mustGet(db: Db, id: string, viewer: string | null): Promise<PlanDetail> {
  const plan = await getPlan(db, id, viewer);
  if (!plan) throw ApiError.notFound(PLAN_NOT_FOUND);
  return plan;
}

export function plansRouter({ db, database, changeFeed }: Services) {
  // The community tab's public rows, kept for every viewer (decision 0302); a write here drops them.
  const kept = communityKept(changeFeed);
  const hot = { prepared: database.prepared, windows: kept.plans };
  const router = createRouter();
  router.use('*', kept.dropOnWrite('plans'));
  return router
    .openapi(listPlansRoute, async (c) => {
      const { user } = await requireAuth(c);
      const query = c.req.valid('query');
      return c.json(await listPlans(db, user.id, query, cursorOf(query.cursor), hot), 200);
    })
    .openapi(getPlanRoute, async (c) => {
      const id = planId(c.req.valid('param').id);
      const viewer = (await c.get('getAuth')())?.user.id ?? null;
      return c.json({ plan: await mustGet(db, id, viewer) }, 200);
    })
    .openapi(createPlanRoute, async (c) => {
      const { user } = await requireAuth(c);
      const id = await createPlan(db, user.id, c.req.valid('json'));
      return c.json({ plan: await mustGet(db, id, user.id) }, 201);
    })
    .openapi(updatePlanRoute, async (c) => {
      const { user } = await requireAuth(c);
      const id = planId(c.req.valid('param').id);
      if (!(await updatePlan(db, user.id, id, c.req.valid('json')))) await refuseWrite(db, id, user.id);
      return c.json({ plan: await mustGet(db, id, user.id) }, 200);
    })
    .openapi(deletePlanRoute, async (c) => {
      const { user } = await requireAuth(c);
      const id = planId(c.req.valid('param').id);
      const [deleted] = await db
        .delete(survivalPlans)
        .where(and(eq(survivalPlans.id, id), eq(survivalPlans.userId, user.id)))
        .returning({ id: survivalPlans.id });
      if (!deleted) await refuseWrite(db, id, user.id);
      return c.body(null, 204);
    })
    .openapi(acquirePlanRoute, async (c) => {
      const { user } = await requireAuth(c);
      const id = planId(c.req.valid('param').id);
      const source = await mustGet(db, id, user.id);
      if (source.isOwner) throw ApiError.badRequest('You cannot acquire your own plan');
      if (await hasAcquiredPlan(db, id, user.id)) throw ApiError.conflict('Already acquired');
      try {
        const copyId = await acquirePlan(db, source, user.id);
        return c.json({ plan: await mustGet(db, copyId, user.id) }, 201);
      } catch (err) {
        if (isUniqueViolation(err)) throw ApiError.conflict('Already acquired');
        throw err;
      }
    });
}
