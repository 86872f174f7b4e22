/**
 * Every answer that returns supplies carries their barcodes (issue 42), sorted: the list, SAVE
 * CHANGES (and its replay), a new supply, a changed one and "Set targets from my goal".
 */
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { resourceBarcodes, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { okJson, signedInWithProfile, type TestClient } from '../../test/client';
import { householdIdOf } from '../../test/households';

const t: TestApp = await createTestApp({ mail: true });
afterAll(() => t.close());

const load = async (client: TestClient) => (await okJson(await client.api.resources.$get())).resources;

/** A household with codes written straight to the table on its Tent (unsorted) and Bandages. */
async function withCodes() {
  const { client, data } = await signedInWithProfile(t);
  const rows = await load(client);
  const [u] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, data.email));
  const householdId = await householdIdOf(t.database.db, u!.id);
  const tent = rows.find((r) => r.name === 'Tent')!;
  const bandages = rows.find((r) => r.name === 'Bandages')!;
  await t.database.db.insert(resourceBarcodes).values([
    { householdId, code: '5000000000009', resourceId: tent.id },
    { householdId, code: '0001234567895', resourceId: tent.id },
    { householdId, code: 'TENT-B', resourceId: tent.id },
    { householdId, code: '96385074', resourceId: bandages.id },
  ]);
  return { client, tent, bandages };
}

const tentCodes = ['0001234567895', '5000000000009', 'TENT-B'];

describe('barcodes in resource answers', () => {
  it('the list gives each supply its codes, sorted; a supply without any gives []', async () => {
    const { client, tent, bandages } = await withCodes();
    const rows = await load(client);
    expect(rows.find((r) => r.id === tent.id)!.barcodes).toEqual(tentCodes);
    expect(rows.find((r) => r.id === bandages.id)!.barcodes).toEqual(['96385074']);
    expect(rows.filter((r) => r.barcodes.length === 0)).toHaveLength(19);
  });

  it('SAVE CHANGES answers the saved rows with their codes', async () => {
    const { client, tent } = await withCodes();
    const saved = (await okJson(await client.api.resources.$put({ json: { deltas: [{ id: tent.id, delta: 2 }] } })))
      .resources;
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ currentQuantity: 2, barcodes: tentCodes });
  });

  it('a replayed save answers the codes too', async () => {
    const { client, tent } = await withCodes();
    const json = { deltas: [{ id: tent.id, delta: 1 }], saveKey: crypto.randomUUID() };
    await client.api.resources.$put({ json });
    const again = (await okJson(await client.api.resources.$put({ json }))).resources;
    expect(again[0]).toMatchObject({ currentQuantity: 1, barcodes: tentCodes });
  });

  it('a changed supply and "Set targets from my goal" answer with the codes', async () => {
    const { client, tent, bandages } = await withCodes();
    const patched = await okJson(
      await client.api.resources[':id'].$patch({ param: { id: tent.id }, json: { unit: 'tents' } }),
    );
    expect(patched.resource.barcodes).toEqual(tentCodes);
    const targets = await okJson(
      await client.api.resources.targets.$put({
        json: {
          targets: [
            { id: bandages.id, targetQuantity: 3 },
            { id: tent.id, targetQuantity: 2 },
          ],
        },
      }),
    );
    expect(targets.resources.map((r) => r.barcodes)).toEqual([['96385074'], tentCodes]);
  });

  it('a new supply answers []', async () => {
    const { client } = await withCodes();
    const res = await client.api.resources.$post({
      json: {
        name: 'Lamp oil',
        category: 'Tools & Equipment',
        unit: 'bottles',
        targetQuantity: 2,
        litresPerUnit: null,
        kcalPerUnit: null,
      },
    });
    expect(res.status).toBe(201);
    expect((await okJson(res)).resource.barcodes).toEqual([]);
  });

  it('another household never sees them', async () => {
    await withCodes();
    const { client } = await signedInWithProfile(t);
    expect((await load(client)).every((r) => r.barcodes.length === 0)).toBe(true);
  });
});
