import type { TypedResponse } from 'hono';
import type { CommunityOverview } from '@shared/community/schemas';
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
import { communityKept } from './public-windows';

export { communityStatsSchema, getCommunityStatsRoute } from './community.routes';

export function communityRouter({ communityStats, db, changeFeed }: Services) {
  // The overview is the same for every viewer: kept until a change can move it (decision 0302).
  const { overview } = communityKept(changeFeed);
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
      // Kept per month (UTC): a body read as the month turned is kept only under its own month.
      const month = new Date().toISOString().slice(0, 7);
      const { body } = await overview.get(
        month,
        async () => {
          const value = await communityOverview(db);
          return { since: value.since, body: JSON.stringify(value) };
        },
        (read) => read.since.slice(0, 7) === month,
      );
      c.header('Content-Type', 'application/json');
      return c.body(body, 200) as unknown as TypedResponse<CommunityOverview, 200, 'json'>;
    });
}
