import { setMaxListeners } from 'node:events';
import path from 'node:path';
import type { Context } from 'hono';
import { API_ERROR_CODES } from '@shared/errors';
import { jsonBodyLimit } from './http/body-limit';
import type { AppDeps, AppEnv } from './http/context';
import { createErrorHandler } from './http/error-handler';
import { UPLOAD_PATH_PATTERN } from './http/image-upload';
import { localizeErrors } from './http/localize-errors';
import { RATE_LIMITS, RateLimiter, type RateLimitRule } from './http/rate-limit';
import { requestFrame } from './http/request-frame';
import { createRouter } from './http/router';
import type { Services } from './http/services';
import { authHeaders, sessionMiddleware } from './http/session';
import { LinkPreviews, mountWebApp } from './http/static';
import { WRITE_LIMIT_RULE, WriteLimiter, writeLimit } from './http/write-limit';
import { DatabaseOutage } from './platform/database-outage';
import { errorBody } from './platform/errors';
import { accountRouter } from './routes/account/account.handlers';
import { emailRouter } from './routes/account/email.handlers';
import { localeRouter } from './routes/account/locale.handlers';
import { passkeysRouter } from './routes/account/passkeys.handlers';
import { passwordRouter } from './routes/account/password.handlers';
import { securityLogRouter, sessionsRouter } from './routes/account/sessions.handlers';
import { twoFactorRouter } from './routes/account/two-factor.handlers';
import { adminRouter } from './routes/admin/admin.handlers';
import { alertSettingsRouter } from './routes/alert-settings/alert-settings.handlers';
import { alertsRouter } from './routes/alerts/alerts.handlers';
import { calendarRouter } from './routes/calendar/calendar.handlers';
import { communityRouter } from './routes/community/community.handlers';
import { configRouter } from './routes/config/config.handlers';
import { drillsRouter } from './routes/drills/drills.handlers';
import { emergencyRouter } from './routes/emergency/emergency.handlers';
import { familyPlanRouter } from './routes/family-plan/family-plan.handlers';
import { filesRouter } from './routes/files/files.handlers';
import { healthRouter } from './routes/health/health.handlers';
import { householdRouter } from './routes/household/household.handlers';
import { incidentsRouter } from './routes/incidents/incidents.handlers';
import { kitsRouter } from './routes/kits/kits.handlers';
import { getKitBody } from './routes/kits/kits.queries';
import { meRouter } from './routes/me/me.handlers';
import { newsletterRouter } from './routes/newsletter/newsletter.handlers';
import { placesRouter } from './routes/places/places.handlers';
import { plansRouter } from './routes/plans/plans.handlers';
import { profileRouter } from './routes/profile/profile.handlers';
import { pushRouter } from './routes/push/push.handlers';
import { readinessRouter } from './routes/readiness/readiness.handlers';
import { loadReadiness } from './routes/readiness/readiness.queries';
import { realtimeRouter } from './routes/realtime/realtime.handlers';
import { remindersRouter } from './routes/reminders/reminders.handlers';
import { IMPORT_PATH_PATTERN } from './routes/resources/import/import.service';
import { resourcesRouter } from './routes/resources/resources.handlers';
import { securityEventsRouter } from './routes/security-events/security-events.handlers';
import { TestClock } from './routes/test-hooks/test-clock';
import { testHooksRouter } from './routes/test-hooks/test-hooks.handlers';
import { ALERT_PUSH_JOB_KIND, alertPushJobHandler } from './services/alerts/notify';
import { AlertPoller } from './services/alerts/poller';
import { AUTH_BASE_PATH, createAuth, GOOGLE_PROVIDER_ID, OIDC_PROVIDER_ID, providerName } from './services/auth/auth';
import { SessionMemo } from './services/auth/session-memo';
import { appVersion } from './services/backup/manifest';
import { JobWorker } from './services/jobs/worker';
import { createMailer } from './services/mail/mailer';
import { EMAIL_JOB_KIND, emailJobHandler } from './services/mail/outbox';
import { ProductLookup } from './services/products/lookup';
import { PUSH_JOB_KIND, pushJobHandler } from './services/push/push';
import { PushService } from './services/push/push-service';
import { ChangeFeed } from './services/realtime/change-feed';
import { CommunityStatsCache } from './services/realtime/community-stats';
import { PublicKitCache } from './services/realtime/public-kit-cache';
import { ReadinessCache } from './services/realtime/readiness-cache';
import { SessionEnds } from './services/realtime/session-ends';
import { StreamRegistry } from './services/realtime/stream-registry';
import { ReminderScheduler } from './services/reminders/scheduler';
import { unsubscribeTokens } from './services/reminders/unsubscribe-token';
import { recordSecurityEvent } from './services/security/security-events';
import { createStorage } from './services/storage/storage';

/** JSON bodies above this answer 413 (uploads declare their own limit). */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

/** The API routes, chained so their types flow to the typed web client. */
function createApiRoutes(deps: AppDeps, services: Services, shutdown: AbortSignal) {
  return createRouter()
    .route('/health', healthRouter(deps))
    .route('/community', communityRouter(services))
    .route('/me', meRouter(services))
    .route('/realtime', realtimeRouter(services, shutdown))
    .route('/newsletter', newsletterRouter(services))
    .route('/resources', resourcesRouter(services))
    .route('/readiness', readinessRouter(services))
    .route('/family-plan', familyPlanRouter(services))
    .route('/emergency', emergencyRouter(services))
    .route('/drills', drillsRouter(services))
    .route('/household/places', placesRouter(services))
    .route('/alerts/settings', alertSettingsRouter(services))
    .route('/alerts', alertsRouter(services))
    .route('/household', householdRouter(services))
    .route('/incidents', incidentsRouter(services))
    .route('/kits', kitsRouter(services))
    .route('/plans', plansRouter(services))
    .route('/calendar', calendarRouter(services))
    .route('/config', configRouter(services))
    .route('/account/password', passwordRouter(services))
    .route('/account/email', emailRouter(services))
    .route('/account/sessions', sessionsRouter(services))
    .route('/account/security-events', securityLogRouter(services))
    .route('/account/two-factor', twoFactorRouter(services))
    .route('/account/passkeys', passkeysRouter(services))
    .route('/account/locale', localeRouter(services))
    .route('/account', accountRouter(services))
    .route('/admin', adminRouter(services))
    .route('/profile', profileRouter(services))
    .route('/security-events', securityEventsRouter(services))
    .route('/reminders', remindersRouter(services))
    .route('/push', pushRouter(services))
    .route('/files', filesRouter(services));
}

function createServices(deps: AppDeps, testClock: TestClock | null): Services {
  const { env, database, logger } = deps;
  const now = deps.now ?? testClock?.now ?? Date.now;
  const mailer = deps.mailer ?? createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, logger });
  const auth = createAuth({ env, db: database.db, secret: deps.authSecret, logger });
  const push = new PushService(env, database.db);
  const jobs = new JobWorker(database, logger, deps.jobs)
    .register(EMAIL_JOB_KIND, emailJobHandler(mailer))
    .register(
      PUSH_JOB_KIND,
      pushJobHandler({
        db: database.db,
        vapid: () => push.vapid(),
        now,
        allowLocalEndpoints: push.allowLocalEndpoints,
        ...deps.push,
      }),
    )
    // A warning's push held through a member's quiet hours (services/alerts/notify.ts).
    .register(ALERT_PUSH_JOB_KIND, alertPushJobHandler(database.db, now));
  const outage = new DatabaseOutage(() => database.ping(), logger);
  const changeFeed = new ChangeFeed(database, logger, outage);
  const sessionMemo = new SessionMemo(changeFeed);
  const sessionEnds = new SessionEnds(database.db, changeFeed, sessionMemo, logger, outage);
  const limiter = new RateLimiter(database.db, deps.now);
  const limit = (rule: RateLimitRule) => ({ ...rule, max: Math.round(rule.max * env.RATE_LIMIT_SCALE) });
  return {
    outage,
    changeFeed,
    communityStats: new CommunityStatsCache(database.db, changeFeed),
    publicKits: new PublicKitCache(changeFeed, (kitId) => getKitBody(database, kitId, null)),
    readiness: new ReadinessCache(
      database,
      changeFeed,
      (userId, today) => loadReadiness(database, database.db, userId, today),
      deps.now,
    ),
    sessionMemo,
    sessionEnds,
    streams: new StreamRegistry(database.db, changeFeed, sessionEnds, logger, outage),
    env,
    database,
    db: database.db,
    logger,
    auth,
    mailer,
    jobs,
    push,
    storage: createStorage(env, path.resolve(env.DATA_DIR)),
    limiter,
    now,
    reminders: new ReminderScheduler(
      database,
      { now, publicUrl: env.PUBLIC_URL, tokens: unsubscribeTokens(deps.authSecret), logger },
      logger,
      {
        enabled: env.REMINDER_SWEEP_MINUTES > 0,
        intervalMs: env.REMINDER_SWEEP_MINUTES * 60_000,
        firstRunDelayMs: 30_000,
        ...deps.reminders,
      },
      outage,
    ),
    limit,
    products: new ProductLookup(
      database.db,
      async (userId) =>
        (await limiter.hit(`product-lookup:${userId}`, limit(RATE_LIMITS.productLookupsPerUser))).allowed,
      {
        baseUrl: env.OPENFOODFACTS_URL,
        // Open Food Facts asks every app to name itself (openfoodfacts.github.io/openfoodfacts-server/api/).
        userAgent: `Holdfast/${appVersion().version} (${env.PUBLIC_URL})`,
        now,
        ...deps.products,
      },
      logger,
    ),
    alerts: new AlertPoller(
      database,
      {
        nwsUrl: env.ALERTS_NWS_URL,
        ninaUrl: env.ALERTS_NINA_URL,
        capFeeds: env.ALERTS_CAP_FEEDS,
        // The NWS asks every client to name itself and a contact (weather.gov/documentation/services-web-api).
        userAgent: `Holdfast/${appVersion().version} (${env.PUBLIC_URL}; ${env.ALERTS_CONTACT ?? env.MAIL_FROM})`,
        intervalSeconds: env.ALERTS_POLL_SECONDS,
        firstRunDelayMs: 60_000,
        now,
        publicUrl: env.PUBLIC_URL,
        ...deps.alerts,
      },
      logger,
    ),
  };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The methods that may carry a body or change state (the API's routes use GET and these). */
const NOT_GET_OR_HEAD = ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** State-changing API calls from another site are refused (the cookie is SameSite=Lax as well). */
function sameOriginOnly(publicUrl: string) {
  const allowed = new URL(publicUrl).origin;
  return async (c: Context<AppEnv>, next: () => Promise<void>) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header('origin');
      const ownOrigin = `${new URL(c.req.url).protocol}//${c.req.header('host') ?? ''}`;
      const crossSite = c.req.header('sec-fetch-site') === 'cross-site';
      if (crossSite || (origin && origin !== allowed && origin !== ownOrigin)) {
        return c.json(errorBody(API_ERROR_CODES.forbidden, 'Cross-site request refused'), 403);
      }
    }
    await next();
  };
}

/** The type of the API under /api, for `hc<AppType>` in the web app (import type only). */
export type AppType = ReturnType<typeof createApiRoutes>;

export function createApp(deps: AppDeps) {
  const app = createRouter();
  // Browser tests only (env.ts refuses HOLDFAST_TEST_HOOKS outside NODE_ENV=test).
  const testClock = deps.env.HOLDFAST_TEST_HOOKS ? new TestClock() : null;
  const services = createServices(deps, testClock);
  const { auth } = services;
  const shutdown = new AbortController();
  // Every open event stream listens for shutdown: thousands are expected, not a leak.
  setMaxListeners(0, shutdown.signal);
  // Listen for changes from the start so caches invalidate; a failure is logged and retried on use.
  services.changeFeed.start().catch(() => {});
  // Send queued emails (and run other jobs) until close().
  services.jobs.start();
  // Expiry reminders: a sweep shortly after the start and then on a timer (reminders/scheduler.ts).
  services.reminders.start();
  // Official warnings: polled on a timer, one instance at a time (services/alerts/poller.ts).
  services.alerts.start();

  // Request id, logger, one log line and the security headers (http/request-frame.ts).
  app.use('*', requestFrame({ logger: deps.logger, https: deps.env.PUBLIC_URL.startsWith('https:') }));
  // Every /api error answer in the reader's language, whichever layer gave it (decision 0353).
  app.use('/api/*', localizeErrors);
  // Over the limit: 413 once the rest of the body is read and dropped (http/body-limit.ts).
  const limitJsonBody = jsonBodyLimit(JSON_BODY_LIMIT_BYTES, (c) =>
    c.json(errorBody(API_ERROR_CODES.payloadTooLarge, 'Request body is too large'), 413),
  );
  // Every /api request: body limit, same-origin check, session, write limit, in that order. GET and
  // HEAD requests (most of them) pass through the session only: they carry no body (@hono/node-server
  // gives them none, and asking would build a full Request each time), and the same-origin check and
  // the write limit let reads through. No route answers another method.
  app.on(NOT_GET_OR_HEAD, '/api/*', (c, next) =>
    // Upload routes enforce their own, larger limit while reading (storage/images.ts).
    UPLOAD_PATH_PATTERN.test(c.req.path) || IMPORT_PATH_PATTERN.test(c.req.path) ? next() : limitJsonBody(c, next),
  );
  app.on(NOT_GET_OR_HEAD, '/api/*', sameOriginOnly(deps.env.PUBLIC_URL));
  app.use(
    '/api/*',
    sessionMiddleware(auth, deps.env.TRUST_PROXY, services.sessionMemo, {
      verifiedEmailRequired: Boolean(deps.env.SMTP_URL),
    }),
  );
  app.on(NOT_GET_OR_HEAD, '/api/*', writeLimit(new WriteLimiter(services.limit(WRITE_LIMIT_RULE), deps.now)));

  // The only Better Auth endpoints a browser reaches directly: the email verification link and
  // the OAuth callback. Everything else goes through our validated, rate-limited routes.
  const authHandler = (c: Context<AppEnv>) => auth.handler(new Request(c.req.raw, { headers: authHeaders(c) }));
  app.get(`${AUTH_BASE_PATH}/verify-email`, authHandler);
  app.on(['GET', 'POST'], `${AUTH_BASE_PATH}/callback/:providerId`, async (c) => {
    const res = await authHandler(c);
    const location = res.headers.get('location');
    const error = location ? new URL(location, deps.env.PUBLIC_URL).searchParams.get('error') : null;
    if (error) {
      const provider = c.req.param('providerId');
      await recordSecurityEvent(services.db, {
        userId: null,
        eventType: 'failed_oauth_login',
        description: `${providerName(deps.env, provider)} sign-in failed: ${error}`,
        ip: c.get('clientIp'),
        userAgent: c.req.header('user-agent') ?? null,
        metadata: {
          provider: provider === OIDC_PROVIDER_ID ? OIDC_PROVIDER_ID : GOOGLE_PROVIDER_ID,
          provider_name: providerName(deps.env, provider),
          error: error.slice(0, 200),
        },
      });
    }
    return res;
  });

  app.use('/api/kits/:id/*', services.publicKits.dropOnWrite);
  const previews = new LinkPreviews(services, deps.env.PUBLIC_URL);
  app.use('/api/plans/:id/*', previews.dropOnWrite);
  if (testClock) app.route('/api/test', testHooksRouter(services, testClock));
  app.route('/api', createApiRoutes(deps, services, shutdown.signal));
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

  if (deps.webRoot) mountWebApp(app, deps.webRoot, previews);

  app.notFound((c) => c.json(errorBody(API_ERROR_CODES.notFound, 'Not found'), 404));
  app.onError(createErrorHandler(services.outage));
  return Object.assign(app, {
    services,
    /** End open event streams, stop the job worker and stop listening (before the database closes). */
    close: async () => {
      shutdown.abort();
      services.outage.stop();
      await services.reminders.stop();
      await services.alerts.stop();
      await services.jobs.stop();
      await services.changeFeed.stop();
    },
  });
}

export type App = ReturnType<typeof createApp>;
