import type { Logger } from 'pino';
import { z } from 'zod';
import { REALTIME_OPS, REALTIME_TABLES, type RealtimeEvent } from '@shared/realtime';
import type { Database } from '../../db/client';
import type { OutageReporter } from '../../platform/database-outage';

export const CHANGE_CHANNEL = 'holdfast_changes';

const changeSchema = z.object({
  table: z.enum(REALTIME_TABLES),
  op: z.enum(REALTIME_OPS),
  id: z.string(),
  owner: z.string(),
  /**
   * The household of a household's row (supplies, readiness, family plan, members, activity), or
   * of the creator of a kit or plan shared with their household (before or after the change).
   */
  household: z.string().nullable().optional(),
  wasPublic: z.boolean(),
  isPublic: z.boolean(),
});
/** A committed change as the database trigger announces it (migration 0003). */
export type Change = z.infer<typeof changeSchema>;

export function parseChange(payload: string): Change | null {
  try {
    const parsed = changeSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * What one viewer may learn of a change: public rows (public before or after, so unpublishing
 * and deleting reach everyone who saw them), their own rows in full, and their household's rows
 * (`householdId`: the household the viewer belongs to at this event, null for none); of someone
 * else's private profile only that the count moved (no id); of someone else's private plan or
 * kit, or another household's rows, nothing.
 */
export function visibleEvent(
  change: Change,
  viewerId: string | null,
  householdId: string | null = null,
): RealtimeEvent | null {
  const event = { table: change.table, op: change.op };
  if (viewerId !== null && change.owner === viewerId) return { ...event, id: change.id };
  if (householdId !== null && change.household === householdId) return { ...event, id: change.id };
  // A kit or plan public before or after reaches everyone, even while it is shared with a household.
  if (change.wasPublic || change.isPublic) return { ...event, id: change.id };
  if (change.household) return null;
  if (change.table === 'profiles' && change.op !== 'UPDATE') return { ...event, id: null };
  return null;
}

const sessionEndSchema = z.object({
  kind: z.literal('session_end'),
  userId: z.string().nullable(),
  sessionId: z.string().nullable(),
});
/**
 * Sessions that ended, as routes announce them (realtime/session-ends.ts) on the same channel as
 * changes, so every instance hears them in order: one session (sessionId), every session of a
 * user (userId only), or some sessions of unknown users (both null: check them all).
 */
export type SessionEnd = z.infer<typeof sessionEndSchema>;

export function parseSessionEnd(payload: string): SessionEnd | null {
  try {
    const parsed = sessionEndSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

type Listener = (change: Change) => void;

/** What caches need to know of the feed: whether it listens, and since when. */
export interface FeedState {
  /** True only while the LISTEN connection is known to be up: caches serve from memory only then. */
  readonly connected: boolean;
  /**
   * Goes up whenever the connection is lost or comes back. A cache keeps a value it read only when
   * the epoch did not move during the read: a read overlapping an outage is never kept.
   */
  readonly epoch: number;
}

/** Retry a failed first LISTEN (the database was down at boot) this often. */
const START_RETRY_MS = 2_000;

/**
 * One LISTEN per server instance, fanned out in memory to every subscriber (SSE clients,
 * caches). PostgreSQL carries the NOTIFY to every instance; PGlite to this process.
 * While the connection is down (`connected` false) notifications are lost, so caches read the
 * database; when it is back, `onResync` listeners drop what they kept and SSE clients resync.
 */
export class ChangeFeed implements FeedState {
  private readonly listeners = new Set<Listener>();
  private readonly resyncListeners = new Set<() => void>();
  private readonly downListeners = new Set<() => void>();
  private readonly sessionEndListeners = new Set<(end: SessionEnd) => void>();
  private stopListening: (() => Promise<void>) | null = null;
  private started: Promise<void> | null = null;
  private startRetry: NodeJS.Timeout | null = null;
  private stopped = false;
  connected = false;
  epoch = 0;

  constructor(
    private readonly database: Database,
    private readonly logger: Logger,
    /** An unreachable database is said once, by the outage monitor. */
    private readonly outage: OutageReporter,
  ) {}

  /** Start listening (idempotent). Resolves when notifications flow. */
  start(): Promise<void> {
    this.stopped = false;
    this.started ??= this.database
      .listen(CHANGE_CHANNEL, (payload) => this.dispatch(payload), {
        onDown: () => this.down(),
        onReconnect: () => this.up(),
      })
      .then((stop) => {
        this.stopListening = stop;
        this.up();
      })
      .catch((err: unknown) => {
        if (!this.outage.absorb(err)) this.logger.error({ err }, 'change feed could not listen');
        this.started = null;
        if (!this.stopped && !this.startRetry) {
          this.startRetry = setTimeout(() => {
            this.startRetry = null;
            if (!this.stopped) this.start().catch(() => {});
          }, START_RETRY_MS);
          this.startRetry.unref();
        }
        throw err;
      });
    return this.started;
  }

  private down() {
    if (!this.connected) return;
    this.connected = false;
    this.epoch += 1;
    this.logger.warn('change feed lost its database connection; caches are bypassed');
    this.notifyAll(this.downListeners);
  }

  private up() {
    const wasUp = this.epoch > 0;
    this.connected = true;
    this.epoch += 1;
    if (!wasUp) return; // the first start: nothing was missed
    this.logger.warn('change feed reconnected; clients resynchronise');
    this.notifyAll(this.resyncListeners);
  }

  private notifyAll(listeners: Set<() => void>) {
    for (const fn of listeners) {
      try {
        fn();
      } catch (err) {
        this.logger.error({ err }, 'change feed listener failed');
      }
    }
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Called after the connection came back (changes may have been missed). */
  onResync(listener: () => void): () => void {
    this.resyncListeners.add(listener);
    return () => this.resyncListeners.delete(listener);
  }

  /** Called as soon as the connection is known lost. */
  onDown(listener: () => void): () => void {
    this.downListeners.add(listener);
    return () => this.downListeners.delete(listener);
  }

  onSessionEnd(listener: (end: SessionEnd) => void): () => void {
    this.sessionEndListeners.add(listener);
    return () => this.sessionEndListeners.delete(listener);
  }

  get subscriberCount(): number {
    return this.listeners.size;
  }

  private dispatch(payload: string) {
    const change = parseChange(payload);
    if (!change) {
      const end = parseSessionEnd(payload);
      if (end) {
        for (const listener of this.sessionEndListeners) {
          try {
            listener(end);
          } catch (err) {
            this.logger.error({ err }, 'session end listener failed');
          }
        }
        return;
      }
      this.logger.warn({ payload: payload.slice(0, 200) }, 'ignored malformed change notification');
      return;
    }
    for (const listener of this.listeners) {
      try {
        listener(change);
      } catch (err) {
        this.logger.error({ err }, 'change listener failed');
      }
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.startRetry) clearTimeout(this.startRetry);
    this.startRetry = null;
    if (this.connected) this.epoch += 1;
    this.connected = false;
    const stop = this.stopListening;
    this.stopListening = null;
    this.started = null;
    if (stop) await stop();
  }
}
