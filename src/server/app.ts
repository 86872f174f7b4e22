import { bodyLimit } from 'hono/body-limit';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import { API_ERROR_CODES } from '@shared/errors';
import type { AppDeps } from './lib/context';
import { errorBody, handleError } from './lib/errors';
import { createRouter } from './lib/router';
import { healthRouter } from './routes/health/health.handlers';
import { mountWebApp } from './static';

/** JSON bodies above this answer 413 (uploads declare their own limit). */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

/** The API routes, chained so their types flow to the typed web client. */
function createApiRoutes(deps: AppDeps) {
  return createRouter().route('/health', healthRouter(deps));
}

/** The type of the API under /api, for `hc<AppType>` in the web app (import type only). */
export type AppType = ReturnType<typeof createApiRoutes>;

export function createApp(deps: AppDeps) {
  const app = createRouter();

  app.use('*', requestId());
  app.use('*', async (c, next) => {
    const start = performance.now();
    c.set('logger', deps.logger.child({ reqId: c.get('requestId') }));
    await next();
    // One line per request. The path without its query string: tokens ride in queries.
    deps.logger.info(
      {
        reqId: c.get('requestId'),
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - start) * 10) / 10,
      },
      'request',
    );
  });
  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix and sonner set inline styles; no inline script is ever allowed.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
      referrerPolicy: 'strict-origin-when-cross-origin',
      xContentTypeOptions: 'nosniff',
      xFrameOptions: 'DENY',
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: deps.env.PUBLIC_URL.startsWith('https:') ? 'max-age=31536000; includeSubDomains' : false,
    }),
  );
  app.use(
    '/api/*',
    bodyLimit({
      maxSize: JSON_BODY_LIMIT_BYTES,
      onError: (c) => c.json(errorBody(API_ERROR_CODES.payloadTooLarge, 'Request body is too large'), 413),
    }),
  );

  app.route('/api', createApiRoutes(deps));
  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Holdfast API',
      version: '1.0.0',
      description: 'The JSON API of Holdfast. Every failure answers { error: { code, message, fields? } }.',
    },
  });
  app.all('/api/*', (c) =>
    c.json(errorBody(API_ERROR_CODES.notFound, `No API route for ${c.req.method} ${c.req.path}`), 404),
  );

  if (deps.webRoot) mountWebApp(app, deps.webRoot);

  app.notFound((c) => c.json(errorBody(API_ERROR_CODES.notFound, 'Not found'), 404));
  app.onError(handleError);
  return app;
}

export type App = ReturnType<typeof createApp>;
