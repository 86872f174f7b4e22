import type { Context, MiddlewareHandler } from 'hono';
import { ApiError } from '../platform/errors';
import type { Auth } from '../services/auth/auth';
import { CLIENT_IP_HEADER, clientIp, type TrustProxy } from './client-ip';
import type { AppEnv } from './context';

type SessionResult = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>;
export type AuthUser = SessionResult['user'];
export type AuthSession = SessionResult['session'];
export interface AuthState {
  user: AuthUser;
  session: AuthSession;
}

/** Headers to hand to `auth.api.*`: the request's, with the real client IP in our own header. */
export function authHeaders(c: Context<AppEnv>): Headers {
  const headers = new Headers(c.req.raw.headers);
  headers.delete(CLIENT_IP_HEADER); // never trust a client-sent value
  const ip = c.get('clientIp');
  if (ip) headers.set(CLIENT_IP_HEADER, ip);
  return headers;
}

/** Copy Set-Cookie headers from an auth.api call onto the response. */
export function forwardCookies(c: Context, from: Headers): void {
  for (const cookie of from.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
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

/** The session cookie's value (signed token), whatever the cookie prefix. */
function sessionCookieValue(cookieHeader: string | undefined): string | null {
  if (!cookieHeader) return null;
  const match = /(?:^|;\s*)(?:__Secure-)?holdfast\.session_token=([^;]+)/.exec(cookieHeader);
  return match?.[1] ?? null;
}

/**
 * Makes the session available to every /api handler, loaded lazily (public endpoints that
 * never ask pay nothing). A session in use renews itself; the renewed cookie is forwarded
 * unless the handler set the session cookie itself (sign-in, sign-out).
 */
export function sessionMiddleware(auth: Auth, trustProxy: TrustProxy, memo: SessionMemo): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('clientIp', clientIp(c, trustProxy));
    let loaded: Promise<AuthState | null> | null = null;
    let renewed: Headers | null = null;
    c.set('getAuth', () => {
      loaded ??= (async () => {
        const token = sessionCookieValue(c.req.header('cookie'));
        if (!token) return null;
        const remembered = memo.get(token);
        if (remembered) return remembered;
        const ticket = memo.ticket();
        const { headers, response } = await auth.api.getSession({ headers: authHeaders(c), returnHeaders: true });
        renewed = headers;
        if (!response) return null;
        const state = { user: response.user, session: response.session };
        memo.set(token, state, ticket);
        return state;
      })();
      return loaded;
    });
    await next();
    const refreshHeaders = renewed as Headers | null;
    if (refreshHeaders && refreshHeaders.getSetCookie().length > 0) {
      const handlerSetSession = c.res.headers.getSetCookie().some((v) => v.includes('session_token'));
      if (!handlerSetSession) {
        for (const cookie of refreshHeaders.getSetCookie()) c.res.headers.append('Set-Cookie', cookie);
      }
    }
  };
}

/** The signed-in user or a 401 in the error shape. */
export async function requireAuth(c: Context<AppEnv>): Promise<AuthState> {
  const state = await c.get('getAuth')();
  if (!state) throw ApiError.unauthorized();
  return state;
}

/** Route middleware: every non-public /api route answers 401 without a session. */
export const requireSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  await requireAuth(c);
  await next();
};
