import { createRoute, z } from '@hono/zod-openapi';
import { jsonContent } from '../../lib/openapi';
import { createRouter } from '../../lib/router';
import type { Services } from '../../lib/services';

export const communityStatsSchema = z.object({
  activePreppersCount: z.number().int(),
  publicPlansCount: z.number().int(),
  publicKitsCount: z.number().int(),
  preparednessScore: z.number().int(),
  preparednessPercent: z.number().int(),
});

export const getCommunityStatsRoute = createRoute({
  method: 'get',
  path: '/stats',
  tags: ['Community'],
  summary: 'Community counts and the preparedness score (public)',
  responses: { 200: jsonContent(communityStatsSchema, 'The stats') },
});

export function communityRouter({ communityStats }: Services) {
  return createRouter().openapi(getCommunityStatsRoute, async (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json(await communityStats.get(), 200);
  });
}
