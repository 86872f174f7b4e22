import type { Context, MiddlewareHandler } from 'hono';
import { SIGNUP_MESSAGES } from '@shared/auth/signup-policy';
import { API_ERROR_CODES } from '@shared/errors';
import { ApiError } from '../platform/errors';
import type { TrustProxy } from '../platform/trust-proxy';
import { CLIENT_IP_HEADER, type Auth } from '../services/auth/auth';
import type { AuthState, SessionMemo } from '../services/auth/session-memo';
import { clientIp } from './client-ip';
import type { AppEnv } from './context';

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
export function sessionMiddleware(
  auth: Auth,
  trustProxy: TrustProxy,
  memo: SessionMemo,
  options: { verifiedEmailRequired: boolean } = { verifiedEmailRequired: false },
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('clientIp', clientIp(c, trustProxy));
    c.set('verifiedEmailRequired', options.verifiedEmailRequired);
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
        // A disabled account's sessions are deleted as it is disabled; one read just before counts as none.
        if (!response || (response.user as { disabledAt?: Date | null }).disabledAt) return null;
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

/**
 * What an unconfirmed account may still reach while mail is on (decision 284): its session,
 * resending the link, signing out, deleting itself, the security log the pages write, and a
 * household invitation's preview and acceptance, which refuse an unconfirmed address themselves
 * with their own message (decision 258).
 */
const UNVERIFIED_ALLOWED = /^\/api\/(account|security-events|household\/invitations\/(preview|accept))(\/|$)/;

/**
 * The signed-in user or a 401 in the error shape. With mail on, an unconfirmed account gets a
 * 403 `email_not_verified` from every other route: the web app shows "check your email" instead.
 */
export async function requireAuth(c: Context<AppEnv>): Promise<AuthState> {
  const state = await c.get('getAuth')();
  if (!state) throw ApiError.unauthorized();
  if (c.get('verifiedEmailRequired') && !state.user.emailVerified && !UNVERIFIED_ALLOWED.test(c.req.path)) {
    throw new ApiError(403, API_ERROR_CODES.emailNotVerified, SIGNUP_MESSAGES.verifyEmail);
  }
  return state;
}

/** Route middleware: every non-public /api route answers 401 without a session. */
export const requireSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  await requireAuth(c);
  await next();
};
