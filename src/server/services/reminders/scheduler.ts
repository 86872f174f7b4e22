/**
 * Runs the reminder sweep on a timer on every instance: once shortly after the start (catching
 * up after downtime) and then every REMINDER_SWEEP_MINUTES. A PostgreSQL advisory lock, held by a
 * connection of its own for the length of the sweep, lets one instance at a time sweep (the
 * others skip that round); it is released when the sweep ends or the connection drops with a
 * dead instance. The lock only saves work: the sweep's unique key and row locks are what make a
 * reminder go out at most once (sweep.ts). PGlite is one process's database: a flag suffices.
 */
import pg from 'pg';
import type { Logger } from 'pino';
import type { Database } from '../../db/client';
import type { OutageReporter } from '../../platform/database-outage';
import { runReminderSweep, type SweepResult } from './sweep';
import type { SweepOptions } from './sweep-options';

/** pg_try_advisory_lock key of the sweep (the migrations use 7_242_010). */
export const REMINDER_SWEEP_LOCK_KEY = 7_242_016;

export interface ReminderScheduleOptions {
  /** Start the timer at all (tests call runNow() instead). */
  enabled: boolean;
  intervalMs: number;
  /** The first run after start (0 would race the migrations of a fresh instance for nothing). */
  firstRunDelayMs: number;
}

export class ReminderScheduler {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<SweepResult | null> | null = null;
  private stopped = false;

  constructor(
    private readonly database: Database,
    private readonly sweep: SweepOptions,
    private readonly logger: Logger,
    private readonly schedule: ReminderScheduleOptions,
    private readonly outage: OutageReporter,
  ) {}

  /** The unsubscribe links' signer (routes/reminders verifies them). */
  get tokens() {
    return this.sweep.tokens;
  }

  start(): void {
    if (!this.schedule.enabled || this.schedule.intervalMs <= 0) return;
    this.stopped = false;
    this.plan(this.schedule.firstRunDelayMs);
  }

  private plan(delayMs: number) {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.runNow()
        .catch((err: unknown) => {
          if (!this.outage.absorb(err)) this.logger.error({ err }, 'expiry reminder sweep failed');
        })
        .finally(() => this.plan(this.schedule.intervalMs));
    }, delayMs);
    this.timer.unref();
  }

  /**
   * Sweep now unless this instance is sweeping already (then wait for that run) or another
   * instance holds the lock (null).
   */
  runNow(): Promise<SweepResult | null> {
    this.running ??= this.locked().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async locked(): Promise<SweepResult | null> {
    const pool = this.database.pool;
    if (!pool) return runReminderSweep(this.database, this.sweep);
    // A connection of its own, not one of the pool's: the sweep's queries need those, and a pool
    // of one would wait for itself.
    const client = new pg.Client({ connectionString: pool.options.connectionString, connectionTimeoutMillis: 15_000 });
    client.on('error', () => {});
    await client.connect();
    try {
      const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
        REMINDER_SWEEP_LOCK_KEY,
      ]);
      if (!rows[0]?.locked) return null;
      return await runReminderSweep(this.database, this.sweep);
    } finally {
      // Ending the session releases the lock.
      await client.end().catch(() => {});
    }
  }

  /** Stop the timer and wait for a sweep in progress (before the database closes). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running?.catch(() => {});
  }
}
