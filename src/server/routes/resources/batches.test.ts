/**
 * Batches through SAVE CHANGES (docs/product.md#resource-tracker): added, edited and removed in
 * one transaction, plus and minus first expired first out, expired stock counting for nothing
 * in status and readiness. The clock is fake: "today" is 2026-11-24 (UTC).
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { floorToTenth, kcalPerDay } from '@shared/readiness/calculator';
import { ONE_ADULT_HOUSEHOLD } from '@shared/readiness/example-households';
import { BATCH_MESSAGES, type Resource } from '@shared/resources/schemas';
import { resourceStatus } from '@shared/resources/status';
import { EXPIRY_MESSAGES } from '@shared/supplies/expiry';
import { resourceBatches } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { errorJson, okJson, signedInWithProfile, type TestClient } from '../../test/client';
import { outboxDrained, remindersTo } from '../../test/reminders';
import { expectRefusedWithoutWrite } from '../../test/snapshot';

let clock = Date.parse('2026-11-24T12:00:00Z');
const t: TestApp = await createTestApp({ mail: true, now: () => clock });
afterAll(() => t.close());

const load = async (client: TestClient) => (await okJson(await client.api.resources.$get())).resources;
const byName = (rows: readonly Resource[], name: string) => rows.find((r) => r.name === name)!;
type SaveBody = Parameters<TestClient['api']['resources']['$put']>[0]['json'];
const save = async (client: TestClient, json: SaveBody) =>
  (await okJson(await client.api.resources.$put({ json }))).resources;
const putRaw = (client: TestClient, body: unknown) => client.request('/api/resources', { method: 'PUT', json: body });

async function userWithWater() {
  const { client } = await signedInWithProfile(t);
  const water = byName(await load(client), 'Water (Gallons)');
  return { client, water };
}
const batch = (resourceId: string, quantity: number, expiresOn: string | null, addedOn = '2026-11-24') => ({
  id: randomUUID(),
  resourceId,
  quantity,
  addedOn,
  expiresOn,
  note: null,
});

describe('batches', () => {
  it('a new batch with an expiry is stored; the quantity is the sum of the batches', async () => {
    const { client, water } = await userWithWater();
    const first = batch(water.id, 10, '2027-05-24');
    const [saved] = await save(client, { batches: [first] });
    expect(saved!.currentQuantity).toBe(10);
    expect(saved!.batches).toEqual([expect.objectContaining({ id: first.id, quantity: 10, expiresOn: '2027-05-24' })]);
    const [again] = await save(client, { batches: [batch(water.id, 4, null)] });
    expect(again!.currentQuantity).toBe(14);
    expect(again!.status).toBe('good');
    // The stored total follows too (what the readiness read and the CSV use).
    expect((await load(client)).find((r) => r.id === water.id)!.currentQuantity).toBe(14);
  });

  it("plus adds to today's batch of new stock, best before the supply's default; minus takes from the batch that expires first", async () => {
    const { client, water } = await userWithWater();
    const late = batch(water.id, 5, '2027-06-01');
    const soon = batch(water.id, 3, '2026-12-15');
    await save(client, { batches: [late, soon] });
    // Bottled water without a label date keeps 12 months.
    let [row] = await save(client, { changes: [{ id: water.id, currentQuantity: 10 }] });
    expect(row!.batches.map((b) => [b.quantity, b.expiresOn])).toEqual([
      [3, '2026-12-15'],
      [5, '2027-06-01'],
      [2, '2027-11-24'],
    ]);
    [row] = await save(client, { changes: [{ id: water.id, currentQuantity: 6 }] });
    expect(row!.batches.map((b) => [b.quantity, b.expiresOn])).toEqual([
      [4, '2027-06-01'],
      [2, '2027-11-24'],
    ]);
    expect(row!.currentQuantity).toBe(6);
  });

  it('edits a batch (date, quantity, note) and removes one, all in one save', async () => {
    const { client, water } = await userWithWater();
    const a = batch(water.id, 5, '2027-01-01');
    const b = batch(water.id, 2, null);
    await save(client, { batches: [a, b] });
    const [row] = await save(client, {
      batches: [{ ...a, quantity: 7, expiresOn: '2027-02-01', note: 'Garage shelf' }],
      removedBatches: [b.id],
    });
    expect(row!.batches).toEqual([
      expect.objectContaining({ id: a.id, quantity: 7, expiresOn: '2027-02-01', note: 'Garage shelf' }),
    ]);
    expect(row!.currentQuantity).toBe(7);
  });

  it('an expired batch is left out of status and days covered, shown as expired until removed', async () => {
    const { client } = await signedInWithProfile(t);
    const rows = await load(client);
    const water = byName(rows, 'Water (Gallons)');
    const cans = byName(rows, 'Canned Food');
    await client.api.readiness.household.$put({
      json: { ...ONE_ADULT_HOUSEHOLD, pets: [] },
    });
    const expiredCans = batch(cans.id, 40, '2026-11-23');
    const goodCans = batch(cans.id, 10, '2027-11-23');
    const [, savedCans] = await save(client, {
      batches: [batch(water.id, 14, '2027-05-24'), expiredCans, goodCans],
    });
    expect(savedCans!.currentQuantity).toBe(10);
    expect(savedCans!.expiredQuantity).toBe(40);
    // With a household, the cans' target is their share of the goal (decision 0292): 10 counts
    // against it, the 40 expired do not.
    expect(savedCans!.followsGoal).toBe(true);
    expect(savedCans!.status).toBe(resourceStatus(10, savedCans!.targetQuantity, true));
    expect(savedCans!.status).not.toBe(resourceStatus(50, savedCans!.targetQuantity, true));
    const answer = await okJson(await client.api.readiness.$get());
    // 10 cans x 300 kcal = 3,000 kcal for one adult's day (the 40 expired add nothing).
    const adult = ONE_ADULT_HOUSEHOLD;
    expect(answer.summary.daysCovered).toBe(floorToTenth(3000 / kcalPerDay(adult)));
    expect(answer.summary.limitedBy).toBe('food');
    // Minus never takes the expired stock: it stays until the user removes it.
    const [after] = await save(client, { changes: [{ id: cans.id, currentQuantity: 4 }] });
    expect(after!.batches.map((b) => [b.id, b.quantity])).toEqual([
      [expiredCans.id, 40],
      [goodCans.id, 4],
    ]);
  });

  it('the next day, a batch whose best-before day was yesterday stops counting (the cached answer too)', async () => {
    const { client, water } = await userWithWater();
    await save(client, { batches: [batch(water.id, 14, '2026-11-24')] });
    await client.api.readiness.household.$put({
      json: { ...ONE_ADULT_HOUSEHOLD, pets: [] },
    });
    expect(
      (await okJson(await client.api.readiness.$get())).resources.find((r) => r.id === water.id)!.currentQuantity,
    ).toBe(14);
    clock += 24 * 3600_000;
    try {
      const row = (await load(client)).find((r) => r.id === water.id)!;
      expect([row.currentQuantity, row.expiredQuantity, row.status]).toEqual([0, 14, 'critical']);
      const answer = await okJson(await client.api.readiness.$get());
      expect(answer.resources.find((r) => r.id === water.id)!.currentQuantity).toBe(0);
    } finally {
      clock -= 24 * 3600_000;
    }
  });
});

describe("new stock is best before its supply's default date (issue 35 item 7, decision 0257)", () => {
  it('a typed quantity, "Bought" and an offline plus date their batch; a reminder comes before it expires', async () => {
    const { client, data } = await signedInWithProfile(t);
    const rows = await load(client);
    const cans = byName(rows, 'Canned Food'); // keeps 1 year
    const rice = byName(rows, 'Rice (Pounds)'); // keeps: no expiry
    // A typed quantity; "Bought" travels the same way (the tracker sends the new quantity).
    const [typedCans, typedRice] = await save(client, {
      changes: [
        { id: cans.id, currentQuantity: 6 },
        { id: rice.id, currentQuantity: 4 },
      ],
    });
    expect(typedCans!.batches.map((b) => [b.quantity, b.addedOn, b.expiresOn])).toEqual([
      [6, '2026-11-24', '2027-11-24'],
    ]);
    expect(typedRice!.batches.map((b) => [b.quantity, b.addedOn, b.expiresOn])).toEqual([[4, '2026-11-24', null]]);
    await save(client, { changes: [{ id: cans.id, currentQuantity: 10 }] });
    // An offline plus (a delta) joins today's batch of new stock too.
    const [plusCans] = await save(client, { deltas: [{ id: cans.id, delta: 2 }] });
    expect(plusCans!.batches.map((b) => [b.quantity, b.expiresOn])).toEqual([[12, '2027-11-24']]);
    const stored = await t.database.db.select().from(resourceBatches).where(eq(resourceBatches.resourceId, cans.id));
    expect(stored.map((b) => [b.quantity, b.expiresOn])).toEqual([[12, '2027-11-24']]);

    // Five days before, the "expires soon" reminder names it.
    const before = clock;
    clock = Date.parse('2027-11-19T08:00:00Z');
    try {
      await t.app.services.reminders.runNow();
      await outboxDrained(t.app.services.db);
      const mails = remindersTo(t, data.email);
      expect(mails.map((m) => m.subject)).toContain('Holdfast: Canned Food expires on 24 November');
    } finally {
      clock = before;
    }
  });

  it("today's undated batch from before stays undated; what is added goes to a dated batch", async () => {
    const { client } = await signedInWithProfile(t);
    const cans = byName(await load(client), 'Canned Food');
    const undated = batch(cans.id, 3, null);
    await save(client, { batches: [undated] });
    const [row] = await save(client, { deltas: [{ id: cans.id, delta: 2 }] });
    expect(row!.batches.map((b) => [b.id === undated.id, b.quantity, b.addedOn, b.expiresOn])).toEqual([
      [false, 2, '2026-11-24', '2027-11-24'],
      [true, 3, '2026-11-24', null],
    ]);
  });

  it("the supply's current class decides: changed to 6 months, new stock is best before 6 months ahead", async () => {
    const { client } = await signedInWithProfile(t);
    const cans = byName(await load(client), 'Canned Food');
    const patched = await client.api.resources[':id'].$patch({
      param: { id: cans.id },
      json: { shelfLife: 'six-months' },
    });
    expect(patched.status).toBe(200);
    const [row] = await save(client, { changes: [{ id: cans.id, currentQuantity: 5 }] });
    expect(row!.batches.map((b) => [b.quantity, b.expiresOn])).toEqual([[5, '2027-05-24']]);
  });
});

describe('batch validation: 4xx and nothing written', () => {
  it.each([
    ['an expiry before 1900', { expiresOn: '1899-12-31' }, 'batches.0.expiresOn', EXPIRY_MESSAGES.date],
    ['an expiry after 2200', { expiresOn: '2201-01-01' }, 'batches.0.expiresOn', EXPIRY_MESSAGES.date],
    ['a date that does not exist', { expiresOn: '2027-02-30' }, 'batches.0.expiresOn', EXPIRY_MESSAGES.date],
    ['a negative quantity', { quantity: -1 }, 'batches.0.quantity', BATCH_MESSAGES.quantity],
    ['a quantity of 0', { quantity: 0 }, 'batches.0.quantity', BATCH_MESSAGES.quantity],
    ['a fractional quantity', { quantity: 1.5 }, 'batches.0.quantity', BATCH_MESSAGES.quantity],
  ])('%s is a 400 at the field', async (_label, override, field, message) => {
    const { client, water } = await userWithWater();
    const body = await expectRefusedWithoutWrite(
      t.database,
      () => putRaw(client, { batches: [{ ...batch(water.id, 3, '2027-01-01'), ...override }] }),
      400,
    );
    expect(body.error.fields?.[field]).toEqual([message]);
  });

  it("more than the limit in all of a row's batches is a 400", async () => {
    const { client, water } = await userWithWater();
    await save(client, { batches: [batch(water.id, 900_000, null)] });
    const body = await expectRefusedWithoutWrite(
      t.database,
      () => putRaw(client, { batches: [batch(water.id, 200_000, null)] }),
      400,
    );
    expect(body.error.message).toBe(BATCH_MESSAGES.total);
  });

  it("another user's row or batch answers 404 like a missing one; nothing is written", async () => {
    const owner = await userWithWater();
    const mine = batch(owner.water.id, 5, '2027-01-01');
    await save(owner.client, { batches: [mine] });
    const other = await userWithWater();
    for (const body of [
      { batches: [batch(owner.water.id, 1, null)] }, // a batch on the owner's row
      { batches: [{ ...mine, resourceId: other.water.id }] }, // the owner's batch id, moved to my row
      { batches: [{ ...mine, quantity: 1 }] }, // the owner's batch, changed
      { removedBatches: [mine.id] }, // the owner's batch, removed
      { changes: [{ id: owner.water.id, currentQuantity: 1 }] },
      { removedBatches: [randomUUID()] }, // no such batch
    ]) {
      await expectRefusedWithoutWrite(t.database, () => putRaw(other.client, body), 404);
    }
    // A batch cannot move to another of my own rows either.
    const tent = byName(await load(owner.client), 'Tent');
    await expectRefusedWithoutWrite(
      t.database,
      () => putRaw(owner.client, { batches: [{ ...mine, resourceId: tent.id }] }),
      404,
    );
    const [stored] = await t.database.db.select().from(resourceBatches).where(eq(resourceBatches.id, mine.id));
    expect(stored!.quantity).toBe(5);
  });

  it('a save naming a batch twice, or nothing at all, is a 400', async () => {
    const { client, water } = await userWithWater();
    const b = batch(water.id, 2, null);
    const res = await putRaw(client, { batches: [b], removedBatches: [b.id] });
    expect(res.status).toBe(400);
    const twice = await errorJson(res);
    expect(twice.error.fields?.['removedBatches.0']).toEqual([BATCH_MESSAGES.twice]);
    const empty = await putRaw(client, {});
    expect(empty.status).toBe(400);
    const nothing = await errorJson(empty);
    expect(nothing.error.fields?.changes).toEqual(['Nothing to save']);
  });
});
