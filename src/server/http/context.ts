import type { Logger } from 'pino';
import type { Database } from '../db/client';
import type { Env } from '../platform/env';
import type { AlertPollerOptions } from '../services/alerts/poller';
import type { AuthState } from '../services/auth/session-memo';
import type { JobWorkerOptions } from '../services/jobs/worker';
import type { Mailer } from '../services/mail/mailer';
import type { ProductLookupOptions } from '../services/products/lookup';
import type { ReminderScheduleOptions } from '../services/reminders/scheduler';

/** What every handler can reach through `c.get(...)`. */
export interface AppVariables {
  requestId: string;
  logger: Logger;
  /** The client's IP (the socket peer, or the address the nearest untrusted hop gave; see http/client-ip.ts). */
  clientIp: string | null;
  /** The session, loaded on first call (null when signed out). */
  getAuth: () => Promise<AuthState | null>;
  /** Mail is on: an unconfirmed account reaches only its account routes (http/session.ts requireAuth). */
  verifiedEmailRequired: boolean;
}

export interface AppEnv {
  Variables: AppVariables;
}

/** Everything the app is built from; tests build it with a fresh database. */
export interface AppDeps {
  env: Env;
  database: Database;
  logger: Logger;
  /** Where the built SPA lives; null to serve the API only. */
  webRoot: string | null;
  /** Signs sessions (AUTH_SECRET, or the one generated in DATA_DIR). */
  authSecret: string;
  /** Outgoing mail (the job worker sends through it); defaults to SMTP_URL or the log. */
  mailer?: Mailer;
  /** Job worker timings (tests shorten the retry backoff). */
  jobs?: Partial<JobWorkerOptions>;
  /** Push sending (tests shorten the timeout; `lookup` replaces the resolver of endpoint hosts). */
  push?: { timeoutMs?: number; lookup?: (hostname: string) => Promise<string[]> };
  /** The clock, for rate-limit windows and reminders (tests move it). */
  now?: () => number;
  /** The reminder sweep's timer (default: REMINDER_SWEEP_MINUTES); tests disable it and sweep by hand. */
  reminders?: Partial<ReminderScheduleOptions>;
  /** The official warnings poller's options over the env's (tests turn the timer off and point the URLs at a local server). */
  alerts?: Partial<AlertPollerOptions>;
  /** Open Food Facts lookups (tests: a shorter timeout). */
  products?: Partial<Omit<ProductLookupOptions, 'now'>>;
}
