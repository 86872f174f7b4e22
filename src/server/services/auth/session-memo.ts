import type { Auth } from './auth';

type SessionResult = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>;
export type AuthUser = SessionResult['user'];
export type AuthSession = SessionResult['session'];
export interface AuthState {
  user: AuthUser;
  session: AuthSession;
}

/** What the memo needs of the change feed (realtime/change-feed.ts FeedState). */
interface FeedState {
  readonly connected: boolean;
  readonly epoch: number;
}

/** Taken before a session is read from the database; the read is remembered only if still valid. */
export interface MemoTicket {
  version: number;
  epoch: number;
}

/**
 * Validated sessions remembered for a moment (2 s), so a burst of requests from one browser
 * (a save, its refetches) checks the session once. Ended sessions are forgotten on every
 * instance as the change feed carries their announcement (realtime/session-ends.ts); while the
 * feed is down nothing is remembered or served from memory (an announcement could be missed).
 * A session read that overlapped an announcement or an outage is not remembered.
 */
export class SessionMemo {
  private readonly entries = new Map<string, { state: AuthState; until: number; epoch: number }>();
  private version = 0;
  constructor(
    private readonly feed: FeedState,
    readonly ttlMs = 2000,
    private readonly maxEntries = 10_000,
  ) {}

  ticket(): MemoTicket {
    return { version: this.version, epoch: this.feed.epoch };
  }

  get(token: string): AuthState | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    const now = Date.now();
    if (
      !this.feed.connected ||
      entry.epoch !== this.feed.epoch ||
      entry.until <= now ||
      new Date(entry.state.session.expiresAt).getTime() <= now
    ) {
      this.entries.delete(token);
      return undefined;
    }
    return entry.state;
  }

  set(token: string, state: AuthState, ticket: MemoTicket): void {
    if (!this.feed.connected || ticket.version !== this.version || ticket.epoch !== this.feed.epoch) return;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(token, { state, until: Date.now() + this.ttlMs, epoch: ticket.epoch });
  }

  /** Forget ended sessions: one (sessionId), a user's (userId), or all (neither). */
  forget(end: { userId: string | null; sessionId: string | null }): void {
    this.version += 1;
    if (end.sessionId === null && end.userId === null) {
      this.entries.clear();
      return;
    }
    for (const [token, entry] of this.entries) {
      const { session, user } = entry.state;
      if (end.sessionId !== null ? session.id === end.sessionId : user.id === end.userId) this.entries.delete(token);
    }
  }

  clear(): void {
    this.forget({ userId: null, sessionId: null });
  }
}
