import { DRILL_MESSAGES } from '@shared/drills/schemas';
import { uuidOrNull } from '../../db/sql-helpers';
import { createRouter } from '../../http/router';
import type { Services } from '../../http/services';
import { requireAuth } from '../../http/session';
import { ApiError } from '../../platform/errors';
import { requireEditor } from '../../services/households/membership';
import { deleteDrill, drillCursorOf, listDrills, recordDrill } from './drills.queries';
import { deleteDrillRoute, listDrillsRoute, recordDrillRoute } from './drills.routes';

export function drillsRouter({ db, now }: Services) {
  return createRouter()
    .openapi(listDrillsRoute, async (c) => {
      const { user } = await requireAuth(c);
      const { cursor, limit } = c.req.valid('query');
      const list = await listDrills(db, user.id, drillCursorOf(cursor), limit);
      if (!list) throw ApiError.notFound('Household not found');
      return c.json(list, 200);
    })
    .openapi(recordDrillRoute(now), async (c) => {
      const { user } = await requireAuth(c);
      // A viewer hears why (403); the insert names the household through the membership again.
      await requireEditor(db, user.id);
      const recorded = await recordDrill(db, user.id, c.req.valid('json'));
      if (!recorded) throw ApiError.notFound('Household not found');
      return c.json(recorded, 201);
    })
    .openapi(deleteDrillRoute, async (c) => {
      const { user } = await requireAuth(c);
      await requireEditor(db, user.id);
      const id = uuidOrNull(c.req.valid('param').id);
      if (!id || !(await deleteDrill(db, user.id, id))) throw ApiError.notFound(DRILL_MESSAGES.notFound);
      return c.body(null, 204);
    });
}
