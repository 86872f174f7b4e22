import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { createApp } from '../app';
import { openDatabase } from '../db/client';
import { parseEnv, type Env } from '../platform/env';
import type { AlertPollerOptions } from '../services/alerts/poller';
import type { JobWorkerOptions } from '../services/jobs/worker';
import type { ReminderScheduleOptions } from '../services/reminders/scheduler';
import { createTestDatabase, type TestDatabase } from './db';
import { startSmtpServer, type TestSmtpServer } from './smtp';

export const TEST_AUTH_SECRET = 'test-secret-test-secret-test-secret-0123456789';
export const TEST_PUBLIC_URL = 'http://holdfast.test';

export interface TestApp {
  app: ReturnType<typeof createApp>;
  database: TestDatabase;
  env: Env;
  /** The real SMTP server the app sends to (when created with `mail: true`). */
  smtp: TestSmtpServer | null;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  /** Start a real SMTP server and point SMTP_URL at it. */
  mail?: boolean;
  /** The clock for rate-limit windows. */
  now?: () => number;
  /** Run on this database (a second instance, a private server); it is left open on close. */
  database?: TestDatabase;
  /** The reminder sweep's timer: off unless given (tests call app.services.reminders.runNow()). */
  reminders?: Partial<ReminderScheduleOptions>;
  /** The official warnings poller: off unless given (tests call app.services.alerts.runNow()). */
  alerts?: Partial<AlertPollerOptions>;
  /** Open Food Facts lookups (a shorter timeout). */
  products?: Parameters<typeof createApp>[0]['products'];
  /** Job worker timings (a short retry backoff). */
  jobs?: Partial<JobWorkerOptions>;
  /** Push sending (the resolver of endpoint hosts, the timeout). */
  push?: Parameters<typeof createApp>[0]['push'];
}

/** The real Hono app on a fresh database, API only (no built SPA needed). */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const smtp = options.mail ? await startSmtpServer() : null;
  // Uploaded files go to a folder of this app's own, removed on close.
  const dataDir = await mkdtemp(path.join(tmpdir(), 'holdfast-test-'));
  const env = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: TEST_PUBLIC_URL,
    DATA_DIR: dataDir,
    ...(smtp ? { SMTP_URL: smtp.url } : {}),
    // Never Open Food Facts from a test: a fixture server's URL is given where one is wanted.
    OPENFOODFACTS_URL: '',
    ...options.env,
  });
  const app = createApp({
    env,
    database,
    logger: pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }),
    webRoot: null,
    authSecret: TEST_AUTH_SECRET,
    ...(options.now ? { now: options.now } : {}),
    reminders: options.reminders ?? { enabled: false },
    // Never the public warning services from a test: no timer, and the sources off unless given.
    alerts: { intervalSeconds: 0, nwsUrl: null, ninaUrl: null, capFeeds: [], ...options.alerts },
    ...(options.jobs ? { jobs: options.jobs } : {}),
    ...(options.products ? { products: options.products } : {}),
    ...(options.push ? { push: options.push } : {}),
  });
  return {
    app,
    database,
    env,
    smtp,
    close: async () => {
      await app.close();
      await smtp?.close();
      if (!options.database) await database.destroy();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A test app on a pool wider than the test pool's 5 connections, for tests whose requests run at
 * once and must wait on PostgreSQL's locks, never on a free connection. The caller closes it.
 */
export async function createWidePoolTestApp(poolMax: number, options: TestAppOptions = {}): Promise<TestApp> {
  const base = await createTestDatabase();
  const wide = await openDatabase({ databaseUrl: base.url!, poolMax });
  const app = await createTestApp({ ...options, database: { ...wide, url: base.url, destroy: () => wide.close() } });
  return {
    ...app,
    close: async () => {
      await app.close();
      await wide.close();
      await base.destroy();
    },
  };
}
