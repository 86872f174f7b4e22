import { createRoute } from '@hono/zod-openapi';
import { publicConfigSchema } from '@shared/auth/api-types';
import { jsonContent } from '../../http/openapi';
import { createRouter } from '../../http/router';
import type { Services } from '../../http/services';
import { googleConfigured } from '../../services/auth/auth';

export const getConfigRoute = createRoute({
  method: 'get',
  path: '/',
  tags: ['System'],
  summary: 'What the web app needs to know about this server (public)',
  responses: { 200: jsonContent(publicConfigSchema, 'Public configuration') },
});

export function configRouter({ env }: Services) {
  const config = {
    googleEnabled: googleConfigured(env),
    affiliateTag: env.AFFILIATE_TAG ?? null,
    mailEnabled: Boolean(env.SMTP_URL),
  };
  return createRouter().openapi(getConfigRoute, (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json(config, 200);
  });
}
