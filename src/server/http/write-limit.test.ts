/** The per-user write limit (decision 123): 120 non-GET /api requests a minute, then 429. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WRITES_PER_USER_PER_MINUTE } from '@shared/constants/limits';
import { rowsOf } from '../db/sql-helpers';
import { createTestApp, type TestApp } from '../test/app';
import { signedInWithProfile } from '../test/client';

let t: TestApp;
let clock = Date.now();
// Generous: opening PGlite compiles its WebAssembly, slow on a busy machine.
beforeAll(async () => {
  t = await createTestApp({ mail: true, now: () => clock });
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe('writes per user', () => {
  it('the 121st write in a minute answers 429 with Retry-After and writes nothing; reads, other users and the next minute go on', async () => {
    const me = await signedInWithProfile(t);
    const other = await signedInWithProfile(t);
    // Signing up made one write with a session (the profile); invalid bodies still count.
    for (let i = 1; i < WRITES_PER_USER_PER_MINUTE - 1; i += 1) {
      // Raw: an invalid body (no name) the typed client would not accept.
      expect((await me.client.post('/api/kits', {})).status).toBe(400);
    }
    expect((await me.client.api.kits.$post({ json: { name: 'The 120th write' } })).status).toBe(201);

    clock += 20_000;
    const refused = await me.client.api.kits.$post({ json: { name: 'One too many' } });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBe(40);
    expect(await refused.json()).toEqual({
      error: { code: 'rate_limited', message: 'Too many attempts. Please try again in 40 seconds.' },
    });
    const names = rowsOf<{ name: string }>(
      await t.database.db.execute(sql`select name from kits where name in ('The 120th write', 'One too many')`),
    ).map((r) => r.name);
    expect(names).toEqual(['The 120th write']);

    expect((await me.client.api.kits.$get({ query: {} })).status).toBe(200);
    expect((await other.client.api.kits.$post({ json: { name: 'Theirs' } })).status).toBe(201);

    clock += 40_000;
    expect((await me.client.api.kits.$post({ json: { name: 'Next minute' } })).status).toBe(201);
  }, 60_000);
});
