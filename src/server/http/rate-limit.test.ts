/**
 * The growing-delay counters on a real database (PGlite, or PostgreSQL with a connection pool,
 * where parallel claims really race).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/db';
import { addressBucket, backoffDelayMs, RateLimiter, waitText, type BackoffRule } from './rate-limit';

let database: TestDatabase;
let clock = Date.now();
let limiter: RateLimiter;
beforeAll(async () => {
  database = await createTestDatabase();
  limiter = new RateLimiter(database.db, () => clock);
}, 60_000);
afterAll(async () => {
  await database.destroy();
});

const rule: BackoffRule = { max: 3, windowMs: 60 * 60_000, maxDelayMs: 60_000 };

describe('backoffDelayMs', () => {
  it('is free up to max failures, then doubles from 2 s up to the cap', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 100].map((n) => backoffDelayMs(n, rule))).toEqual([
      0, 0, 0, 2000, 4000, 8000, 16_000, 32_000, 60_000, 60_000,
    ]);
  });
});

describe('addressBucket', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002::99', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::203.0.113.9', '64:ff9b:0:0::/64'],
    ['not-an-address', 'not-an-address'],
  ])('%s is limited as %s', (ip, bucket) => {
    expect(addressBucket(ip)).toBe(bucket);
  });
});

describe('waitText', () => {
  it('says seconds under a minute', () => {
    expect([500, 1000, 2000, 59_000, 61_000, 15 * 60_000].map(waitText)).toEqual([
      '1 second',
      '1 second',
      '2 seconds',
      '59 seconds',
      '2 minutes',
      '15 minutes',
    ]);
  });
});

describe('RateLimiter.claim', () => {
  it('counts free attempts, then makes each wait its delay after the last, writing nothing while waiting', async () => {
    const key = 'test:sequence';
    for (let i = 1; i <= 3; i++) expect(await limiter.claim(key, rule)).toMatchObject({ allowed: true, count: i });
    expect(await limiter.claim(key, rule)).toEqual({ allowed: false, count: 3, retryAfterMs: 2000 });
    clock += 1500;
    expect(await limiter.claim(key, rule)).toEqual({ allowed: false, count: 3, retryAfterMs: 1000 });
    clock += 500;
    expect(await limiter.claim(key, rule)).toMatchObject({ allowed: true, count: 4 });
    expect(await limiter.claim(key, rule)).toMatchObject({ allowed: false, retryAfterMs: 4000 });

    // A released claim is not counted (the delay still runs from the last attempt).
    await limiter.release(key);
    clock += 2000;
    expect(await limiter.claim(key, rule)).toMatchObject({ allowed: true, count: 4 });
    clock += rule.windowMs;
    expect(await limiter.claim(key, rule)).toMatchObject({ allowed: true, count: 1 }); // forgotten
  });

  it('parallel claims at one moment: exactly the free ones get through', async () => {
    const results = await Promise.all(Array.from({ length: 12 }, () => limiter.claim('test:parallel', rule)));
    expect(results.filter((r) => r.allowed)).toHaveLength(3);
  });
});
