import { and, gt, inArray } from 'drizzle-orm';
import type { Logger } from 'pino';
import { API_ERROR_CODES } from '@shared/errors';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';
import type { OutageReporter } from '../../platform/database-outage';
import { ApiError } from '../../platform/errors';
import type { ChangeFeed, SessionEnd } from './change-feed';
import type { SessionEnds } from './session-ends';

/** Open event streams allowed per signed-in user and per client IP (on each instance). */
export const MAX_STREAMS_PER_USER = 10;
export const MAX_STREAMS_PER_IP = 50;
/** Retry-After of the 429 for one stream too many. */
export const STREAM_LIMIT_RETRY_SECONDS = 30;

/** What the registry knows of one open GET /api/realtime stream. */
export interface OpenStream {
  readonly userId: string | null;
  readonly sessionId: string | null;
  /** When the session the stream was opened with expires (ms since epoch); null for visitors. */
  readonly expiresAt: number | null;
  readonly ip: string | null;
  /** True from the moment its session is known ended (or the stream closed): no event goes out. */
  ended: boolean;
  /** True while its session is being re-checked: events are held back (a resync follows). */
  checking: boolean;
}

interface Entry extends OpenStream {
  /** An event was held back while checking. */
  missed: boolean;
  close: () => void;
  resync: () => void;
}

/**
 * Every open event stream of this instance: enforces the per-user and per-IP limits, closes
 * the streams of sessions that end (announced through SessionEnds), and when the change feed
 * comes back after an outage (announcements may have been missed) re-checks every signed-in
 * stream's session in the database before telling the survivors to resync.
 */
export class StreamRegistry {
  private readonly entries = new Set<Entry>();
  private readonly perUser = new Map<string, number>();
  private readonly perIp = new Map<string, number>();

  constructor(
    private readonly db: Db,
    feed: ChangeFeed,
    private readonly sessionEnds: SessionEnds,
    private readonly logger: Logger,
    private readonly outage: OutageReporter,
  ) {
    sessionEnds.onEnd((end) => this.applyEnd(end));
    feed.onResync(() => {
      const signedIn = [...this.entries].filter((e) => e.sessionId !== null && !e.ended);
      for (const e of this.entries) if (e.sessionId === null) e.resync();
      void this.recheck(signedIn, true);
    });
  }

  /**
   * Take a slot for a new stream, or throw the 429. `mark` is SessionEnds.mark() from before the
   * session was validated: an end announced since then is applied to the new stream.
   */
  open(
    stream: Omit<OpenStream, 'ended' | 'checking'>,
    mark: number,
    handlers: { close: () => void; resync: () => void },
  ): OpenStream & { release: () => void } {
    if (stream.userId !== null && (this.perUser.get(stream.userId) ?? 0) >= MAX_STREAMS_PER_USER) {
      throw tooMany(`At most ${MAX_STREAMS_PER_USER} live update streams per account are allowed.`);
    }
    if (stream.ip !== null && (this.perIp.get(stream.ip) ?? 0) >= MAX_STREAMS_PER_IP) {
      throw tooMany(`At most ${MAX_STREAMS_PER_IP} live update streams per address are allowed.`);
    }
    const entry: Entry = { ...stream, ended: false, checking: false, missed: false, ...handlers };
    this.entries.add(entry);
    if (entry.userId !== null) this.perUser.set(entry.userId, (this.perUser.get(entry.userId) ?? 0) + 1);
    if (entry.ip !== null) this.perIp.set(entry.ip, (this.perIp.get(entry.ip) ?? 0) + 1);
    if (entry.userId !== null && entry.sessionId !== null) {
      const since = this.sessionEnds.since(mark, entry.userId, entry.sessionId);
      if (since === 'ended') this.end(entry);
      else if (since === 'check') void this.recheck([entry], false);
    }
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      entry.ended = true;
      this.entries.delete(entry);
      decrement(this.perUser, entry.userId);
      decrement(this.perIp, entry.ip);
    };
    return Object.assign(entry, { release });
  }

  /** Whether an event may go to this stream now; closes it once its session has expired. */
  live(stream: OpenStream): boolean {
    if (stream.ended) return false;
    if (stream.expiresAt !== null && stream.expiresAt <= Date.now()) {
      this.end(stream as Entry);
      return false;
    }
    if (stream.checking) {
      (stream as Entry).missed = true;
      return false;
    }
    return true;
  }

  get size(): number {
    return this.entries.size;
  }

  private end(entry: Entry) {
    entry.ended = true;
    entry.close();
  }

  private applyEnd(end: SessionEnd) {
    if (end.sessionId === null && end.userId === null) {
      void this.recheck(
        [...this.entries].filter((e) => e.sessionId !== null && !e.ended),
        false,
      );
      return;
    }
    for (const entry of this.entries) {
      if (entry.ended) continue;
      if (end.sessionId !== null ? entry.sessionId === end.sessionId : entry.userId === end.userId) this.end(entry);
    }
  }

  /**
   * Hold the streams' events back, look their sessions up, close those that ended and let the
   * others go on (with a resync when events were held back). If the lookup fails they are closed:
   * their browsers reconnect and are checked afresh.
   */
  private async recheck(streams: Entry[], resync: boolean) {
    if (streams.length === 0) return;
    for (const s of streams) s.checking = true;
    let alive: Set<string>;
    try {
      const ids = [...new Set(streams.map((s) => s.sessionId!))];
      const rows = await this.db
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(inArray(sessions.id, ids), gt(sessions.expiresAt, new Date())));
      alive = new Set(rows.map((r) => r.id));
    } catch (err) {
      if (!this.outage.absorb(err)) {
        this.logger.warn({ err }, 'could not re-check the sessions of open event streams; closing them');
      }
      alive = new Set();
    }
    for (const s of streams) {
      if (s.ended) continue;
      if (!alive.has(s.sessionId!)) {
        this.end(s);
        continue;
      }
      s.checking = false;
      // Changes held back during the check are lost to this stream: its client refetches.
      if (resync || s.missed) s.resync();
      s.missed = false;
    }
  }
}

function decrement(map: Map<string, number>, key: string | null) {
  if (key === null) return;
  const n = (map.get(key) ?? 1) - 1;
  if (n <= 0) map.delete(key);
  else map.set(key, n);
}

function tooMany(message: string): ApiError {
  const err = new ApiError(429, API_ERROR_CODES.rateLimited, message);
  err.retryAfterSeconds = STREAM_LIMIT_RETRY_SECONDS;
  return err;
}
