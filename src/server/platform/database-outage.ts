import type { Logger } from 'pino';
import { errorChain, isDatabaseUnavailable } from '../db/pg-errors';

/** Seconds a client is told to wait (Retry-After) while the database cannot be reached. */
export const OUTAGE_RETRY_AFTER_SECONDS = 5;

/** What work outside a request needs of the outage monitor. */
export interface OutageReporter {
  absorb(err: unknown): boolean;
}

/**
 * Says once per outage that the database is unreachable, and once that it is back: during an
 * outage every request fails the same way, and a line (with a stack) per request buried the log.
 * The first failure starts a probe that pings until the database answers again; the pool
 * reconnects by itself, so requests succeed again as soon as it does.
 */
export class DatabaseOutage implements OutageReporter {
  private down = false;
  private probe: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    private readonly ping: () => Promise<void>,
    private readonly logger: Logger,
    private readonly probeMs = 1000,
  ) {}

  get isDown(): boolean {
    return this.down;
  }

  /** A request failed because the database cannot be reached. */
  report(err: unknown): void {
    if (this.down || this.stopped) return;
    this.down = true;
    this.logger.error({ reason: outageReason(err) }, 'database unreachable');
    this.schedule();
  }

  /**
   * For work outside a request (event streams, the reminder sweep, the change feed): true when
   * `err` is the database being unreachable, which is then this outage, said once; false for
   * anything else, which the caller logs.
   */
  absorb(err: unknown): boolean {
    if (!isDatabaseUnavailable(err)) return false;
    this.report(err);
    return true;
  }

  stop(): void {
    this.stopped = true;
    if (this.probe) clearTimeout(this.probe);
    this.probe = null;
  }

  private schedule() {
    this.probe = setTimeout(() => {
      this.ping().then(
        () => {
          this.probe = null;
          if (this.stopped) return;
          this.down = false;
          this.logger.info('database back');
        },
        () => {
          if (!this.stopped) this.schedule();
        },
      );
    }, this.probeMs);
    this.probe.unref();
  }
}

/** A code (ECONNREFUSED, 57P01...), never anything a query or a request carried. */
function outageReason(err: unknown): string {
  for (const e of errorChain(err)) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return 'connection lost';
}
