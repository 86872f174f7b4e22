import { createRoute, z } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import { personalPreparednessScore } from '@shared/stats';
import { errorResponse, jsonContent } from '../../lib/openapi';
import { createRouter } from '../../lib/router';
import type { Services } from '../../lib/services';
import { requireAuth, requireSession } from '../../lib/session';

export const myStatsSchema = z.object({
  plans_count: z.number().int(),
  kits_count: z.number().int(),
  personal_score: z.number().int(),
});

export const getMyStatsRoute = createRoute({
  method: 'get',
  path: '/stats',
  tags: ['Me'],
  summary: 'My plans and kits counts and my personal preparedness score',
  middleware: [requireSession] as const,
  responses: { 200: jsonContent(myStatsSchema, 'My stats'), 401: errorResponse('No session') },
});

export function meRouter({ db }: Services) {
  return createRouter().openapi(getMyStatsRoute, async (c) => {
    const { user } = await requireAuth(c);
    const res = await db.execute<{ plans: number; kits: number }>(sql`
      select (select count(*) from survival_plans where user_id = ${user.id})::int as plans,
             (select count(*) from kits where owner_id = ${user.id})::int as kits`);
    const row = (res as unknown as { rows: { plans: number; kits: number }[] }).rows[0]!;
    c.header('Cache-Control', 'no-store');
    return c.json(
      { plans_count: row.plans, kits_count: row.kits, personal_score: personalPreparednessScore(row.plans, row.kits) },
      200,
    );
  });
}
