import { createRouter } from '../../http/router';
import type { Services } from '../../http/services';
import { requireAuth } from '../../http/session';
import { ApiError } from '../../platform/errors';
import { listHouseholdAlerts } from './alerts.queries';
import { listAlertsRoute } from './alerts.routes';

/** /api/alerts (issue 38, decision 280): any member reads the official warnings of the household's places. */
export function alertsRouter({ db, now }: Services) {
  return createRouter().openapi(listAlertsRoute, async (c) => {
    const { user } = await requireAuth(c);
    const alerts = await listHouseholdAlerts(db, user.id, new Date(now()));
    if (!alerts) throw ApiError.notFound('Household not found');
    return c.json({ alerts }, 200);
  });
}
