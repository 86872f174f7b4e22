import type { Context, TypedResponse } from 'hono';
import type { ReadinessAnswer } from '@shared/readiness/schemas';
import { createRouter } from '../../http/router';
import type { Services } from '../../http/services';
import { requireAuth } from '../../http/session';
import { requireEditor } from '../../services/households/membership';
import { recordActivity } from '../household/household.queries';
import { saveHousehold, saveUnits } from './readiness.queries';
import { getReadinessRoute, saveHouseholdRoute, saveUnitsRoute } from './readiness.routes';

/** /api/readiness: the household, the goal and the figure (docs/product.md#readiness). */
export function readinessRouter({ db, readiness }: Services) {
  /** The user's answer, from memory while nothing of theirs changed (realtime/readiness-cache.ts). */
  const answer = async (userId: string) => (await readiness.get(userId))!;
  /** The body is JSON text already: sent as is, through the context (its headers, renewed cookies). */
  const json = (c: Context, body: string) => {
    c.header('Content-Type', 'application/json');
    return c.body(body, 200) as unknown as TypedResponse<ReadinessAnswer, 200, 'json'>;
  };
  return createRouter()
    .openapi(getReadinessRoute, async (c) => {
      const { user } = await requireAuth(c);
      return json(c, await answer(user.id));
    })
    .openapi(saveHouseholdRoute, async (c) => {
      const { user } = await requireAuth(c);
      const { householdId } = await requireEditor(db, user.id);
      await saveHousehold(db, user.id, c.req.valid('json'));
      await recordActivity(db, householdId, user.id, { code: 'readiness.changed' });
      readiness.invalidate(user.id);
      return json(c, await answer(user.id));
    })
    .openapi(saveUnitsRoute, async (c) => {
      const { user } = await requireAuth(c);
      const { units } = c.req.valid('json');
      await saveUnits(db, user.id, units);
      readiness.invalidate(user.id);
      return c.json({ units }, 200);
    });
}
