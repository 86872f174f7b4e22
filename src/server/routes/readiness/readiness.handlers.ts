import { createRouter } from '../../lib/router';
import type { Services } from '../../lib/services';
import { requireAuth } from '../../lib/session';
import { loadReadiness, saveHousehold, saveUnits } from './readiness.queries';
import { getReadinessRoute, saveHouseholdRoute, saveUnitsRoute } from './readiness.routes';

/** /api/readiness: the household, the goal and the figure (docs/product.md#readiness). */
export function readinessRouter({ db, database }: Services) {
  return createRouter()
    .openapi(getReadinessRoute, async (c) => {
      const { user } = await requireAuth(c);
      return c.json(await loadReadiness(database, db, user.id), 200);
    })
    .openapi(saveHouseholdRoute, async (c) => {
      const { user } = await requireAuth(c);
      await saveHousehold(db, user.id, c.req.valid('json'));
      return c.json(await loadReadiness(database, db, user.id), 200);
    })
    .openapi(saveUnitsRoute, async (c) => {
      const { user } = await requireAuth(c);
      const { units } = c.req.valid('json');
      await saveUnits(db, user.id, units);
      return c.json({ units }, 200);
    });
}
