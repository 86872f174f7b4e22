import { createRouter } from '../../lib/router';
import type { Services } from '../../lib/services';
import { requireAuth } from '../../lib/session';
import { loadFamilyPlan, saveFamilyPlan } from './family-plan.queries';
import { getFamilyPlanRoute, saveFamilyPlanRoute } from './family-plan.routes';

export function familyPlanRouter({ db, readiness }: Services) {
  return createRouter()
    .openapi(getFamilyPlanRoute, async (c) => {
      const { user } = await requireAuth(c);
      return c.json(await loadFamilyPlan(db, user.id), 200);
    })
    .openapi(saveFamilyPlanRoute, async (c) => {
      const { user } = await requireAuth(c);
      const saved = await saveFamilyPlan(db, user.id, c.req.valid('json'));
      // The readiness counts follow the plan's members.
      readiness.invalidate(user.id);
      return c.json(saved, 200);
    });
}
