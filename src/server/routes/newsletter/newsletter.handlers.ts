import { createRoute, z } from '@hono/zod-openapi';
import { newsletterSignupSchema } from '@shared/newsletter';
import { newsletterSubscribers } from '../../db/schema';
import { errorResponse, jsonBody, jsonContent } from '../../http/openapi';
import { RATE_LIMITS } from '../../http/rate-limit';
import { createRouter } from '../../http/router';
import type { Services } from '../../http/services';

export const subscribeRoute = createRoute({
  method: 'post',
  path: '/',
  tags: ['Newsletter'],
  summary: 'Subscribe an address (the same answer whether or not it was already subscribed)',
  request: { body: jsonBody(newsletterSignupSchema) },
  responses: {
    202: jsonContent(z.object({ ok: z.literal(true) }), 'Subscribed'),
    400: errorResponse('Invalid email (fields.email)'),
    429: errorResponse('Too many attempts'),
  },
});

export function newsletterRouter({ db, limiter, limit }: Services) {
  return createRouter().openapi(subscribeRoute, async (c) => {
    const { email } = c.req.valid('json');
    const ip = c.get('clientIp');
    if (ip) await limiter.enforce(`newsletter:ip:${ip}`, limit(RATE_LIMITS.newsletterPerIp));
    // Idempotent: a second subscription of the same address (any case) changes nothing.
    await db.insert(newsletterSubscribers).values({ email }).onConflictDoNothing();
    return c.json({ ok: true as const }, 202);
  });
}
