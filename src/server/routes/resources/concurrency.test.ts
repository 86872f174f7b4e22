/**
 * SAVE CHANGES under concurrency (issue 35, item 1; decision 0256): members of one household
 * sending changes to the same rows at the same moment, each from its own session and its own
 * database connection. Every acknowledged delta applies exactly once (final = initial + the sum
 * of the deltas answered 200), a full save is never half-applied (the row ends at the value of
 * the save that committed last, and its batches always add up to the stored quantity), and
 * offline queues replayed by several devices at once add up the same way.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { Resource } from '@shared/resources/schemas';
import { utcDay } from '@shared/supplies/expiry';
import { addMonths } from '@shared/supplies/rotation';
import { openDatabase } from '../../db/client';
import { householdMembers, users } from '../../db/schema';
import { rowsOf } from '../../db/sql-helpers';
import { createWidePoolTestApp, type TestApp } from '../../test/app';
import { okJson, signedInWithProfile, type TestClient } from '../../test/client';
import { householdIdOf } from '../../test/households';
import { saveChanges } from './resources.queries';

// Eight clients at once need eight connections of their own (the test pool holds 5): the app runs
// on a wider pool of the file's database, so no save waits for a connection instead of a lock.
const t: TestApp = await createWidePoolTestApp(12, { mail: true, env: { RATE_LIMIT_SCALE: '100' } });
afterAll(() => t.close());

type SaveBody = Parameters<TestClient['api']['resources']['$put']>[0]['json'];
const put = (client: TestClient, json: SaveBody) => client.api.resources.$put({ json });
/** A 200, or the answer's body in the failure message. */
const expectSaved = async (res: Response) => expect(res.status, await res.clone().text()).toBe(200);
const load = async (client: TestClient) => (await okJson(await client.api.resources.$get())).resources;
const today = () => utcDay(Date.now());

/**
 * The owner and seven editors of one household, each signed in on their own. Membership is
 * written directly (as accepting an invitation does): the invitation flow has its own tests.
 */
const members: TestClient[] = [];
const memberIds: string[] = [];
{
  const owner = await signedInWithProfile(t);
  const [ownerRow] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, owner.data.email));
  const household = await householdIdOf(t.database.db, ownerRow!.id);
  members.push(owner.client);
  memberIds.push(ownerRow!.id);
  for (let i = 1; i < 8; i++) {
    const member = await signedInWithProfile(t);
    const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, member.data.email));
    await t.database.db
      .update(householdMembers)
      .set({ householdId: household, role: 'editor' })
      .where(eq(householdMembers.userId, row!.id));
    members.push(member.client);
    memberIds.push(row!.id);
  }
}
const rows = await load(members[0]!);
const rowNamed = (name: string) => rows.find((r) => r.name === name)!;

/**
 * Starts a row over: its batches removed, then stock that expires soon (taken first) and stock
 * that keeps, so plus and minus change different batches, as they do on a real shelf.
 */
async function restock(row: Resource, soon: number, later: number): Promise<void> {
  const [current] = (await load(members[0]!)).filter((r) => r.id === row.id);
  const day = today();
  const res = await put(members[0]!, {
    removedBatches: current!.batches.map((b) => b.id),
    batches: [
      { id: randomUUID(), resourceId: row.id, quantity: soon, addedOn: day, expiresOn: addMonths(day, 2), note: null },
      { id: randomUUID(), resourceId: row.id, quantity: later, addedOn: day, expiresOn: '2199-01-01', note: null },
    ].filter((b) => b.quantity > 0),
  });
  await expectSaved(res);
}

/** What the database holds for a row: its stored quantity, its batches' sum, and what the API answers. */
async function held(rowId: string) {
  const [row] = rowsOf<{ stored: number; batches: number }>(
    await t.database.db.execute(sql`select r.current_quantity as stored,
        (select coalesce(sum(b.quantity), 0)::int from resource_batches b where b.resource_id = r.id) as batches
      from user_resources r where r.id = ${rowId}`),
  );
  const api = (await load(members[0]!)).find((r) => r.id === rowId)!.currentQuantity;
  return { ...row!, api };
}

/** Client `i`'s k-th change: mostly -1 and +1, some larger, never 0. */
const deltaOf = (i: number, k: number) => [-1, 1, -1, -2, 1, 3, -1, 1, -1, 2, -3, -1][(i * 5 + k) % 12]!;

describe('deltas from several members at once', () => {
  it('two members each send -1 on 10 at the same moment: 8 remain, 20 times out of 20', async () => {
    const cans = rowNamed('Canned Food');
    const ends: number[] = [];
    for (let trial = 0; trial < 20; trial++) {
      await restock(cans, 10, 0);
      const answers = await Promise.all(
        members.slice(0, 2).map((m) => put(m, { deltas: [{ id: cans.id, delta: -1 }] })),
      );
      for (const res of answers) await expectSaved(res);
      ends.push((await held(cans.id)).stored);
    }
    expect(ends).toEqual(Array(20).fill(8));
  });

  it.each([2, 4, 8])('%i clients sending deltas to one row: final = initial + every acknowledged delta', async (n) => {
    const row = rowNamed('Dried Beans');
    await restock(row, 60, 440);
    const initial = (await held(row.id)).stored;
    expect(initial).toBe(500);
    const acknowledged = await Promise.all(
      members.slice(0, n).map(async (client, i) => {
        let sum = 0;
        for (let k = 0; k < 12; k++) {
          const delta = deltaOf(i, k);
          const res = await put(client, { deltas: [{ id: row.id, delta }] });
          await expectSaved(res);
          sum += delta;
        }
        return sum;
      }),
    );
    const expected = initial + acknowledged.reduce((a, b) => a + b, 0);
    expect(await held(row.id)).toEqual({ stored: expected, batches: expected, api: expected });
  });

  it('eight clients each sending 40 × +1: all 320 stored', async () => {
    const row = rowNamed('Energy Bars');
    await restock(row, 0, 100);
    await Promise.all(
      members.map(async (client) => {
        for (let k = 0; k < 40; k++) await expectSaved(await put(client, { deltas: [{ id: row.id, delta: 1 }] }));
      }),
    );
    expect(await held(row.id)).toEqual({ stored: 420, batches: 420, api: 420 });
  });
});

describe('full saves from several members at once', () => {
  /*
   * A full save sets what counts ("I counted 57"): when two race, the one that commits last wins,
   * and it is applied whole to the batches as they are when it runs. "Acknowledged" for a full
   * save is its 200 with the row at its value; the final value is the last value one of the
   * clients sent (each sends its saves one after another, so only a last one can be last overall),
   * and the batches always add up to the stored quantity.
   */
  it.each([2, 4, 8])('%i clients saving quantities of one row: the last save wins whole', async (n) => {
    const row = rowNamed('Water (Gallons)');
    await restock(row, 30, 20);
    // Rounds of saves sent together: the last save of each round races the others.
    for (let round = 0; round < 8; round++) {
      const values = members.slice(0, n).map((_, i) => 20 + ((i * 17 + round * 11) % 60));
      const answers = await Promise.all(
        members.slice(0, n).map((client, i) => put(client, { changes: [{ id: row.id, currentQuantity: values[i]! }] })),
      );
      for (const [i, res] of answers.entries()) {
        await expectSaved(res);
        expect((await okJson(res)).resources[0]!.currentQuantity).toBe(values[i]);
      }
      const after = await held(row.id);
      expect(after.batches).toBe(after.stored);
      expect(after.api).toBe(after.stored);
      expect(values).toContain(after.stored);
    }
  });
});

describe('offline queues replayed by several devices at once', () => {
  /*
   * What the web queue sends when the connection is back (offline/resource-queue.ts flush): it
   * reads the supplies, then sends one PUT with what was done offline as deltas, per row, and the
   * batches made offline. Each device here replays several queues, one after another.
   */
  it.each([2, 4, 8])('%i devices replaying their queues: every delta and batch counted once', async (n) => {
    const cans = rowNamed('Canned Food');
    const water = rowNamed('Water (Gallons)');
    const rice = rowNamed('Rice (Pounds)');
    await restock(cans, 50, 250);
    await restock(water, 40, 160);
    await restock(rice, 0, 10);
    const sent = await Promise.all(
      members.slice(0, n).map(async (device, i) => {
        const sums = { cans: 0, water: 0, rice: 0 };
        for (let k = 0; k < 5; k++) {
          const server = await load(device);
          expect(server.some((r) => r.id === cans.id)).toBe(true);
          const queue = {
            changes: [],
            deltas: [
              { id: cans.id, delta: deltaOf(i, k) },
              { id: water.id, delta: deltaOf(i + 3, k) },
            ],
            batches: [
              {
                id: randomUUID(),
                resourceId: rice.id,
                quantity: 1 + ((i + k) % 3),
                addedOn: today(),
                expiresOn: null,
                note: null,
              },
            ],
            removedBatches: [],
          };
          const res = await put(device, queue);
          await expectSaved(res);
          sums.cans += queue.deltas[0]!.delta;
          sums.water += queue.deltas[1]!.delta;
          sums.rice += queue.batches[0]!.quantity;
        }
        return sums;
      }),
    );
    const total = (key: 'cans' | 'water' | 'rice') => sent.reduce((a, s) => a + s[key], 0);
    for (const [row, expected] of [
      [cans, 300 + total('cans')],
      [water, 200 + total('water')],
      [rice, 10 + total('rice')],
    ] as const) {
      expect(await held(row.id)).toEqual({ stored: expected, batches: expected, api: expected });
    }
  });
});

describe('lock order', () => {
  it('a save waiting for one of its rows holds none of the others: rows are locked in id order', async () => {
    // Every row at 50; then two rows whose places in the table are the reverse of their id order
    // (the higher id's newest version lies first). Row versions land where the table has room, so
    // the pair is found, not assumed; among 21 rows one always exists.
    for (const row of rows) await restock(row, 0, 50);
    const [pair] = rowsOf<{ first: string; second: string }>(
      await t.database.db.execute(sql`select a.id as first, b.id as second from user_resources a
        join user_resources b on b.household_id = a.household_id and a.id < b.id and b.ctid < a.ctid
        where a.id in (select value::uuid from json_array_elements_text(${JSON.stringify(rows.map((r) => r.id))}::json))
        limit 1`),
    );
    expect(pair).toBeDefined();
    const first = rows.find((r) => r.id === pair!.first);
    const second = rows.find((r) => r.id === pair!.second);
    // ...and the planner may read a household's rows in table order (it did in the replays above,
    // which then deadlocked): sessions that cannot use an index scan always do.
    const url = new URL(t.database.url!);
    url.searchParams.set('options', '-c enable_indexscan=off');
    const tableOrder = await openDatabase({ databaseUrl: url.toString(), poolMax: 3 });
    const holder = new pg.Client({ connectionString: t.database.url });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('select id from user_resources where id = $1 for update', [first!.id]);
      const save = (userId: string, deltas: { id: string; delta: number }[]) =>
        saveChanges(tableOrder, userId, { changes: [], deltas, batches: [], removedBatches: [] }, today());
      // Both rows in one save (an offline queue with two supplies): it waits for the first row...
      const both = save(memberIds[1]!, [
        { id: first!.id, delta: 1 },
        { id: second!.id, delta: 1 },
      ]);
      await expect.poll(() => waiting()).toBe(1);
      // ...holding nothing else: a save of the second row alone goes through meanwhile.
      const [alone] = await Promise.race([
        save(memberIds[2]!, [{ id: second!.id, delta: -1 }]),
        sleep(5000).then(() => Promise.reject(new Error('the save of the second row waited for the save of both'))),
      ]);
      expect(alone!.currentQuantity).toBe(49);
      await holder.query('commit');
      await both;
    } finally {
      await holder.query('rollback').catch(() => undefined);
      await holder.end();
      await tableOrder.close();
    }
    expect((await held(first!.id)).stored).toBe(51);
    expect((await held(second!.id)).stored).toBe(50);
  });
});

/** Sessions of this database waiting for a lock. */
async function waiting(): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await t.database.db.execute(
      sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    ),
  );
  return row!.n;
}
