import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { API_ERROR_CODES } from '@shared/errors';
import type { Db } from '../db/client';
import { ApiError } from './errors';

export interface RateLimitRule {
  /** Requests (or failures) allowed per window. */
  max: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  /** Milliseconds until the window resets. */
  retryAfterMs: number;
}

/**
 * Fixed-window counters in the database (table rate_limits), so every server instance shares
 * them. One atomic upsert per hit; a window that has passed starts over at 1.
 */
export class RateLimiter {
  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  /** Count one hit against `key` and say whether it is within the rule. */
  async hit(key: string, rule: RateLimitRule): Promise<RateLimitResult> {
    const now = this.now();
    const windowStart = now - rule.windowMs;
    const res = await this.db.execute<{ count: number; last_request: string }>(sql`
      insert into rate_limits (id, key, count, last_request)
      values (${randomUUID()}, ${key}, 1, ${now})
      on conflict (key) do update set
        count = case when rate_limits.last_request <= ${windowStart} then 1 else rate_limits.count + 1 end,
        last_request = case when rate_limits.last_request <= ${windowStart} then ${now} else rate_limits.last_request end
      returning count, last_request`);
    const row = (res as unknown as { rows: { count: number; last_request: string | number }[] }).rows[0]!;
    const started = Number(row.last_request);
    return {
      allowed: row.count <= rule.max,
      count: row.count,
      retryAfterMs: Math.max(0, started + rule.windowMs - now),
    };
  }

  /** How many hits `key` has in its current window, without counting one. */
  async peek(key: string, rule: RateLimitRule): Promise<RateLimitResult> {
    const now = this.now();
    const res = await this.db.execute<{ count: number; last_request: string }>(
      sql`select count, last_request from rate_limits where key = ${key}`,
    );
    const row = (res as unknown as { rows: { count: number; last_request: string | number }[] }).rows[0];
    if (!row || Number(row.last_request) <= now - rule.windowMs) return { allowed: true, count: 0, retryAfterMs: 0 };
    const started = Number(row.last_request);
    return {
      allowed: row.count < rule.max,
      count: row.count,
      retryAfterMs: Math.max(0, started + rule.windowMs - now),
    };
  }

  async reset(key: string): Promise<void> {
    await this.db.execute(sql`delete from rate_limits where key = ${key}`);
  }

  /** Count a hit and throw a 429 ApiError when over the rule. */
  async enforce(key: string, rule: RateLimitRule): Promise<void> {
    const result = await this.hit(key, rule);
    if (!result.allowed) throw tooManyRequests(result.retryAfterMs);
  }
}

export function tooManyRequests(retryAfterMs: number): ApiError {
  const err = new ApiError(
    429,
    API_ERROR_CODES.rateLimited,
    `Too many attempts. Please try again in ${waitText(retryAfterMs)}.`,
  );
  err.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return err;
}

export function waitText(ms: number): string {
  const minutes = Math.ceil(ms / 60_000);
  if (minutes <= 1) return '1 minute';
  if (minutes < 60) return `${minutes} minutes`;
  const hours = Math.ceil(minutes / 60);
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

const MINUTE = 60_000;
/** The limits of the account routes (abuse resistance, issue 3). */
export const RATE_LIMITS = {
  signInFailuresPerEmail: { max: 5, windowMs: 15 * MINUTE },
  signInPerIp: { max: 30, windowMs: 15 * MINUTE },
  signUpPerIp: { max: 10, windowMs: 60 * MINUTE },
  signUpPerEmail: { max: 3, windowMs: 60 * MINUTE },
  passwordResetPerEmail: { max: 3, windowMs: 60 * MINUTE },
  passwordResetPerIp: { max: 10, windowMs: 60 * MINUTE },
  resendVerificationPerUser: { max: 3, windowMs: 15 * MINUTE },
  securityEventsPerUser: { max: 60, windowMs: MINUTE },
  oauthStartPerIp: { max: 30, windowMs: 15 * MINUTE },
  newsletterPerIp: { max: 10, windowMs: 60 * MINUTE },
  imageUploadsPerUser: { max: 60, windowMs: 60 * MINUTE },
} satisfies Record<string, RateLimitRule>;
