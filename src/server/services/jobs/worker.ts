/**
 * The job worker: one per server instance, started by createApp and stopped by app.close().
 *
 * It claims due jobs with `FOR UPDATE SKIP LOCKED` (several instances on one PostgreSQL never
 * claim the same row; PGlite runs the same SQL), runs the handler registered for the kind, and
 * marks the job done, or reschedules it with exponential backoff, or marks it failed after its
 * last attempt. It wakes when a job is added (NOTIFY holdfast_jobs, sent at commit by a trigger,
 * heard by every instance), when a retry on this instance falls due, and polls every few seconds
 * for anything else (a claim that expired because its instance died).
 *
 * Delivery is at least once: a worker that dies after the handler succeeded and before the row
 * was marked done leaves a claim that expires, and the job runs again.
 */
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '../../db/client';
import { isDatabaseUnavailable } from '../../db/pg-errors';
import { jobs } from '../../db/schema';
import { retryDelayMs } from './backoff';
import { pruneHouseholdActivity, pruneSaveKeys, SAVE_KEY_DAYS } from './housekeeping';
import { JOBS_CHANNEL, PermanentJobError, type JobHandler, type JobPayload } from './jobs';

export interface JobWorkerOptions {
  /** Look for due jobs this often even without a notification. */
  pollIntervalMs: number;
  /** Jobs run at the same time by this instance. */
  concurrency: number;
  /** How long a claim holds; after it, another worker may take the job (its worker died). */
  leaseMs: number;
  /** The first retry waits about this long, doubling each time up to `retryMaxMs` (with jitter). */
  retryBaseMs: number;
  retryMaxMs: number;
  /** stop() waits at most this long for running jobs (their claims expire and they run again). */
  stopTimeoutMs: number;
  /** Finished jobs are deleted after these ages (checked at most once per `pruneIntervalMs`). */
  doneRetentionMs: number;
  failedRetentionMs: number;
  pruneIntervalMs: number;
  /** Supply save keys are deleted after this age (housekeeping.ts), `pruneBatchSize` rows a statement. */
  saveKeyRetentionMs: number;
  pruneBatchSize: number;
  /**
   * Households' activity beyond the lines their page shows is deleted at most this often
   * (housekeeping.ts: one statement that reads the whole log, so not every prune).
   */
  activityPruneIntervalMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * With the table's default of 10 attempts: retries after about 1, 2, 4, 8, 16, 32 minutes and
 * then hourly, so a job fails after roughly 3 to 4 hours of trying (decision 116).
 */
export const DEFAULT_JOB_WORKER_OPTIONS: JobWorkerOptions = {
  pollIntervalMs: 5_000,
  concurrency: 4,
  leaseMs: 5 * MINUTE,
  retryBaseMs: MINUTE,
  retryMaxMs: HOUR,
  stopTimeoutMs: 10_000,
  doneRetentionMs: 7 * DAY,
  failedRetentionMs: 30 * DAY,
  pruneIntervalMs: HOUR,
  saveKeyRetentionMs: SAVE_KEY_DAYS * DAY,
  pruneBatchSize: 1000,
  activityPruneIntervalMs: DAY,
};

/** Error text kept in the row and the log: the message only, one line, bounded. */
function errorText(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  return message.replace(/\s+/g, ' ').trim().slice(0, 500) || 'unknown error';
}

type ClaimedJob = typeof jobs.$inferSelect;

export class JobWorker {
  readonly id = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  private readonly options: JobWorkerOptions;
  private readonly handlers = new Map<string, JobHandler>();
  private readonly log: Logger;
  private stopped = true;
  private draining: Promise<void> | null = null;
  private again = false;
  private poll: NodeJS.Timeout | null = null;
  private readonly timers = new Set<NodeJS.Timeout>();
  private listening: Promise<(() => Promise<void>) | null> | null = null;
  private lastPrune = 0;
  private lastActivityPrune = 0;

  constructor(
    private readonly database: Database,
    logger: Logger,
    options: Partial<JobWorkerOptions> = {},
  ) {
    this.options = { ...DEFAULT_JOB_WORKER_OPTIONS, ...options };
    this.log = logger.child({ module: 'jobs' });
  }

  /** Register the handler of a kind (before start). */
  register(kind: string, handler: JobHandler): this {
    this.handlers.set(kind, handler);
    return this;
  }

  /** Listen for new jobs, run what is due, and poll. */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.listening = this.database
      .listen(JOBS_CHANNEL, () => this.wake(), { onReconnect: () => this.wake() })
      .then((unlisten) => {
        // A job added while the LISTEN was being set up notified no one: look once more.
        this.wake();
        return unlisten;
      })
      .catch((err: unknown) => {
        // Polling still runs every job, only later.
        this.log.warn({ error: errorText(err) }, 'job worker could not listen for new jobs; polling only');
        return null;
      });
    this.poll = setInterval(() => this.wake(), this.options.pollIntervalMs);
    this.poll.unref();
    this.wake();
  }

  /** Look for due jobs now (coalesced with a look already under way). */
  wake(): void {
    if (this.stopped) return;
    if (this.draining) {
      this.again = true;
      return;
    }
    this.draining = this.drain()
      .catch((err: unknown) => {
        if (this.stopped) return;
        // An outage is said once, by the requests and the change feed; the poll retries by itself.
        if (isDatabaseUnavailable(err)) this.log.debug({ error: errorText(err) }, 'job queue unreachable');
        else this.log.error({ error: errorText(err) }, 'job worker could not read the job queue');
      })
      .finally(() => {
        this.draining = null;
      });
  }

  /** Stop claiming, wait (bounded) for running jobs, stop listening. Before the database closes. */
  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    if (this.poll) clearInterval(this.poll);
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    const unlisten = await this.listening;
    await unlisten?.();
    if (this.draining) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, this.options.stopTimeoutMs);
      });
      await Promise.race([this.draining, timeout]);
      clearTimeout(timer);
    }
  }

  private async drain(): Promise<void> {
    do {
      this.again = false;
      for (;;) {
        if (this.stopped) return;
        const claimed = await this.claim();
        if (claimed.length === 0) break;
        await Promise.all(claimed.map((job) => this.run(job)));
      }
      await this.prune();
    } while (this.again && !this.stopped);
  }

  /** Take up to `concurrency` due jobs: pending ones whose time has come, and expired claims. */
  private async claim(): Promise<ClaimedJob[]> {
    const { db } = this.database;
    const due = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          inArray(jobs.status, ['pending', 'running']),
          or(
            and(eq(jobs.status, 'pending'), lte(jobs.runAt, sql`now()`)),
            and(eq(jobs.status, 'running'), lte(jobs.lockedUntil, sql`now()`)),
          ),
        ),
      )
      .orderBy(jobs.runAt)
      .limit(this.options.concurrency)
      .for('update', { skipLocked: true });
    return db
      .update(jobs)
      .set({
        status: 'running',
        attempts: sql`${jobs.attempts} + 1`,
        lockedBy: this.id,
        lockedUntil: sql`now() + ${this.options.leaseMs}::double precision * interval '1 millisecond'`,
      })
      .where(inArray(jobs.id, due))
      .returning();
  }

  private async run(job: ClaimedJob): Promise<void> {
    const handler = this.handlers.get(job.kind);
    const described = { jobId: job.id, kind: job.kind, ...handler?.describe?.(job.payload) };
    try {
      if (!handler) throw new Error(`no handler for job kind "${job.kind}" on this instance`);
      if (job.attempts > job.maxAttempts) {
        // Claimed again after its worker died during the last attempt.
        throw new PermanentJobError('its last attempt was interrupted');
      }
      await handler.run(job.payload, {
        id: job.id,
        kind: job.kind,
        attempt: job.attempts,
        maxAttempts: job.maxAttempts,
        logger: this.log,
      });
    } catch (err) {
      await this.failed(job, handler, described, err);
      return;
    }
    await this.finish(job, handler, { status: 'done', lastError: null });
  }

  private async failed(
    job: ClaimedJob,
    handler: JobHandler | undefined,
    described: Record<string, unknown>,
    err: unknown,
  ): Promise<void> {
    const error = errorText(err);
    const attempt = { attempt: job.attempts, maxAttempts: job.maxAttempts };
    if (err instanceof PermanentJobError || job.attempts >= job.maxAttempts) {
      const updated = await this.finish(job, handler, { status: 'failed', lastError: error });
      // One error line when a job is given up: the operator's signal (decision 116).
      if (updated) this.log.error({ ...described, ...attempt, error }, 'job failed; giving up');
      return;
    }
    const delay = retryDelayMs(job.attempts, { baseMs: this.options.retryBaseMs, maxMs: this.options.retryMaxMs });
    const rows = await this.database.db
      .update(jobs)
      .set({
        status: 'pending',
        runAt: sql`now() + ${delay}::double precision * interval '1 millisecond'`,
        lastError: error,
        lockedBy: null,
        lockedUntil: null,
      })
      .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, this.id)))
      .returning({ id: jobs.id });
    if (rows.length === 0) return;
    this.log.warn({ ...described, ...attempt, retryInMs: delay, error }, 'job attempt failed; will retry');
    // Retries sooner than the next poll run on time on this instance.
    if (delay < this.options.pollIntervalMs && !this.stopped) {
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        this.wake();
      }, delay + 10);
      timer.unref();
      this.timers.add(timer);
    }
  }

  /** End a job (done or failed), keeping only what its handler lets it keep of the payload. */
  private async finish(
    job: ClaimedJob,
    handler: JobHandler | undefined,
    end: { status: 'done' | 'failed'; lastError: string | null },
  ): Promise<boolean> {
    const payload: JobPayload = handler?.redact ? handler.redact(job.payload) : job.payload;
    const rows = await this.database.db
      .update(jobs)
      .set({ ...end, payload, lockedBy: null, lockedUntil: null })
      // Only while the claim is ours: a job whose claim expired belongs to whoever took it.
      .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, this.id)))
      .returning({ id: jobs.id });
    return rows.length > 0;
  }

  /**
   * Delete finished jobs past their retention, and supply save keys past theirs, at most once
   * per prune interval; households' activity beyond what their page shows at most once per
   * activity prune interval.
   */
  private async prune(): Promise<void> {
    const now = Date.now();
    if (now - this.lastPrune < this.options.pruneIntervalMs) return;
    this.lastPrune = now;
    await this.database.db
      .delete(jobs)
      .where(
        or(
          and(
            eq(jobs.status, 'done'),
            lte(
              jobs.updatedAt,
              sql`now() - ${this.options.doneRetentionMs}::double precision * interval '1 millisecond'`,
            ),
          ),
          and(
            eq(jobs.status, 'failed'),
            lte(
              jobs.updatedAt,
              sql`now() - ${this.options.failedRetentionMs}::double precision * interval '1 millisecond'`,
            ),
          ),
        ),
      );
    await pruneSaveKeys(this.database.db, this.options.saveKeyRetentionMs, this.options.pruneBatchSize);
    if (now - this.lastActivityPrune >= this.options.activityPruneIntervalMs) {
      this.lastActivityPrune = now;
      await pruneHouseholdActivity(this.database.db);
    }
  }
}
