import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@shared/auth/schemas';
import { rowsOf } from '../../db/sql-helpers';
import { createTestApp, type TestApp } from '../../test/app';
import { errorJson, TestClient } from '../../test/client';
import { expectRefusedWithoutWrite } from '../../test/snapshot';

// One app (and database) for the file, made while the file loads.
const t: TestApp = await createTestApp();
afterAll(() => t.close());

const rows = async (email: string) => {
  const res = await t.database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from newsletter_subscribers where lower(email) = lower(${email})`,
  );
  return rowsOf<{ n: number }>(res)[0]!.n;
};

describe('POST /api/newsletter', () => {
  it('a malformed address gets a field message and nothing is stored', async () => {
    const res = await new TestClient(t).api.newsletter.$post({ json: { email: 'not-an-address' } });
    expect(res.status).toBe(400);
    expect((await errorJson(res)).error.fields?.email).toEqual([MESSAGES.email]);
  });

  it('the same address twice is accepted quietly, with one row and the same answer', async () => {
    const first = await new TestClient(t).api.newsletter.$post({ json: { email: 'Scout@Example.com' } });
    const second = await new TestClient(t).api.newsletter.$post({ json: { email: 'scout@example.com' } });
    expect(first.status).toBe(202);
    expect(second.status).toBe(202);
    expect(await first.json()).toEqual(await second.json());
    expect(await rows('scout@example.com')).toBe(1);
  });

  it('is rate limited per client address', async () => {
    const fromOneAddress = (i: number) =>
      t.app.request('/api/newsletter', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7' },
        body: JSON.stringify({ email: `reader${i}@example.com` }),
      });
    const limited = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        const res = await limited.app.request('/api/newsletter', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7' },
          body: JSON.stringify({ email: `reader${i}@example.com` }),
        });
        statuses.push(res.status);
      }
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(202));
      expect(statuses[10]).toBe(429);
      // Without TRUST_PROXY the header is ignored (no socket address in tests): nobody can pick their bucket.
      expect((await fromOneAddress(99)).status).toBe(202);
    } finally {
      await limited.close();
    }
  });
});

describe('a refused subscription writes nothing', () => {
  it('every 4xx of POST /api/newsletter leaves every table as it was', async () => {
    const client = new TestClient(t);
    for (const email of ['a\u0000@example.com', 'x\uD800@example.com', 'nope']) {
      await expectRefusedWithoutWrite(t.database, () => client.api.newsletter.$post({ json: { email } }), 400, {
        except: ['rate_limits'],
      });
    }
    // Raw: `{}` (no email) is not a body the typed client accepts.
    await expectRefusedWithoutWrite(t.database, () => client.post('/api/newsletter', {}), 400, {
      except: ['rate_limits'],
    });
    await expectRefusedWithoutWrite(
      t.database,
      () =>
        client.request('/api/newsletter', {
          method: 'POST',
          headers: { 'content-type': 'text/plain' },
          body: '{"email":"a@example.com"}',
        }),
      undefined,
      { except: ['rate_limits'] },
    );
  });
});
