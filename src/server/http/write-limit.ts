/**
 * A per-user limit on writes (decision 123): every non-GET /api request of a signed-in user
 * counts, in a fixed one-minute window kept in this instance's memory. Over the limit the
 * request answers 429 with Retry-After in the one error shape, before its handler runs.
 *
 * In memory, not in rate_limits: the tracker save (PUT /api/resources) is one prepared
 * statement (decision 027) and a database upsert per write would double its round trips. The
 * price: with N instances behind a balancer a user gets up to N times the limit, which is fine
 * for a limit meant to stop runaway scripts, not to count exactly. Requests without a session
 * pass through (the account routes keep their own limits in the database).
 */
import type { MiddlewareHandler } from 'hono';
import { WRITES_PER_USER_PER_MINUTE } from '@shared/constants/limits';
import type { AppEnv } from './context';
import { tooManyRequests, type RateLimitRule } from './rate-limit';

const MINUTE = 60_000;
/** Past this many users in the table, windows that have ended are swept out. */
const SWEEP_AT = 10_000;

export const WRITE_LIMIT_RULE: RateLimitRule = { max: WRITES_PER_USER_PER_MINUTE, windowMs: MINUTE };

export class WriteLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly rule: RateLimitRule,
    private readonly now: () => number = Date.now,
  ) {}

  /** Count one write; the milliseconds to wait when it is over the limit, else 0. */
  hit(userId: string): number {
    const now = this.now();
    let window = this.windows.get(userId);
    if (!window || now - window.start >= this.rule.windowMs) {
      if (this.windows.size >= SWEEP_AT) this.sweep(now);
      window = { start: now, count: 0 };
      this.windows.set(userId, window);
    }
    window.count += 1;
    return window.count > this.rule.max ? window.start + this.rule.windowMs - now : 0;
  }

  private sweep(now: number) {
    for (const [key, w] of this.windows) if (now - w.start >= this.rule.windowMs) this.windows.delete(key);
  }
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function writeLimit(limiter: WriteLimiter): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!READ_METHODS.has(c.req.method)) {
      const auth = await c.get('getAuth')();
      if (auth) {
        const waitMs = limiter.hit(auth.user.id);
        if (waitMs > 0) throw tooManyRequests(waitMs);
      }
    }
    await next();
  };
}
