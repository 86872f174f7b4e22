import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../db/client';
import type { OutageReporter } from '../../platform/database-outage';
import type { SessionMemo } from '../auth/session-memo';
import { CHANGE_CHANNEL, type ChangeFeed, type SessionEnd } from './change-feed';

/** How long an end is remembered for streams whose session check was under way when it came. */
const LOG_KEEP_MS = 60_000;

/**
 * Sessions ending (sign-out, password reset, account deletion), announced to every server
 * instance through the database (pg_notify on the change channel) and applied here at once as
 * well, so the instance that ended them does not depend on its LISTEN connection. Each end
 * drops the remembered sessions (SessionMemo) and reaches the open event streams (stream-registry.ts).
 */
export class SessionEnds {
  private seq = 0;
  private readonly log: { seq: number; at: number; end: SessionEnd }[] = [];
  private readonly listeners = new Set<(end: SessionEnd) => void>();

  constructor(
    private readonly db: Db,
    feed: ChangeFeed,
    private readonly memo: SessionMemo,
    private readonly logger: Logger,
    private readonly outage: OutageReporter,
  ) {
    feed.onSessionEnd((end) => this.record(end));
  }

  /**
   * Announce ended sessions: one (`sessionId`), every session of a user (`userId` only), or
   * sessions of a user we cannot name (neither: every instance re-checks its streams' sessions).
   */
  async announce(end: { userId?: string | null; sessionId?: string | null }): Promise<void> {
    const full: SessionEnd = { kind: 'session_end', userId: end.userId ?? null, sessionId: end.sessionId ?? null };
    this.record(full);
    try {
      await this.db.execute(sql`select pg_notify(${CHANGE_CHANNEL}, ${JSON.stringify(full)})`);
    } catch (err) {
      // The database is unreachable: other instances' feeds are down too, and they re-check
      // every stream's session when their feed comes back.
      if (!this.outage.absorb(err)) this.logger.error({ err }, 'could not announce ended sessions');
    }
  }

  /** A position in the log, taken before a session is validated. */
  mark(): number {
    return this.seq;
  }

  /**
   * Whether an end recorded after `mark` concerns this session: `ended` for certain, `check`
   * when it may (an end of unnamed sessions), null when not.
   */
  since(mark: number, userId: string, sessionId: string): 'ended' | 'check' | null {
    let result: 'ended' | 'check' | null = null;
    for (const { seq, end } of this.log) {
      if (seq <= mark) continue;
      if (end.sessionId !== null ? end.sessionId === sessionId : end.userId === userId) return 'ended';
      if (end.sessionId === null && end.userId === null) result = 'check';
    }
    return result;
  }

  onEnd(listener: (end: SessionEnd) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private record(end: SessionEnd) {
    const now = Date.now();
    while (this.log.length > 0 && this.log[0]!.at < now - LOG_KEEP_MS) this.log.shift();
    this.seq += 1;
    this.log.push({ seq: this.seq, at: now, end });
    this.memo.forget(end);
    for (const listener of this.listeners) {
      try {
        listener(end);
      } catch (err) {
        this.logger.error({ err }, 'session end listener failed');
      }
    }
  }
}
