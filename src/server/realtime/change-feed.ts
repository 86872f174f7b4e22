import { z } from 'zod';
import type { Logger } from 'pino';
import { REALTIME_OPS, REALTIME_TABLES, type RealtimeEvent } from '@shared/realtime';
import type { Database } from '../db/client';

export const CHANGE_CHANNEL = 'holdfast_changes';

const changeSchema = z.object({
  table: z.enum(REALTIME_TABLES),
  op: z.enum(REALTIME_OPS),
  id: z.string(),
  owner: z.string(),
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
 * and deleting reach everyone who saw them) and their own rows in full; of someone else's
 * private profile only that the count moved (no id); of someone else's private plan or kit,
 * nothing.
 */
export function visibleEvent(change: Change, viewerId: string | null): RealtimeEvent | null {
  const event = { table: change.table, op: change.op };
  if (viewerId !== null && change.owner === viewerId) return { ...event, id: change.id };
  if (change.wasPublic || change.isPublic) return { ...event, id: change.id };
  if (change.table === 'profiles' && change.op !== 'UPDATE') return { ...event, id: null };
  return null;
}

type Listener = (change: Change) => void;

/**
 * One LISTEN per server instance, fanned out in memory to every subscriber (SSE clients,
 * caches). PostgreSQL carries the NOTIFY to every instance; PGlite to this process.
 */
export class ChangeFeed {
  private readonly listeners = new Set<Listener>();
  private readonly resyncListeners = new Set<() => void>();
  private stopListening: (() => Promise<void>) | null = null;
  private started: Promise<void> | null = null;
  connected = false;

  constructor(
    private readonly database: Database,
    private readonly logger: Logger,
  ) {}

  /** Start listening (idempotent). Resolves when notifications flow. */
  start(): Promise<void> {
    this.started ??= this.database
      .listen(
        CHANGE_CHANNEL,
        (payload) => this.dispatch(payload),
        () => {
          this.logger.warn('change feed reconnected; clients resynchronise');
          for (const fn of this.resyncListeners) fn();
        },
      )
      .then((stop) => {
        this.stopListening = stop;
        this.connected = true;
      })
      .catch((err: unknown) => {
        this.logger.error({ err }, 'change feed could not listen');
        this.started = null;
        throw err;
      });
    return this.started;
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  onResync(listener: () => void): () => void {
    this.resyncListeners.add(listener);
    return () => this.resyncListeners.delete(listener);
  }

  get subscriberCount(): number {
    return this.listeners.size;
  }

  private dispatch(payload: string) {
    const change = parseChange(payload);
    if (!change) {
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
    this.connected = false;
    const stop = this.stopListening;
    this.stopListening = null;
    this.started = null;
    if (stop) await stop();
  }
}
