import type { Logger } from 'pino';
import type { Database, Db } from '../db/client';
import type { DatabaseOutage } from '../platform/database-outage';
import type { Env } from '../platform/env';
import type { AlertPoller } from '../services/alerts/poller';
import type { Auth } from '../services/auth/auth';
import type { SessionMemo } from '../services/auth/session-memo';
import type { JobWorker } from '../services/jobs/worker';
import type { Mailer } from '../services/mail/mailer';
import type { ProductLookup } from '../services/products/lookup';
import type { PushService } from '../services/push/push-service';
import type { ChangeFeed } from '../services/realtime/change-feed';
import type { CommunityStatsCache } from '../services/realtime/community-stats';
import type { PublicKitCache } from '../services/realtime/public-kit-cache';
import type { ReadinessCache } from '../services/realtime/readiness-cache';
import type { SessionEnds } from '../services/realtime/session-ends';
import type { StreamRegistry } from '../services/realtime/stream-registry';
import type { ReminderScheduler } from '../services/reminders/scheduler';
import type { FileStorage } from '../services/storage/file-storage';
import type { RateLimiter, RateLimitRule } from './rate-limit';

/** What route handlers are built from (created once in createApp). */
export interface Services {
  env: Env;
  database: Database;
  db: Db;
  logger: Logger;
  /** Says once that the database is unreachable and once that it is back (requests and background work). */
  outage: DatabaseOutage;
  auth: Auth;
  /** The email transport; only the job worker sends through it (emails go to the outbox). */
  mailer: Mailer;
  /** Runs queued jobs (the mail outbox); started by createApp, stopped by app.close(). */
  jobs: JobWorker;
  /** Web Push: the VAPID key pair (pushes are jobs: services/push/push.ts). */
  push: PushService;
  /** Uploaded files: `<DATA_DIR>/files`, or the S3 bucket when S3_* is set. */
  storage: FileStorage;
  limiter: RateLimiter;
  /** A rate-limit rule scaled by RATE_LIMIT_SCALE (tests of other features raise it). */
  limit: (rule: RateLimitRule) => RateLimitRule;
  /** The clock (ms since the epoch): Date.now, or the tests' fake clock (AppDeps.now). */
  now: () => number;
  /** The expiry reminder sweep on its timer (started by createApp) and the unsubscribe tokens. */
  reminders: ReminderScheduler;
  /** Barcodes' product facts (Open Food Facts, cached in product_lookups). */
  products: ProductLookup;
  /** The official warnings poller on its timer (started by createApp; tests call runNow()). */
  alerts: AlertPoller;
  /** The realtime change feed of this instance (LISTEN holdfast_changes). */
  changeFeed: ChangeFeed;
  communityStats: CommunityStatsCache;
  /** Kit view bodies for signed-out visitors, dropped by the change feed. */
  publicKits: PublicKitCache;
  /** GET /api/readiness bodies per user, dropped by the change feed and by the user's writes. */
  readiness: ReadinessCache;
  /** Recently validated sessions (ended sessions are forgotten through sessionEnds). */
  sessionMemo: SessionMemo;
  /** Announce ended sessions to every instance: their memo entries and event streams go. */
  sessionEnds: SessionEnds;
  /** The open GET /api/realtime streams of this instance (limits, session ends). */
  streams: StreamRegistry;
}
