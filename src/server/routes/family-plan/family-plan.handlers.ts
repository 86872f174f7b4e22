import { createRouter } from '../../http/router';
import type { Services } from '../../http/services';
import { requireAuth } from '../../http/session';
import { ApiError } from '../../platform/errors';
import { requireEditor } from '../../services/households/membership';
import { recordActivity } from '../household/household.queries';
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
      const { householdId } = await requireEditor(db, user.id);
      const saved = await saveFamilyPlan(db, user.id, c.req.valid('json'));
      if (!saved) throw ApiError.notFound('Household not found');
      await recordActivity(db, householdId, user.id, { code: 'family-plan.updated' });
      // The readiness counts follow the plan's members.
      readiness.invalidate(user.id);
      return c.json(saved, 200);
    });
}
