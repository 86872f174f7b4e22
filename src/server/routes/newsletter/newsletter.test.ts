import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@shared/auth/schemas';
import { createTestApp, type TestApp } from '../../test/app';
import { TestClient } from '../../test/client';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const rows = async (email: string) => {
  const res = await t.database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from newsletter_subscribers where lower(email) = lower(${email})`,
  );
  return (res as unknown as { rows: { n: number }[] }).rows[0]!.n;
};

describe('POST /api/newsletter', () => {
  it('a malformed address gets a field message and nothing is stored', async () => {
    const res = await new TestClient(t).post('/api/newsletter', { email: 'not-an-address' });
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields.email).toEqual([MESSAGES.email]);
  });

  it('the same address twice is accepted quietly, with one row and the same answer', async () => {
    const first = await new TestClient(t).post('/api/newsletter', { email: 'Scout@Example.com' });
    const second = await new TestClient(t).post('/api/newsletter', { email: 'scout@example.com' });
    expect(first.status).toBe(202);
    expect(second.status).toBe(202);
    expect(await first.json()).toEqual(await second.json());
    expect(await rows('scout@example.com')).toBe(1);
  });
});
