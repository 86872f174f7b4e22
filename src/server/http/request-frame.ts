/**
 * What every request pays, kept to what is needed (decision 163): a request id, the logger, one
 * log line, and the security headers. One middleware instead of three (requestId, the logger,
 * secureHeaders): the headers are computed once at start, the request id is read from the
 * incoming message without building a Headers object for the request, and nothing else is done.
 */
import type { HttpBindings } from '@hono/node-server';
import type { Context, MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import type { AppEnv } from './context';

/**
 * The Content-Security-Policy: no inline script ever; Radix and sonner set inline styles.
 * 'wasm-unsafe-eval' lets the page compile WebAssembly (the barcode reader's zxing-cpp, served
 * from /assets, decision 0327); it allows no eval of JavaScript.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The security headers on every response: those Hono's secureHeaders sends by default, with our
 * CSP, referrer policy and framing rule, and HSTS when the public URL is https (app.test.ts checks
 * the list against secureHeaders itself).
 */
export function securityHeaders(https: boolean): ReadonlyArray<readonly [string, string]> {
  return [
    ['Content-Security-Policy', CONTENT_SECURITY_POLICY],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Origin-Agent-Cluster', '?1'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ...(https ? ([['Strict-Transport-Security', 'max-age=31536000; includeSubDomains']] as const) : []),
    ['X-Content-Type-Options', 'nosniff'],
    ['X-DNS-Prefetch-Control', 'off'],
    ['X-Download-Options', 'noopen'],
    ['X-Frame-Options', 'DENY'],
    ['X-Permitted-Cross-Domain-Policies', 'none'],
    ['X-XSS-Protection', '0'],
  ];
}

/**
 * A request header, read from Node's parsed headers when the server runs on @hono/node-server
 * (`c.req.header()` would first build a Headers object of the whole request, a few microseconds
 * for every request); from the Request otherwise (app.request() in tests).
 */
export function requestHeader(c: Context, name: Lowercase<string>): string | undefined {
  const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
  if (!incoming) return c.req.header(name);
  const value = incoming.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

const CALENDAR_PREFIX = '/api/calendar/';

/**
 * A path as the logs write it: the calendar feed's path holds its secret token (a calendar app
 * sends no header to carry it), so whatever follows /api/calendar/ is left out (a mistyped feed
 * URL too); every other path holds no secret.
 */
export const loggedPath = (path: string) =>
  path.startsWith(CALENDAR_PREFIX) && path !== '/api/calendar/reset' ? `${CALENDAR_PREFIX}{token}` : path;

/** A client's or proxy's X-Request-Id is kept when it is short and plain, as Hono's requestId did. */
const VALID_REQUEST_ID = /^[\w\-=]{1,255}$/;

export function requestFrame(options: { logger: Logger; https: boolean }): MiddlewareHandler<AppEnv> {
  const { logger } = options;
  const headers = securityHeaders(options.https);
  const logRequests = logger.isLevelEnabled('info');
  // The request line's five fields never hold a secret (the path has no query string, and loggedPath
  // leaves out the calendar feed's token): it skips the logger's redaction pass, a quarter of what
  // the line costs.
  const requestLog = logger.child({}, { redact: [] });
  return async (c, next) => {
    const start = logRequests ? performance.now() : 0;
    const incomingId = requestHeader(c, 'x-request-id');
    const requestId = incomingId && VALID_REQUEST_ID.test(incomingId) ? incomingId : crypto.randomUUID();
    c.set('requestId', requestId);
    c.set('logger', logger);
    // On @hono/node-server the headers go on Node's response, which adds them to whatever the
    // response turns out to be (JSON, a file, a stream, an error) for a fraction of the cost of a
    // WHATWG Headers object; no handler sets any of these headers itself. Elsewhere (tests'
    // app.request) on the Response, after the handler.
    const outgoing = (c.env as Partial<HttpBindings> | undefined)?.outgoing;
    // Every API answer is `no-store` unless its route says otherwise (the community stats and
    // the config are `no-cache`, pictures are cached for a year): what the API answers is one
    // user's or changes at any moment, and no browser or proxy cache may keep it.
    const api = c.req.path.startsWith('/api/');
    if (outgoing) {
      outgoing.setHeader('X-Request-Id', requestId);
      for (const [name, value] of headers) outgoing.setHeader(name, value);
      // The response's own Cache-Control, if any, takes precedence (Node's writeHead merge).
      if (api) outgoing.setHeader('Cache-Control', 'no-store');
    }
    await next();
    if (!outgoing) {
      const out = c.res.headers;
      out.set('X-Request-Id', requestId);
      for (const [name, value] of headers) out.set(name, value);
      if (api && !out.has('Cache-Control')) out.set('Cache-Control', 'no-store');
    }
    // One line per request. The path without its query string: tokens ride in queries.
    if (logRequests) {
      requestLog.info(
        {
          reqId: requestId,
          method: c.req.method,
          path: loggedPath(c.req.path),
          status: c.res.status,
          ms: Math.round((performance.now() - start) * 10) / 10,
        },
        'request',
      );
    }
  };
}
