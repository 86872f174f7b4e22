/**
 * The one onError on real database errors: input the schemas let through but the database
 * refuses is a 4xx (never a 500), and what is logged never carries SQL parameters.
 */
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KIT_ITEM_CATEGORY_VALUES } from '@shared/constants/kits';
import { apiErrorSchema } from '@shared/errors';
import { kitItems, newsletterSubscribers } from '../db/schema';
import { createLogger } from '../platform/logger';
import { createTestApp, type TestApp } from '../test/app';
import { createErrorHandler } from './error-handler';
import { createRouter } from './router';

let t: TestApp;
const lines: string[] = [];
const sink = new Writable({
  write(chunk, _enc, cb) {
    lines.push(...String(chunk).trim().split('\n'));
    cb();
  },
});
const logger = createLogger('info', sink);
// A user-content marker: it must never reach the log.
const SECRET = 'USER-CONTENT-4711';

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t.close();
});

/** A router whose one route runs `query` on the real test database. */
function appRunning(query: () => Promise<unknown>) {
  const router = createRouter();
  router.use('*', async (c, next) => {
    c.set('logger', logger);
    await next();
  });
  router.get('/q', async (c) => {
    await query();
    return c.json({ ok: true });
  });
  router.onError(createErrorHandler());
  return router;
}

describe('database errors caused by input answer 4xx', () => {
  const db = () => t.database.db;
  it.each([
    ['invalid text representation (22P02)', 400, () => db().execute(sql`select ${SECRET}::uuid`)],
    ['invalid date (22007)', 400, () => db().execute(sql`select ${SECRET}::date`)],
    ['NUL in jsonb (22P05)', 400, () => db().execute(sql`select ${`{"a": "${SECRET}\\u0000"}`}::jsonb`)],
    ['numeric out of range (22003)', 400, () => db().execute(sql`select ${'99999999999'}::int`)],
    [
      'not-null violation (23502)',
      400,
      () => db().execute(sql`insert into newsletter_subscribers (email) values (${null})`),
    ],
    [
      'check violation (23514)',
      400,
      () =>
        db()
          .insert(kitItems)
          .values({ kitId: randomUUID(), category: SECRET, itemName: SECRET, quantity: 1, position: 1 }),
    ],
    [
      'foreign-key violation (23503)',
      409,
      () =>
        db().insert(kitItems).values({
          kitId: randomUUID(),
          category: KIT_ITEM_CATEGORY_VALUES[0],
          itemName: SECRET,
          quantity: 1,
          position: 1,
        }),
    ],
    [
      'unique violation (23505)',
      409,
      async () => {
        await db()
          .insert(newsletterSubscribers)
          .values({ email: `${SECRET}@example.com` });
        await db()
          .insert(newsletterSubscribers)
          .values({ email: `${SECRET}@example.com` });
      },
    ],
  ])('%s -> %i in the error shape, nothing of the input in the log', async (_name, status, query) => {
    lines.length = 0;
    const res = await appRunning(query).request('/q');
    expect(res.status).toBe(status);
    const body = apiErrorSchema.parse(await res.json());
    expect(body.error.message).not.toContain(SECRET);
    expect(lines.join('\n')).not.toContain(SECRET);
  });

  it('a NUL that reached the database is a 400, not a 500', async () => {
    const res = await appRunning(() => db().execute(sql`select ${'a\u0000b'}::text`)).request('/q');
    expect(res.status).toBe(400);
    apiErrorSchema.parse(await res.json());
  });
});

describe('unexpected database errors', () => {
  it('are 500s logged without the SQL parameters', async () => {
    lines.length = 0;
    const res = await appRunning(() =>
      t.database.db.execute(sql`select * from no_such_table where name = ${SECRET}`),
    ).request('/q');
    expect(res.status).toBe(500);
    const logged = lines.join('\n');
    expect(logged).toContain('unhandled error');
    expect(logged).toContain('42P01');
    expect(logged).not.toContain(SECRET);
    expect(logged).not.toContain('no_such_table where');
  });
});
