import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { READINESS_MESSAGES, type HouseholdInput } from '@shared/readiness/schemas';
import { RESOURCE_MESSAGES, type CreateResourceInput, type Resource } from '@shared/resources/schemas';
import { userResources } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { okJson, signedInWithProfile, TestClient } from '../../test/client';
import { expectRefusedWithoutWrite } from '../../test/snapshot';

// One app (and database) for the file, made while the file loads.
const t: TestApp = await createTestApp({ mail: true });
afterAll(() => t.close());

/** The worked example of issue 15: US, 14 days; 2 adults, a child 4-8, a child 9-13, a 22.7 kg dog. */
const example: HouseholdInput = {
  adults: 2,
  children9to13: 1,
  children4to8: 1,
  childrenUnder4: 0,
  pregnantOrBreastfeeding: 0,
  pets: [{ name: 'Rex', kind: 'dog', weightKg: 22.7 }],
  standard: 'us',
  goalDays: 14,
  customLitresPerPerson: null,
};

const get = async (client: TestClient) => {
  const res = await client.api.readiness.$get();
  expect(res.status).toBe(200);
  return okJson(res);
};
const putHousehold = (client: TestClient, json: HouseholdInput) => client.api.readiness.household.$put({ json });
/** Deliberately invalid bodies the typed client would not let through. */
const putHouseholdRaw = (client: TestClient, body: unknown) =>
  client.request('/api/readiness/household', { method: 'PUT', json: body });
const byName = (rows: readonly Resource[], name: string) => rows.find((r) => r.name === name)!;

describe('GET /api/readiness', () => {
  it('a new user: no household yet, the 21 supplies seeded with what the defaults hold, no figure', async () => {
    const { client } = await signedInWithProfile(t);
    const body = await get(client);
    expect(body.household).toBeNull();
    expect(body.units).toBe('us');
    expect(body.resources).toHaveLength(21);
    expect(byName(body.resources, 'Water (Gallons)')).toMatchObject({
      litresPerUnit: 3.785,
      kcalPerUnit: null,
      isCustom: false,
    });
    expect(byName(body.resources, 'Energy Bars')).toMatchObject({ kcalPerUnit: 400, litresPerUnit: null });
    expect(byName(body.resources, 'Bandages')).toMatchObject({ kcalPerUnit: null, litresPerUnit: null });
    expect(body.summary).toEqual({ daysCovered: null, limitedBy: null, goalDays: null, goalMet: false });
  });

  it('needs a session', async () => {
    expect((await new TestClient(t).get('/api/readiness')).status).toBe(401);
  });
});

describe('the worked example, through the API', () => {
  it('12.5 days, limited by food', async () => {
    const { client } = await signedInWithProfile(t);
    const saved = await putHousehold(client, example);
    expect(saved.status).toBe(200);
    const after = await okJson(saved);
    expect(after.household).toMatchObject({ ...example, pets: [{ name: 'Rex', kind: 'dog', weightKg: 22.7 }] });
    expect(after.household!.pets[0]!.id).toMatch(/^[0-9a-f-]{36}$/);

    const rows = after.resources;
    const res = await client.api.resources.$put({
      json: {
        changes: [
          { id: byName(rows, 'Water (Gallons)').id, currentQuantity: 60 },
          { id: byName(rows, 'Energy Bars').id, currentQuantity: 250 },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect((await get(client)).summary).toEqual({ daysCovered: 12.5, limitedBy: 'food', goalDays: 14, goalMet: false });
  });
});

describe('the answer kept in memory', () => {
  it('a change written by another instance (straight to the database) reaches the next read', async () => {
    const { client } = await signedInWithProfile(t);
    await putHousehold(client, example);
    const before = await get(client);
    expect(before.summary.daysCovered).toBe(0);
    // Another instance saves 60 gallons and 250 bars: this one hears it through the change feed.
    const rows = before.resources;
    for (const [name, quantity] of [
      ['Water (Gallons)', 60],
      ['Energy Bars', 250],
    ] as const) {
      const { id } = byName(rows, name);
      await t.database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into resource_batches (resource_id, household_id, quantity, added_on)
          select id, household_id, ${quantity}, '2026-01-01' from user_resources where id = ${id}`);
        await tx.update(userResources).set({ currentQuantity: quantity }).where(eq(userResources.id, id));
      });
    }
    await expect.poll(async () => (await get(client)).summary.daysCovered, { timeout: 5000 }).toBe(12.5);
  });
});

describe('PUT /api/readiness/household', () => {
  it('replaces the pets and keeps one household per user', async () => {
    const { client } = await signedInWithProfile(t);
    await putHousehold(client, example);
    const second = await putHousehold(client, {
      ...example,
      pets: [
        { name: 'Mia', kind: 'cat', weightKg: 4 },
        { name: 'Hopper', kind: 'other', weightKg: 2.5 },
      ],
      standard: 'custom',
      customLitresPerPerson: 4,
      goalDays: 30,
    });
    expect(second.status).toBe(200);
    const body = await okJson(second);
    expect(body.household!.pets.map((p) => p.name)).toEqual(['Mia', 'Hopper']);
    expect(body.household).toMatchObject({ standard: 'custom', customLitresPerPerson: 4, goalDays: 30 });
    // Back to a standard: the custom figure is dropped.
    const third = await okJson(await putHousehold(client, example));
    expect(third.household).toMatchObject({ standard: 'us', customLitresPerPerson: null, pets: [{ name: 'Rex' }] });
  });

  it("keeps a saved pet's id (the family plan refers to it); an id it does not own makes a new pet", async () => {
    const { client } = await signedInWithProfile(t);
    const other = await signedInWithProfile(t);
    const first = await okJson(
      await putHousehold(client, {
        ...example,
        pets: [
          { name: 'Rex', kind: 'dog', weightKg: 22.7 },
          { name: 'Mia', kind: 'cat', weightKg: 4 },
        ],
      }),
    );
    const [rex, mia] = first.household!.pets;
    const others = await okJson(
      await putHousehold(other.client, { ...example, pets: [{ name: 'Zorro', kind: 'cat', weightKg: 5 }] }),
    );
    const zorro = others.household!.pets[0]!;
    const second = await okJson(
      await putHousehold(client, {
        ...example,
        pets: [
          { id: mia!.id, name: 'Mia the cat', kind: 'cat', weightKg: 4.5 },
          { id: zorro.id, name: 'Not Zorro', kind: 'other', weightKg: 1 },
        ],
      }),
    );
    // Mia kept her id and took the edits, Rex was removed, the borrowed id became a new pet.
    expect(second.household!.pets).toEqual([
      { id: mia!.id, name: 'Mia the cat', kind: 'cat', weightKg: 4.5 },
      { id: expect.not.stringMatching(zorro.id), name: 'Not Zorro', kind: 'other', weightKg: 1 },
    ]);
    expect(second.household!.pets.map((p) => p.id)).not.toContain(rex!.id);
    // The other user's pet is untouched.
    expect((await get(other.client)).household!.pets).toEqual([zorro]);
  });

  it.each([
    ['a negative count', { adults: -1 }, 'adults', READINESS_MESSAGES.count],
    ['10,000 people', { adults: 10_000 }, 'adults', READINESS_MESSAGES.count],
    [
      'more than 100 people in all',
      { adults: 50, children9to13: 50, children4to8: 1 },
      'adults',
      READINESS_MESSAGES.people,
    ],
    ['a fractional count', { children4to8: 1.5 }, 'children4to8', READINESS_MESSAGES.count],
    [
      'more pregnant than adults',
      { pregnantOrBreastfeeding: 3 },
      'pregnantOrBreastfeeding',
      READINESS_MESSAGES.pregnant,
    ],
    [
      'a pet weight of 0',
      { pets: [{ name: 'Rex', kind: 'dog', weightKg: 0 }] },
      'pets.0.weightKg',
      READINESS_MESSAGES.petWeight,
    ],
    [
      'a negative pet weight',
      { pets: [{ name: 'Rex', kind: 'dog', weightKg: -3 }] },
      'pets.0.weightKg',
      READINESS_MESSAGES.petWeight,
    ],
    [
      'an unknown pet kind',
      { pets: [{ name: 'Rex', kind: 'horse', weightKg: 3 }] },
      'pets.0.kind',
      READINESS_MESSAGES.petKind,
    ],
    ['an unnamed pet', { pets: [{ name: '  ', kind: 'cat', weightKg: 3 }] }, 'pets.0.name', READINESS_MESSAGES.petName],
    ['an unknown standard', { standard: 'fr' }, 'standard', READINESS_MESSAGES.standard],
    [
      'custom without litres',
      { standard: 'custom', customLitresPerPerson: null },
      'customLitresPerPerson',
      READINESS_MESSAGES.customLitres,
    ],
    ['0 goal days', { goalDays: 0 }, 'goalDays', READINESS_MESSAGES.goalDays],
    ['a goal of 366 days', { goalDays: 366 }, 'goalDays', READINESS_MESSAGES.goalDays],
  ])('%s is a 400 at the field, and nothing is written', async (_label, change, field, message) => {
    const { client } = await signedInWithProfile(t);
    await putHousehold(client, example);
    const body = await expectRefusedWithoutWrite(
      t.database,
      () => putHouseholdRaw(client, { ...example, ...change }),
      400,
    );
    expect(body.error.fields?.[field]).toContain(message);
  });

  it.each([
    [
      'de',
      {
        pregnantOrBreastfeeding: ['Kann nicht mehr sein als die Zahl der Erwachsenen.'],
        'pets.0.weightKg': ['Geben Sie ein Gewicht über 0 und bis 150 kg ein.'],
        goalDays: ['Geben Sie eine ganze Zahl an Tagen von 1 bis 365 ein.'],
      },
      'Wählen Sie metrische Einheiten oder US-Einheiten.',
    ],
    [
      'es',
      {
        pregnantOrBreastfeeding: ['No puede ser mayor que el número de adultos.'],
        'pets.0.weightKg': ['Ingrese un peso mayor que 0 y de hasta 150 kg.'],
        goalDays: ['Ingrese un número entero de días de 1 a 365.'],
      },
      'Elija unidades métricas o de EE. UU.',
    ],
  ] as const)(
    'a %s reader is refused in their language (decision 0359), nothing written',
    async (locale, fields, units) => {
      const { client } = await signedInWithProfile(t);
      await putHousehold(client, example);
      expect((await client.api.account.locale.$put({ json: { locale } })).status).toBe(200);
      const household = await expectRefusedWithoutWrite(
        t.database,
        () =>
          putHouseholdRaw(client, {
            ...example,
            pregnantOrBreastfeeding: 3,
            pets: [{ name: 'Rex', kind: 'dog', weightKg: 0 }],
            goalDays: 0,
          }),
        400,
      );
      expect(household.error.fields).toEqual(fields);
      const unitsRefused = await expectRefusedWithoutWrite(
        t.database,
        () => client.request('/api/readiness/units', { method: 'PUT', json: { units: 'imperial' } }),
        400,
      );
      expect(unitsRefused.error.fields).toEqual({ units: [units] });
    },
  );

  it('an unknown field is a 400', async () => {
    const { client } = await signedInWithProfile(t);
    await expectRefusedWithoutWrite(t.database, () => putHouseholdRaw(client, { ...example, owner: 'x' }), 400);
  });

  it('needs a session', async () => {
    expect((await putHousehold(new TestClient(t), example)).status).toBe(401);
  });
});

describe('units', () => {
  it('saves metric or US for the user only', async () => {
    const a = await signedInWithProfile(t);
    const b = await signedInWithProfile(t);
    const res = await a.client.api.readiness.units.$put({ json: { units: 'metric' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ units: 'metric' });
    expect((await get(a.client)).units).toBe('metric');
    expect((await get(b.client)).units).toBe('us');
    await expectRefusedWithoutWrite(
      t.database,
      () => a.client.request('/api/readiness/units', { method: 'PUT', json: { units: 'imperial' } }),
      400,
    );
  });
});

describe('custom supplies', () => {
  const water: CreateResourceInput = {
    name: 'Water bricks (3.5 gal)',
    category: 'Water & Hydration',
    unit: 'bricks',
    targetQuantity: 4,
    litresPerUnit: 13.25,
    kcalPerUnit: null,
  };

  it('a custom row counts toward the figure; it can be renamed, retargeted and deleted', async () => {
    const { client } = await signedInWithProfile(t);
    await putHousehold(client, { ...example, pets: [], adults: 1, children4to8: 0, children9to13: 0 });
    const created = await client.api.resources.$post({ json: water });
    expect(created.status).toBe(201);
    const { resource } = await okJson(created);
    expect(resource).toMatchObject({ ...water, currentQuantity: 0, status: 'critical', isCustom: true });

    await client.api.resources.$put({ json: { changes: [{ id: resource.id, currentQuantity: 2 }] } });
    const rows = (await get(client)).resources;
    const bars = byName(rows, 'Energy Bars');
    await client.api.resources.$put({ json: { changes: [{ id: bars.id, currentQuantity: 100 }] } });
    // 2 x 13.25 = 26.5 L for one adult at 3.785 L a day: 7.0 days of water; 40,000 kcal: 18.1 days.
    expect((await get(client)).summary).toMatchObject({ daysCovered: 7, limitedBy: 'water' });

    const renamed = await client.api.resources[':id'].$patch({
      param: { id: resource.id },
      json: { name: 'Water bricks', targetQuantity: 2 },
    });
    expect(renamed.status).toBe(200);
    expect((await okJson(renamed)).resource).toMatchObject({
      name: 'Water bricks',
      targetQuantity: 2,
      status: 'good',
    });

    const deleted = await client.api.resources[':id'].$delete({ param: { id: resource.id } });
    expect(deleted.status).toBe(204);
    expect((await get(client)).resources.some((r) => r.id === resource.id)).toBe(false);
  });

  it('a default row can be renamed and retargeted, never deleted', async () => {
    const { client } = await signedInWithProfile(t);
    const rows = (await get(client)).resources;
    const rope = byName(rows, 'Rope (Feet)');
    const patched = await client.api.resources[':id'].$patch({
      param: { id: rope.id },
      json: { name: 'Paracord (Feet)', targetQuantity: 0 },
    });
    expect(patched.status).toBe(200);
    expect((await okJson(patched)).resource).toMatchObject({
      status: 'good',
      isCustom: false,
    });
    const body = await expectRefusedWithoutWrite(
      t.database,
      () => client.api.resources[':id'].$delete({ param: { id: rope.id } }),
      409,
    );
    expect(body.error.message).toBe(RESOURCE_MESSAGES.defaultNotDeletable);
    // Renamed, it is not seeded again.
    expect((await get(client)).resources).toHaveLength(21);
  });

  it.each([
    ['kcal per unit above 100,000', { kcalPerUnit: 100_001 }, 'kcalPerUnit', RESOURCE_MESSAGES.kcalPerUnit],
    ['kcal per unit of 0', { kcalPerUnit: 0 }, 'kcalPerUnit', RESOURCE_MESSAGES.kcalPerUnit],
    ['negative litres per unit', { litresPerUnit: -1 }, 'litresPerUnit', RESOURCE_MESSAGES.litresPerUnit],
    ['an empty name', { name: ' ' }, 'name', RESOURCE_MESSAGES.name],
    ['an unknown category', { category: 'Snacks' }, 'category', RESOURCE_MESSAGES.category],
    ['a negative target', { targetQuantity: -2 }, 'targetQuantity', RESOURCE_MESSAGES.target],
  ])('%s is a 400 at the field, and nothing is written', async (_label, change, field, message) => {
    const { client } = await signedInWithProfile(t);
    await get(client);
    const body = await expectRefusedWithoutWrite(
      t.database,
      () => client.post('/api/resources', { ...water, ...change }),
      400,
    );
    expect(body.error.fields?.[field]).toContain(message);
  });

  it('a name the user already has is a 409 at the name, on create and on rename', async () => {
    const { client } = await signedInWithProfile(t);
    const rows = (await get(client)).resources;
    const body = await expectRefusedWithoutWrite(
      t.database,
      () => client.api.resources.$post({ json: { ...water, name: 'Tent' } }),
      409,
    );
    expect(body.error.fields?.name).toEqual([RESOURCE_MESSAGES.nameTaken]);
    await expectRefusedWithoutWrite(
      t.database,
      () =>
        client.api.resources[':id'].$patch({ param: { id: byName(rows, 'Tent').id }, json: { name: 'Sleeping Bags' } }),
      409,
    );
  });

  it("another user's rows answer 404 like missing ones, and are never written", async () => {
    const owner = await signedInWithProfile(t);
    const other = await signedInWithProfile(t);
    const created = await owner.client.api.resources.$post({ json: water });
    const { resource } = await okJson(created);
    // Added before any load: the 21 defaults were seeded first.
    const ownerRows = (await get(owner.client)).resources;
    expect(ownerRows).toHaveLength(22);
    const tent = byName(ownerRows, 'Tent');
    await get(other.client);
    for (const attempt of [
      () => other.client.api.resources[':id'].$patch({ param: { id: resource.id }, json: { targetQuantity: 9 } }),
      () => other.client.api.resources[':id'].$delete({ param: { id: resource.id } }),
      () => other.client.api.resources[':id'].$delete({ param: { id: tent.id } }),
      () => other.client.api.resources[':id'].$delete({ param: { id: 'not-a-uuid' } }),
      () => other.client.api.resources.targets.$put({ json: { targets: [{ id: resource.id, targetQuantity: 1 }] } }),
    ]) {
      await expectRefusedWithoutWrite(t.database, attempt, 404);
    }
    // The other user's own readiness never shows the owner's rows.
    expect((await get(other.client)).resources.some((r) => r.id === resource.id)).toBe(false);
  });

  it('targets for several rows in one transaction; status follows the new target', async () => {
    const { client } = await signedInWithProfile(t);
    const rows = (await get(client)).resources;
    const water0 = byName(rows, 'Water (Gallons)');
    const bars = byName(rows, 'Energy Bars');
    await client.api.resources.$put({ json: { changes: [{ id: bars.id, currentQuantity: 30 }] } });
    const res = await client.api.resources.targets.$put({
      json: {
        targets: [
          { id: water0.id, targetQuantity: 62 },
          { id: bars.id, targetQuantity: 60 },
        ],
      },
    });
    expect(res.status).toBe(200);
    const saved = (await okJson(res)).resources;
    expect(saved.map((r) => [r.name, r.targetQuantity, r.status])).toEqual([
      ['Water (Gallons)', 62, 'critical'],
      ['Energy Bars', 60, 'low'],
    ]);
    await expectRefusedWithoutWrite(
      t.database,
      () =>
        client.request('/api/resources/targets', {
          method: 'PUT',
          json: { targets: [{ id: water0.id, targetQuantity: -1 }] },
        }),
      400,
    );
  });
});

describe('the data export', () => {
  it("carries the user's household and pets, and nobody else's", async () => {
    const me = await signedInWithProfile(t);
    const other = await signedInWithProfile(t);
    await putHousehold(me.client, example);
    await putHousehold(other.client, { ...example, pets: [{ name: 'Zorro', kind: 'cat', weightKg: 5 }] });
    const data = (await (await me.client.get('/api/me/export')).json()) as {
      household: { adults: number; goalDays: number; pets: { name: string; weightKg: number }[] } | null;
    };
    expect(data.household).toMatchObject({ adults: 2, goalDays: 14, pets: [{ name: 'Rex', weightKg: 22.7 }] });
    expect(JSON.stringify(data)).not.toContain('Zorro');
  });
});
