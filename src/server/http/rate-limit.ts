import { randomUUID } from 'node:crypto';
import { isIP } from 'node:net';
import { sql } from 'drizzle-orm';
import { API_ERROR_CODES } from '@shared/errors';
import type { Db } from '../db/client';
import { rowsOf } from '../db/sql-helpers';
import { ApiError } from '../platform/errors';

/**
 * The bucket an address is limited in: an IPv4 address itself (an IPv4-mapped IPv6 address as
 * IPv4), an IPv6 address by its /64 network, the smallest block one subscriber is given, so
 * stepping through the addresses of one's own network never opens a new bucket (decision 113).
 */
export function addressBucket(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1]!;
  const address = ip.split('%')[0]!; // a zone id (fe80::1%eth0) names an interface, not a host
  if (isIP(address) !== 6) return ip;
  const [head = '', tail] = address.split('::');
  const groups = (part: string | undefined) =>
    (part ?? '')
      .split(':')
      .filter(Boolean)
      .flatMap((g) => {
        if (!g.includes('.')) return [g];
        const [a, b, c, d] = g.split('.').map(Number) as [number, number, number, number];
        return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
      });
  const left = groups(head);
  const right = groups(tail);
  const all =
    tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${all
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

export interface RateLimitRule {
  /** Requests (or failures) allowed per window. */
  max: number;
  windowMs: number;
}

/**
 * A growing delay instead of a lockout: `max` failures are free, then each further attempt must
 * wait 2, 4, 8… seconds after the previous one, never more than `maxDelayMs`. The count is
 * forgotten `windowMs` after the last attempt (and reset by a success, see claimPasswordAttempt).
 */
export interface BackoffRule extends RateLimitRule {
  maxDelayMs: number;
}

/** The wait required after `failures` counted attempts. */
export function backoffDelayMs(failures: number, rule: BackoffRule): number {
  if (failures < rule.max) return 0;
  return Math.min(rule.maxDelayMs, 1000 * 2 ** Math.min(failures - rule.max + 1, 40));
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
    const row = rowsOf<{ count: number; last_request: string | number }>(res)[0]!;
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
    const row = rowsOf<{ count: number; last_request: string | number }>(res)[0];
    if (!row || Number(row.last_request) <= now - rule.windowMs) return { allowed: true, count: 0, retryAfterMs: 0 };
    const started = Number(row.last_request);
    return {
      allowed: row.count < rule.max,
      count: row.count,
      retryAfterMs: Math.max(0, started + rule.windowMs - now),
    };
  }

  /**
   * Claim one attempt under a growing-delay rule, atomically (parallel attempts cannot all slip
   * through one open moment): counted when allowed, nothing written when it must wait.
   */
  async claim(key: string, rule: BackoffRule): Promise<RateLimitResult> {
    const now = this.now();
    const forgotten = now - rule.windowMs;
    const res = await this.db.execute<{ count: number }>(sql`
      insert into rate_limits (id, key, count, last_request)
      values (${randomUUID()}, ${key}, 1, ${now})
      on conflict (key) do update set
        count = case when rate_limits.last_request <= ${forgotten}::bigint then 1 else rate_limits.count + 1 end,
        last_request = ${now}::bigint
      where rate_limits.last_request <= ${forgotten}::bigint
        or rate_limits.count < ${rule.max}::int
        or rate_limits.last_request
          + least(${rule.maxDelayMs}::bigint, (1000 * power(2, least(rate_limits.count - ${rule.max}::int + 1, 40)))::bigint)
          <= ${now}::bigint
      returning count`);
    const claimed = rowsOf<{ count: number }>(res)[0];
    if (claimed) return { allowed: true, count: Number(claimed.count), retryAfterMs: 0 };
    const current = await this.db.execute(sql`select count, last_request from rate_limits where key = ${key}`);
    const row = rowsOf<{ count: number; last_request: string | number }>(current)[0];
    const count = Number(row?.count ?? 0);
    const last = Number(row?.last_request ?? now);
    return { allowed: false, count, retryAfterMs: Math.max(1000, last + backoffDelayMs(count, rule) - now) };
  }

  /** Give back one claimed attempt (it turned out not to be a failure). */
  async release(key: string): Promise<void> {
    await this.db.execute(sql`update rate_limits set count = greatest(count - 1, 0) where key = ${key}`);
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
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(ms / 60_000);
  if (minutes <= 1) return '1 minute';
  if (minutes < 60) return `${minutes} minutes`;
  const hours = Math.ceil(minutes / 60);
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** The limits of the account routes (abuse resistance, issues 3 and 20; decision 110). */
export const RATE_LIMITS = {
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
  /**
   * Barcodes looked up at Open Food Facts (decision 0317): a family scanning a shopping bag of new
   * products confirms each one's form, far fewer than this; the cap keeps one account from
   * spending the instance's share of Open Food Facts' own limit (100 product reads a minute).
   */
  productLookupsPerUser: { max: 30, windowMs: 15 * MINUTE },
  /** Signed-out invitation pages (decision 0261): a person opens a link a few times, not hundreds. */
  invitationLookupPerIp: { max: 30, windowMs: 15 * MINUTE },
  /** "Send a test notification": each sends to every device of the user through their push services. */
  pushTestPerUser: { max: 10, windowMs: 15 * MINUTE },
  /** The second step of sign-in (decision 0286): codes typed from one address, and for one account. */
  twoFactorPerIp: { max: 30, windowMs: 15 * MINUTE },
  twoFactorPerUser: { max: 10, windowMs: 15 * MINUTE },
  /** Confirming the authenticator while turning two-factor on. */
  twoFactorSetupPerUser: { max: 10, windowMs: 15 * MINUTE },
  /** Passkeys (decision 0288): ceremonies started from one address, sign-ins tried on one account, passkeys added. */
  passkeyOptionsPerIp: { max: 60, windowMs: 15 * MINUTE },
  passkeySignInPerIp: { max: 30, windowMs: 15 * MINUTE },
  passkeySignInPerUser: { max: 10, windowMs: 15 * MINUTE },
  passkeySetupPerUser: { max: 10, windowMs: 15 * MINUTE },
} satisfies Record<string, RateLimitRule>;

/** Password checks (sign-in and account deletion share them): delays, never a lockout (decision 110). */
export const PASSWORD_LIMITS = {
  /** One email from one address: 5 free failures, then 2 s, 4 s, 8 s… up to 15 minutes between tries. */
  perEmailAndIp: { max: 5, windowMs: 24 * HOUR, maxDelayMs: 15 * MINUTE },
  /** One email from everywhere: 20 free failures, then 2 s… up to 5 minutes between tries. */
  perEmail: { max: 20, windowMs: 24 * HOUR, maxDelayMs: 5 * MINUTE },
} satisfies Record<string, BackoffRule>;

export interface PasswordAttemptSource {
  email: string;
  ip: string | null;
  /**
   * Whether this address has signed in to the account before (asked only when the account is
   * under a distributed attack): such an address skips the per-email delay, so guessing from
   * elsewhere never keeps the owner out (the per-address delay still applies).
   */
  isKnownAddress: () => Promise<boolean>;
}

/** A claimed password check: say how it went (or that it never happened). */
export interface PasswordAttempt {
  succeeded(): Promise<void>;
  /** The check did not happen (an unexpected error): the claim is given back. */
  abandoned(): Promise<void>;
}

/**
 * Claim one password check for an account, or throw a 429 saying how long to wait. Wrong
 * passwords keep their claims; a right one clears the delay of its address.
 */
export async function claimPasswordAttempt(
  limiter: RateLimiter,
  scale: (rule: RateLimitRule) => RateLimitRule,
  source: PasswordAttemptSource,
): Promise<PasswordAttempt> {
  const email = source.email.toLowerCase();
  const pairKey = `password:email-ip:${email}|${source.ip ? addressBucket(source.ip) : 'unknown'}`;
  const emailKey = `password:email:${email}`;
  const pairRule = { ...PASSWORD_LIMITS.perEmailAndIp, max: scale(PASSWORD_LIMITS.perEmailAndIp).max };
  const emailRule = { ...PASSWORD_LIMITS.perEmail, max: scale(PASSWORD_LIMITS.perEmail).max };

  const pair = await limiter.claim(pairKey, pairRule);
  if (!pair.allowed) throw tooManyRequests(pair.retryAfterMs);
  const everywhere = await limiter.claim(emailKey, emailRule);
  let countedForEmail = everywhere.allowed;
  if (!everywhere.allowed && !(await source.isKnownAddress())) {
    await limiter.release(pairKey);
    throw tooManyRequests(everywhere.retryAfterMs);
  }
  const giveBackEmail = async () => {
    if (countedForEmail) await limiter.release(emailKey);
    countedForEmail = false;
  };
  return {
    succeeded: async () => {
      await limiter.reset(pairKey);
      await giveBackEmail();
    },
    abandoned: async () => {
      await limiter.release(pairKey);
      await giveBackEmail();
    },
  };
}
