import { createRouter } from '../../lib/router';
import type { Services } from '../../lib/services';
import { requireAuth } from '../../lib/session';
import { loadFamilyPlan, saveFamilyPlan } from './family-plan.queries';
import { getFamilyPlanRoute, saveFamilyPlanRoute } from './family-plan.routes';

export function familyPlanRouter({ db }: Services) {
  return createRouter()
    .openapi(getFamilyPlanRoute, async (c) => {
      const { user } = await requireAuth(c);
      return c.json(await loadFamilyPlan(db, user.id), 200);
    })
    .openapi(saveFamilyPlanRoute, async (c) => {
      const { user } = await requireAuth(c);
      return c.json(await saveFamilyPlan(db, user.id, c.req.valid('json')), 200);
    });
}
