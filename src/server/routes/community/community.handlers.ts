import { createRouter } from '../../http/router';
import type { Services } from '../../http/services';
import { requireAuth } from '../../http/session';
import { communityCursorOf } from './community-cursor';
import { communityOverview, listCommunityKits, listCommunityPlans } from './community.queries';
import {
  getCommunityOverviewRoute,
  getCommunityStatsRoute,
  listCommunityKitsRoute,
  listCommunityPlansRoute,
} from './community.routes';

export { communityStatsSchema, getCommunityStatsRoute } from './community.routes';

export function communityRouter({ communityStats, db }: Services) {
  return createRouter()
    .openapi(getCommunityStatsRoute, async (c) => {
      c.header('Cache-Control', 'no-cache');
      return c.json(await communityStats.get(), 200);
    })
    .openapi(listCommunityPlansRoute, async (c) => {
      const { user } = await requireAuth(c);
      const query = c.req.valid('query');
      return c.json(await listCommunityPlans(db, user.id, query, communityCursorOf(query.cursor)), 200);
    })
    .openapi(listCommunityKitsRoute, async (c) => {
      const { user } = await requireAuth(c);
      const query = c.req.valid('query');
      return c.json(await listCommunityKits(db, user.id, query, communityCursorOf(query.cursor)), 200);
    })
    .openapi(getCommunityOverviewRoute, async (c) => {
      await requireAuth(c);
      return c.json(await communityOverview(db), 200);
    });
}
