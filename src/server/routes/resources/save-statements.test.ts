/**
 * SAVE CHANGES in a constant number of statements (issue 41, decision 0296): a save of 1, 21 or
 * 100 changed rows (typed quantities, deltas, new batches, removed batches, a save key) sends the
 * same number of statements to PostgreSQL, at most 5 with BEGIN and COMMIT counted, and writes ONE
 * activity line listing what changed. Saved again, rows the instance knows take ONE statement
 * (decision 0368; known-save.test.ts).
 *
 * Counted at the driver: every query the app's pool sends, whatever sends it (Drizzle, a prepared
 * statement, BEGIN/COMMIT), is counted by wrapping each pooled client's `query` as it is checked
 * out. The session's read is never counted (test/statements.ts), so what is counted is the save.
 */
import { randomUUID } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Resource } from '@shared/resources/schemas';
import { householdActivity, householdMembers, userResources, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { newBatch } from '../../test/batches';
import { okJson, signedInWithProfile, type TestClient } from '../../test/client';
import { statementRecorder } from '../../test/statements';

const t: TestApp = await createTestApp({ mail: true });
afterAll(() => t.close());

type SaveBody = Parameters<TestClient['api']['resources']['$put']>[0]['json'];
const load = async (client: TestClient) => (await okJson(await client.api.resources.$get())).resources;

const sentDuring = statementRecorder(t.database.pool!);
const statementsOf = async (during: () => Promise<void>) => (await sentDuring(during)).map((s) => s.text);

/** A household holding `n` supplies (the 21 defaults, then rows of its own), signed in. */
async function householdWith(n: number) {
  const { client, data } = await signedInWithProfile(t);
  const seeded = await load(client);
  const [me] = await t.database.db
    .select({ userId: users.id, householdId: householdMembers.householdId })
    .from(users)
    .innerJoin(householdMembers, eq(householdMembers.userId, users.id))
    .where(eq(users.email, data.email));
  if (n > seeded.length)
    await t.database.db.insert(userResources).values(
      Array.from({ length: n - seeded.length }, (_, i) => ({
        householdId: me!.householdId,
        name: `Own supply ${i + 1}`,
        category: 'Tools & Equipment',
        unit: 'items',
        targetQuantity: 4,
        isCustom: true,
        ownTarget: true,
      })),
    );
  const rows = (await load(client)).slice(0, n);
  expect(rows).toHaveLength(n);
  return { client, rows, ...me! };
}

const batch = newBatch;

/**
 * A save touching every row in one of four ways: a typed quantity, a delta, a new batch, a batch
 * removed (made by an earlier save, not counted).
 */
async function mixedSave(client: TestClient, rows: readonly Resource[]): Promise<SaveBody> {
  const toRemove = rows.filter((_, i) => i % 4 === 3).map((r) => batch(r.id, 2, null));
  if (toRemove.length) expect((await client.api.resources.$put({ json: { batches: toRemove } })).status).toBe(200);
  return {
    changes: rows.filter((_, i) => i % 4 === 0).map((r) => ({ id: r.id, currentQuantity: 5 })),
    deltas: rows.filter((_, i) => i % 4 === 1).map((r) => ({ id: r.id, delta: 2 })),
    batches: rows.filter((_, i) => i % 4 === 2).map((r) => batch(r.id, 3, '2027-06-01')),
    removedBatches: toRemove.map((b) => b.id),
    saveKey: randomUUID(),
  };
}

describe('SAVE CHANGES in a constant number of statements', () => {
  it('1, 21 and 100 changed rows are saved in the same number of statements, at most 5 with BEGIN and COMMIT, and ONE when saved again', async () => {
    const counts: number[] = [];
    for (const n of [1, 21, 100]) {
      const { client, rows, householdId } = await householdWith(n);
      const body = await mixedSave(client, rows);
      const linesBefore = await t.database.db.$count(householdActivity, eq(householdActivity.householdId, householdId));
      let saved: Resource[] = [];
      const texts = await statementsOf(async () => {
        const res = await client.api.resources.$put({ json: body });
        expect(res.status, await res.clone().text()).toBe(200);
        saved = (await okJson(res)).resources;
      });
      expect(texts.length, texts.join('\n---\n')).toBeLessThanOrEqual(5);
      expect(texts[0]).toMatch(/^begin/i);
      expect(texts.at(-1)).toMatch(/^commit/i);
      counts.push(texts.length);

      // What was saved: every row, in the save's order, as asked.
      expect(saved).toHaveLength(n);
      rows.forEach((row, i) => {
        const got = saved.find((r) => r.id === row.id)!;
        const expected = [5, row.currentQuantity + 2, row.currentQuantity + 3, row.currentQuantity][i % 4];
        expect(got.currentQuantity, row.name).toBe(expected);
      });
      const reread = await load(client);
      for (const r of saved) expect(reread.find((x) => x.id === r.id)).toEqual(r);

      // One activity line for the save, naming the first five changes and how many more.
      const lines = await t.database.db
        .select({ summary: householdActivity.summary })
        .from(householdActivity)
        .where(eq(householdActivity.householdId, householdId))
        .orderBy(desc(householdActivity.createdAt));
      expect(lines).toHaveLength(linesBefore + 1);
      // Every row changed (a removed batch reads "used 2 …").
      const more = n - 5;
      if (n === 1) expect(lines[0]!.summary).toBe(`added 5 ${rows[0]!.name}`);
      else expect(lines[0]!.summary).toMatch(new RegExp(`^added 5 .*; and ${more} more supplies$`));
      expect(lines[0]!.summary.split('; ')).toHaveLength(Math.min(n, 5) + (n > 5 ? 1 : 0));

      // Saved again, the rows this save left are known to the instance: ONE statement (decision 0368).
      const again = await sentDuring(async () => {
        const res = await client.api.resources.$put({
          json: { deltas: rows.map((r) => ({ id: r.id, delta: 1 })), saveKey: randomUUID() },
        });
        expect(res.status, await res.clone().text()).toBe(200);
        for (const r of (await okJson(res)).resources)
          expect(r.currentQuantity).toBe(saved.find((x) => x.id === r.id)!.currentQuantity + 1);
      });
      expect(again.map((s) => s.name)).toEqual(['resources_save_known']);
    }
    expect(counts[1]).toBe(counts[0]);
    expect(counts[2]).toBe(counts[0]);
  });

  it('its three statements are named prepared statements whose text does not depend on the rows (decision 0301)', async () => {
    const seen = new Map<string, string>();
    for (const n of [1, 21, 100]) {
      const { client, rows } = await householdWith(n);
      const body = await mixedSave(client, rows);
      const sent = await sentDuring(async () => {
        expect((await client.api.resources.$put({ json: body })).status).toBe(200);
      });
      const between = sent.slice(1, -1);
      expect(between.map((s) => s.name)).toEqual([
        'resources_save_open',
        'resources_save_batches',
        'resources_save_write',
      ]);
      // One text per name, whatever the number of rows: PostgreSQL parses and plans it once per connection.
      for (const s of between) {
        if (!seen.has(s.name!)) seen.set(s.name!, s.text);
        expect(s.text, s.name).toBe(seen.get(s.name!));
      }
    }
    expect(seen.size).toBe(3);
  });

  it('a save that changes nothing writes no activity line', async () => {
    const { client, rows, householdId } = await householdWith(2);
    const before = await t.database.db.$count(householdActivity, eq(householdActivity.householdId, householdId));
    const res = await client.api.resources.$put({
      json: { changes: rows.map((r) => ({ id: r.id, currentQuantity: r.currentQuantity })) },
    });
    expect(res.status).toBe(200);
    expect(await t.database.db.$count(householdActivity, eq(householdActivity.householdId, householdId))).toBe(before);
  });
});

describe('the list with its barcodes', () => {
  it('GET /api/resources reads the rows (with their codes and the goal) and the batches: two statements', async () => {
    const { client, rows, householdId } = await householdWith(21);
    await t.database.db.execute(
      sql`insert into resource_barcodes (household_id, code, resource_id)
        select ${householdId}::uuid, 'LIST-' || r.id, r.id from user_resources r where r.household_id = ${householdId}::uuid`,
    );
    let listed: Resource[] = [];
    const texts = await statementsOf(async () => {
      listed = await load(client);
    });
    expect(texts, texts.join('\n---\n')).toHaveLength(2);
    expect(listed.map((r) => r.barcodes)).toEqual(rows.map((r) => [`LIST-${r.id}`]));
  });
});
