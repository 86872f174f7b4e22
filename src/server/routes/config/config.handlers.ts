import { createRoute } from '@hono/zod-openapi';
import { publicConfigSchema } from '@shared/auth/api-types';
import { jsonContent } from '../../http/openapi';
import { createRouter } from '../../http/router';
import type { Services } from '../../http/services';
import { signupPolicy } from '../../services/admin/signup-policy';
import { googleConfigured, oidcConfigured } from '../../services/auth/auth';

export const getConfigRoute = createRoute({
  method: 'get',
  path: '/',
  tags: ['System'],
  summary: 'What the web app needs to know about this server (public)',
  responses: { 200: jsonContent(publicConfigSchema, 'Public configuration') },
});

export function configRouter({ env, db }: Services) {
  const config = {
    googleEnabled: googleConfigured(env),
    oidcName: oidcConfigured(env) ? env.OIDC_NAME : null,
    passwordSignIn: !env.OIDC_ONLY,
    affiliateTag: env.AFFILIATE_TAG ?? null,
    mailEnabled: Boolean(env.SMTP_URL),
  };
  return createRouter().openapi(getConfigRoute, async (c) => {
    c.header('Cache-Control', 'no-cache');
    // The sign-up policy can change on the admin page at any time: read on every request.
    const { policy } = await signupPolicy(db, env);
    return c.json({ ...config, signups: policy }, 200);
  });
}
