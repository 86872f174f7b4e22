import type { Context, MiddlewareHandler } from 'hono';
import type { Auth } from '../auth/auth';
import type { AppEnv } from './context';
import { ApiError } from './errors';
import { CLIENT_IP_HEADER, clientIp, type TrustProxy } from './client-ip';

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

/**
 * Validated sessions remembered for a moment (2 s), so a burst of requests from one browser
 * (a save, its refetches) checks the session once. Sign-out and password reset clear it on this
 * instance; another instance may accept an ended session for at most the remaining seconds.
 */
export class SessionMemo {
  private readonly entries = new Map<string, { state: AuthState; until: number }>();
  constructor(
    readonly ttlMs = 2000,
    private readonly maxEntries = 10_000,
  ) {}

  get(token: string): AuthState | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    const now = Date.now();
    if (entry.until <= now || new Date(entry.state.session.expiresAt).getTime() <= now) {
      this.entries.delete(token);
      return undefined;
    }
    return entry.state;
  }

  set(token: string, state: AuthState): void {
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(token, { state, until: Date.now() + this.ttlMs });
  }

  clear(): void {
    this.entries.clear();
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
        const { headers, response } = await auth.api.getSession({ headers: authHeaders(c), returnHeaders: true });
        renewed = headers;
        if (!response) return null;
        const state = { user: response.user, session: response.session };
        memo.set(token, state);
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
