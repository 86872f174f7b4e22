import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_RESOURCES } from '@shared/resources/catalogue';
import { QUANTITY_MESSAGE } from '@shared/resources/schemas';
import { userResources, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { errorJson, okJson, signedInWithProfile, TestClient } from '../../test/client';
import { householdIdOf } from '../../test/households';
import { expectRefusedWithoutWrite } from '../../test/snapshot';

// One app (and database) for the file, made while the file loads.
const t: TestApp = await createTestApp({ mail: true });
afterAll(() => t.close());

const load = async (client: TestClient) => {
  const res = await client.api.resources.$get();
  expect(res.status).toBe(200);
  return (await okJson(res)).resources;
};
type SaveBody = Parameters<TestClient['api']['resources']['$put']>[0]['json'];
const put = (client: TestClient, json: SaveBody) => client.api.resources.$put({ json });
/** Raw: bodies the typed client would not accept (wrong types, extra fields). */
const putRaw = (client: TestClient, body: unknown) => client.request('/api/resources', { method: 'PUT', json: body });
const snapshot = async (userEmail: string) => {
  const [u] = await t.database.db.select().from(users).where(eq(users.email, userEmail));
  return t.database.db
    .select({ id: userResources.id, q: userResources.currentQuantity, s: userResources.status })
    .from(userResources)
    .where(eq(userResources.householdId, await householdIdOf(t.database.db, u!.id)));
};

describe('GET /api/resources', () => {
  it('seeds the 21 defaults on the first load: quantity 0, critical, ordered by category', async () => {
    const { client } = await signedInWithProfile(t);
    const rows = await load(client);
    expect(rows).toHaveLength(21);
    expect(rows.every((r) => r.currentQuantity === 0 && r.status === 'critical')).toBe(true);
    const categories = rows.map((r) => r.category);
    expect(categories).toEqual([...categories].sort());
    expect(rows.find((r) => r.name === 'Water (Gallons)')).toMatchObject({ targetQuantity: 14, unit: 'gallons' });
    expect(new Set(rows.map((r) => r.name))).toEqual(new Set(DEFAULT_RESOURCES.map((r) => r.name)));
    expect(await load(client)).toHaveLength(21); // not seeded twice
  });

  it('10 parallel first loads for one new user leave exactly 21 rows', async () => {
    const { client, data } = await signedInWithProfile(t);
    const results = await Promise.all(Array.from({ length: 10 }, () => client.api.resources.$get()));
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    for (const r of results) expect((await okJson(r)).resources).toHaveLength(21);
    expect(await snapshot(data.email)).toHaveLength(21);
  });

  it('needs a session', async () => {
    expect((await new TestClient(t).api.resources.$get()).status).toBe(401);
  });
});

describe('PUT /api/resources', () => {
  it('saves every change in one request and computes status on the server', async () => {
    const { client } = await signedInWithProfile(t);
    const rows = await load(client);
    const water = rows.find((r) => r.name === 'Water (Gallons)')!;
    const tent = rows.find((r) => r.name === 'Tent')!;
    const bandages = rows.find((r) => r.name === 'Bandages')!;
    const res = await put(client, {
      changes: [
        { id: water.id, currentQuantity: 13 },
        { id: tent.id, currentQuantity: 1 },
        { id: bandages.id, currentQuantity: 25 },
      ],
    });
    expect(res.status).toBe(200);
    const saved = (await okJson(res)).resources;
    expect(saved.map((r) => [r.name, r.currentQuantity, r.status])).toEqual([
      ['Water (Gallons)', 13, 'good'],
      ['Tent', 1, 'good'],
      ['Bandages', 25, 'low'],
    ]);
    const reloaded = await load(client);
    expect(reloaded.find((r) => r.id === water.id)).toMatchObject({ currentQuantity: 13, status: 'good' });
  });

  it('never trusts a client status', async () => {
    const { client } = await signedInWithProfile(t);
    const [first] = await load(client);
    const res = await putRaw(client, { changes: [{ id: first!.id, currentQuantity: 0, status: 'good' }] });
    expect(res.status).toBe(400);
  });

  it.each([
    ['negative', -1],
    ['fractional', 1.5],
    ['too large', 1_000_001],
    ['not a number', '3'],
  ])('a %s quantity is a 400 naming the row, and nothing is written', async (_label, quantity) => {
    const { client, data } = await signedInWithProfile(t);
    const rows = await load(client);
    const before = await snapshot(data.email);
    const res = await putRaw(client, {
      changes: [
        { id: rows[0]!.id, currentQuantity: 5 },
        { id: rows[1]!.id, currentQuantity: quantity },
      ],
    });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.fields['changes.1.currentQuantity']).toEqual([QUANTITY_MESSAGE]);
    expect(await snapshot(data.email)).toEqual(before);
  });

  it("another user's id answers 404 and nothing is written, not even the valid rows", async () => {
    const me = await signedInWithProfile(t);
    const other = await signedInWithProfile(t);
    const mine = await load(me.client);
    const theirs = await load(other.client);
    const before = [await snapshot(me.data.email), await snapshot(other.data.email)];
    const res = await put(me.client, {
      changes: [
        { id: mine[0]!.id, currentQuantity: 9 },
        { id: theirs[0]!.id, currentQuantity: 9 },
      ],
    });
    expect(res.status).toBe(404);
    expect([await snapshot(me.data.email), await snapshot(other.data.email)]).toEqual(before);
  });

  it('an unknown field or a duplicated row is a 400', async () => {
    const { client } = await signedInWithProfile(t);
    const [a] = await load(client);
    expect((await putRaw(client, { changes: [{ id: a!.id, currentQuantity: 1 }], extra: true })).status).toBe(400);
    const dup = await put(client, {
      changes: [
        { id: a!.id, currentQuantity: 1 },
        { id: a!.id, currentQuantity: 2 },
      ],
    });
    expect(dup.status).toBe(400);
    expect((await errorJson(dup)).error.fields?.['changes.1.id']).toEqual(['The same resource appears twice']);
  });

  it('keeps status right at the thresholds for a target of 0', async () => {
    const { client } = await signedInWithProfile(t);
    const rows = await load(client);
    await t.database.db.execute(sql`update user_resources set target_quantity = 0 where id = ${rows[0]!.id}`);
    const res = await put(client, { changes: [{ id: rows[0]!.id, currentQuantity: 0 }] });
    expect((await okJson(res)).resources[0]!.status).toBe('good');
  });
});

describe('PUT /api/resources: ids in any letter case, and a refused save writes nothing', () => {
  it('the same id twice in different letter case is a 400 that writes nothing', async () => {
    const { client } = await signedInWithProfile(t);
    const [row] = await load(client);
    const body = await expectRefusedWithoutWrite(
      t.database,
      () =>
        put(client, {
          changes: [
            { id: row!.id.toUpperCase(), currentQuantity: 5 },
            { id: row!.id, currentQuantity: 7 },
          ],
        }),
      400,
    );
    expect(body.error.fields?.['changes.1.id']).toEqual(['The same resource appears twice']);
  });

  it('an upper-case id saves its row and answers the lower-case id', async () => {
    const { client } = await signedInWithProfile(t);
    const [row] = await load(client);
    const res = await put(client, { changes: [{ id: row!.id.toUpperCase(), currentQuantity: 3 }] });
    expect(res.status).toBe(200);
    const saved = (await okJson(res)).resources;
    expect(saved.map((r) => [r.id, r.currentQuantity])).toEqual([[row!.id, 3]]);
  });

  it('every 4xx writes nothing', async () => {
    const { client } = await signedInWithProfile(t);
    const { client: other } = await signedInWithProfile(t);
    const [mine] = await load(client);
    const [theirs] = await load(other);
    const cases: [SaveBody, number][] = [
      [
        {
          changes: [
            { id: mine!.id, currentQuantity: 1 },
            { id: theirs!.id, currentQuantity: 1 },
          ],
        },
        404,
      ],
      [{ changes: [{ id: mine!.id, currentQuantity: -1 }] }, 400],
      [{ changes: [{ id: `${mine!.id}\u0000`, currentQuantity: 1 }] }, 400],
      [{ changes: [{ id: 'not-a-uuid', currentQuantity: 1 }] }, 400],
      [{ changes: [] }, 400],
    ];
    for (const [json, status] of cases) {
      await expectRefusedWithoutWrite(t.database, () => put(client, json), status);
    }
    await expectRefusedWithoutWrite(
      t.database,
      () => putRaw(client, { changes: [{ id: mine!.id, currentQuantity: 1 }], extra: true }),
      400,
    );
    await expectRefusedWithoutWrite(
      t.database,
      () =>
        client.request('/api/resources', {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: '{"changes": [',
        }),
      400,
    );
    await expectRefusedWithoutWrite(
      t.database,
      () => new TestClient(t).api.resources.$put({ json: { changes: [] } }),
      401,
    );
  });
});
