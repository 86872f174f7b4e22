/**
 * A supply save resent after its answer was lost is applied once (issue 35 follow-up, decision
 * 0276): the save's key is written in the save's transaction, and a save whose key the user
 * already has answers the rows as they are now, applying nothing. A save that fails leaves no key.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { RESOURCE_QUANTITY_MAX } from '@shared/constants/resources';
import type { Resource } from '@shared/resources/schemas';
import { saveKeys, users } from '../../db/schema';
import { pruneSaveKeys } from '../../services/jobs/housekeeping';
import { JobWorker } from '../../services/jobs/worker';
import { createWidePoolTestApp, type TestApp } from '../../test/app';
import { okJson, signedInWithProfile, type TestClient } from '../../test/client';

// Five resends at once need connections of their own besides the sessions' lookups (the test pool
// holds 5): the app runs on a wider pool of the file's database, so the saves wait on the key's
// lock, never on a connection.
const t: TestApp = await createWidePoolTestApp(12, { mail: true, env: { RATE_LIMIT_SCALE: '100' } });
afterAll(() => t.close());

type SaveBody = Parameters<TestClient['api']['resources']['$put']>[0]['json'];
const put = (client: TestClient, json: SaveBody) => client.api.resources.$put({ json });
const load = async (client: TestClient) => (await okJson(await client.api.resources.$get())).resources;
const quantityOf = (rows: readonly Resource[], id: string) => rows.find((r) => r.id === id)!.currentQuantity;

async function member() {
  const { client, data } = await signedInWithProfile(t);
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, data.email));
  const rows = await load(client);
  return { client, userId: row!.id, cans: rows.find((r) => r.name === 'Canned Food')! };
}

/** The user's row at `quantity` (a save without a key: a typed quantity). */
async function stock(client: TestClient, id: string, quantity: number) {
  const res = await put(client, { changes: [{ id, currentQuantity: quantity }] });
  expect(res.status, await res.clone().text()).toBe(200);
}

const keysOf = (userId: string, key: string) =>
  t.database.db
    .select()
    .from(saveKeys)
    .where(and(eq(saveKeys.userId, userId), eq(saveKeys.key, key)));

describe('PUT /api/resources with a save key', () => {
  it('the same save sent twice with its key is applied once; both answers are 200 with the same totals', async () => {
    const { client, cans } = await member();
    await stock(client, cans.id, 10);
    const body = { deltas: [{ id: cans.id, delta: -1 }], saveKey: randomUUID() };
    const first = await put(client, body);
    const second = await put(client, body);
    expect([first.status, second.status]).toEqual([200, 200]);
    const [a, b] = [(await okJson(first)).resources, (await okJson(second)).resources];
    expect(a.map((r) => [r.id, r.currentQuantity])).toEqual([[cans.id, 9]]);
    // The resend answers what a save answers: the same rows, as they are now.
    expect(b).toEqual(a);
    expect(quantityOf(await load(client), cans.id)).toBe(9);
  });

  it('two saves with different keys are two saves: applied twice', async () => {
    const { client, cans } = await member();
    await stock(client, cans.id, 10);
    for (const saveKey of [randomUUID(), randomUUID()]) {
      const res = await put(client, { deltas: [{ id: cans.id, delta: -1 }], saveKey });
      expect(res.status).toBe(200);
    }
    expect(quantityOf(await load(client), cans.id)).toBe(8);
  });

  it('saves without a key (releases before keys) apply every time they are sent', async () => {
    const { client, cans } = await member();
    await stock(client, cans.id, 10);
    for (let i = 0; i < 2; i++) expect((await put(client, { deltas: [{ id: cans.id, delta: -1 }] })).status).toBe(200);
    expect(quantityOf(await load(client), cans.id)).toBe(8);
  });

  it('a refused save leaves no key: the same key, sent again fixed, applies', async () => {
    const { client, userId, cans } = await member();
    await stock(client, cans.id, 10);
    const saveKey = randomUUID();
    // 404 in the transaction: a batch that does not exist.
    const missing = await put(client, {
      deltas: [{ id: cans.id, delta: -1 }],
      removedBatches: [randomUUID()],
      saveKey,
    });
    expect(missing.status).toBe(404);
    expect(await keysOf(userId, saveKey)).toEqual([]);
    // 400 in the transaction: more than a supply may hold.
    const tooMany = await put(client, { deltas: [{ id: cans.id, delta: RESOURCE_QUANTITY_MAX }], saveKey });
    expect(tooMany.status).toBe(400);
    expect(await keysOf(userId, saveKey)).toEqual([]);
    expect(quantityOf(await load(client), cans.id)).toBe(10);
    const fixed = await put(client, { deltas: [{ id: cans.id, delta: -1 }], saveKey });
    expect(fixed.status).toBe(200);
    expect(quantityOf(await load(client), cans.id)).toBe(9);
    expect(await keysOf(userId, saveKey)).toHaveLength(1);
  });

  it('five resends of one save at the same moment apply once, and all answer the same totals', async () => {
    const { client, cans } = await member();
    await stock(client, cans.id, 10);
    const body = { deltas: [{ id: cans.id, delta: -3 }], saveKey: randomUUID() };
    const answers = await Promise.all(Array.from({ length: 5 }, () => put(client, body)));
    expect(answers.map((r) => r.status)).toEqual(Array(5).fill(200));
    const totals = await Promise.all(answers.map(async (r) => quantityOf((await okJson(r)).resources, cans.id)));
    expect(totals).toEqual(Array(5).fill(7));
    expect(quantityOf(await load(client), cans.id)).toBe(7);
  });

  it("one user's key does not stop another user's save with the same key", async () => {
    const a = await member();
    const b = await member();
    await stock(a.client, a.cans.id, 10);
    await stock(b.client, b.cans.id, 10);
    const saveKey = randomUUID();
    expect((await put(a.client, { deltas: [{ id: a.cans.id, delta: -1 }], saveKey })).status).toBe(200);
    expect((await put(b.client, { deltas: [{ id: b.cans.id, delta: -2 }], saveKey })).status).toBe(200);
    expect(quantityOf(await load(a.client), a.cans.id)).toBe(9);
    expect(quantityOf(await load(b.client), b.cans.id)).toBe(8);
  });

  it('a save key must be a UUID (400 at the field, nothing written)', async () => {
    const { client, cans } = await member();
    await stock(client, cans.id, 10);
    const res = await put(client, { deltas: [{ id: cans.id, delta: -1 }], saveKey: 'again' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { fields: { saveKey: ['A save key is a UUID'] } } });
    expect(quantityOf(await load(client), cans.id)).toBe(10);
  });
});

describe('pruneSaveKeys', () => {
  it('deletes the keys older than the age given, in batches, and keeps the others', async () => {
    const { userId } = await member();
    const old = Array.from({ length: 5 }, () => randomUUID());
    const recent = Array.from({ length: 2 }, () => randomUUID());
    await t.database.db
      .insert(saveKeys)
      .values([
        ...old.map((key) => ({ userId, key, createdAt: sql`now() - interval '8 days'` })),
        { userId, key: recent[0]!, createdAt: sql`now() - interval '6 days'` },
        { userId, key: recent[1]! },
      ]);
    const deleted = await pruneSaveKeys(t.database.db, 7 * 86_400_000, 2);
    expect(deleted).toBeGreaterThanOrEqual(5);
    const left = await t.database.db.select({ key: saveKeys.key }).from(saveKeys).where(eq(saveKeys.userId, userId));
    expect(left.map((r) => r.key).sort()).toEqual([...recent].sort());
  });
});

describe("the job worker's prune", () => {
  it('deletes save keys past SAVE_KEY_DAYS (7 days) and keeps younger ones', async () => {
    const { userId } = await member();
    const [old, recent] = [randomUUID(), randomUUID()];
    await t.database.db.insert(saveKeys).values([
      { userId, key: old, createdAt: sql`now() - interval '7 days 1 minute'` },
      { userId, key: recent, createdAt: sql`now() - interval '6 days 23 hours'` },
    ]);
    const worker = new JobWorker(t.database, pino({ level: 'silent' }), { pollIntervalMs: 50, pruneIntervalMs: 0 });
    worker.start();
    try {
      const deadline = Date.now() + 10_000;
      while ((await keysOf(userId, old)).length > 0 && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 50));
    } finally {
      await worker.stop();
    }
    expect(await keysOf(userId, old)).toEqual([]);
    expect(await keysOf(userId, recent)).toHaveLength(1);
  });
});
