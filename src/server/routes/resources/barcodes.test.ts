/**
 * Barcodes on the household's supplies (issue 42): a scan of a known code adds one unit, a new
 * code answers Open Food Facts' prefill (the local fixture server stands in), codes are kept on
 * and removed from supplies, and a new supply keeps the codes it was added with.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { BARCODE_MESSAGE } from '@shared/barcodes/code';
import { BARCODE_MESSAGES, type ScanResponse } from '@shared/barcodes/schemas';
import { RESOURCE_QUANTITY_MAX } from '@shared/constants/resources';
import { BATCH_MESSAGES, type Resource } from '@shared/resources/schemas';
import { utcDay } from '@shared/supplies/expiry';
import { defaultExpiry } from '@shared/supplies/rotation';
import { householdActivity, resourceBarcodes, userResources, users } from '../../db/schema';
import { appVersion } from '../../services/backup/manifest';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test/app';
import { okJson, signedInWithProfile, type TestClient } from '../../test/client';
import { householdIdOf, inviteByEmail } from '../../test/households';
import { OFF_CODES, startOpenFoodFactsServer } from '../../test/open-food-facts-server';
import { expectNothingWritten, expectRefusedWithoutWrite } from '../../test/snapshot';

const off = await startOpenFoodFactsServer({ slowMs: 1500 });
const t: TestApp = await createTestApp({
  mail: true,
  env: { OPENFOODFACTS_URL: off.url },
  products: { timeoutMs: 400 },
});
afterAll(async () => {
  await t.close();
  await off.close();
});

const today = () => utcDay(Date.now());
const post = (client: TestClient, path: string, body: unknown) => client.request(path, { method: 'POST', json: body });
const scan = (client: TestClient, code: string, scanKey?: string) =>
  post(client, '/api/resources/scan', scanKey ? { code, scanKey } : { code });
const scanned = async (client: TestClient, code: string, scanKey?: string) => {
  const res = await scan(client, code, scanKey);
  expect(res.status).toBe(200);
  return (await res.json()) as ScanResponse;
};
const attach = (client: TestClient, id: string, code: string) =>
  post(client, `/api/resources/${id}/barcodes`, { code });
const load = async (client: TestClient) => (await okJson(await client.api.resources.$get())).resources;
const supply = async (client: TestClient, id: string) => (await load(client)).find((r) => r.id === id)!;

let n = 0;
/** A supply of the user's own, with `barcodes`. */
async function addSupply(client: TestClient, barcodes: string[], over: Record<string, unknown> = {}) {
  const res = await post(client, '/api/resources', {
    name: `Canned beans ${++n}`,
    category: 'Food & Nutrition',
    unit: 'cans',
    targetQuantity: 10,
    litresPerUnit: null,
    kcalPerUnit: 300,
    shelfLife: 'one-year',
    barcodes,
    ...over,
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { resource: Resource }).resource;
}
async function householdOf(email: string) {
  const [u] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { userId: u!.id, householdId: await householdIdOf(t.database.db, u!.id) };
}
const activity = async (householdId: string) =>
  (
    await t.database.db
      .select({ summary: householdActivity.summary })
      .from(householdActivity)
      .where(eq(householdActivity.householdId, householdId))
      .orderBy(householdActivity.createdAt)
  ).map((a) => a.summary);

/** A GTIN with its check digit (GS1): `body` is 12 digits. */
const gtin = (body: string) => {
  const sum = [...body]
    .map(Number)
    .reverse()
    .reduce((s, d, i) => s + d * (i % 2 === 0 ? 3 : 1), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
};

describe('POST /api/resources with barcodes', () => {
  it('keeps the codes (normalised, sorted) in the same transaction as the new supply', async () => {
    const { client } = await signedInWithProfile(t);
    const created = await addSupply(client, ['BEANS-B', '012345678905', ' BEANS-A ']);
    expect(created.barcodes).toEqual(['0012345678905', 'BEANS-A', 'BEANS-B']);
    expect((await supply(client, created.id)).barcodes).toEqual(['0012345678905', 'BEANS-A', 'BEANS-B']);
  });

  it('a code another supply has: 409 naming it at the field, and no supply written', async () => {
    const { client } = await signedInWithProfile(t);
    const first = await addSupply(client, ['TAKEN-1']);
    const body = await expectRefusedWithoutWrite(
      t.database,
      () =>
        post(client, '/api/resources', {
          name: 'Second beans',
          category: 'Food & Nutrition',
          unit: 'cans',
          targetQuantity: 1,
          litresPerUnit: null,
          kcalPerUnit: null,
          barcodes: ['FREE-1', 'TAKEN-1'],
        }),
      409,
    );
    expect(body.error.fields).toEqual({ 'barcodes.1': [BARCODE_MESSAGES.taken(first.name)] });
  });

  it('refuses a code twice, more than 20, and codes that are no barcode (400, nothing written)', async () => {
    const { client } = await signedInWithProfile(t);
    await load(client);
    const base = {
      name: 'X',
      category: 'Food & Nutrition',
      unit: 'cans',
      targetQuantity: 1,
      litresPerUnit: null,
      kcalPerUnit: null,
    };
    const twice = await expectRefusedWithoutWrite(
      t.database,
      () => post(client, '/api/resources', { ...base, barcodes: ['A1', ' A1'] }),
      400,
    );
    expect(twice.error.fields?.['barcodes.1']).toEqual([BARCODE_MESSAGES.twice]);
    const many = Array.from({ length: 21 }, (_, i) => `C${i}`);
    const tooMany = await expectRefusedWithoutWrite(
      t.database,
      () => post(client, '/api/resources', { ...base, barcodes: many }),
      400,
    );
    expect(tooMany.error.fields?.barcodes).toEqual([BARCODE_MESSAGES.tooMany]);
    for (const bad of ['', 'é123', 'x'.repeat(49), 'a\tb'])
      expect(
        (
          await expectRefusedWithoutWrite(
            t.database,
            () => post(client, '/api/resources', { ...base, barcodes: [bad] }),
            400,
          )
        ).error.fields?.['barcodes.0'],
      ).toEqual([BARCODE_MESSAGE]);
  });
});

describe('POST /api/resources/scan: a code the household knows', () => {
  it("adds one unit per scan into today's batch with the default best-before, and counts the scans in one activity line", async () => {
    const { client, data } = await signedInWithProfile(t);
    const beans = await addSupply(client, [OFF_CODES.beans]);
    for (let i = 1; i <= 3; i++) {
      const answer = await scanned(client, OFF_CODES.beans);
      expect(answer.outcome).toBe('added');
      if (answer.outcome !== 'added') return;
      expect(answer.resource).toMatchObject({ id: beans.id, currentQuantity: i, barcodes: [OFF_CODES.beans] });
      expect(answer.resource.batches).toEqual([
        expect.objectContaining({
          quantity: i,
          addedOn: today(),
          expiresOn: defaultExpiry('one-year', today()),
          note: null,
        }),
      ]);
    }
    const { householdId } = await householdOf(data.email);
    expect(await activity(householdId)).toEqual([`scanned 3 ${beans.name}`]);
    const [line] = await t.database.db
      .select({ event: householdActivity.event })
      .from(householdActivity)
      .where(eq(householdActivity.householdId, householdId));
    expect(line?.event).toEqual({ code: 'supplies.scanned', quantity: 3, name: beans.name });
    // Another supply gets its own line; the beans again start a new one after it.
    const water = await addSupply(client, ['WATER-1'], {
      name: 'Bottled water',
      category: 'Water & Hydration',
      shelfLife: 'water-commercial',
    });
    await scanned(client, 'WATER-1');
    await scanned(client, OFF_CODES.beans);
    expect(await activity(householdId)).toEqual([
      `scanned 3 ${beans.name}`,
      `scanned 1 ${water.name}`,
      `scanned 1 ${beans.name}`,
    ]);
    // Nothing was asked of Open Food Facts for known codes.
    expect(off.requestsFor(OFF_CODES.beans)).toHaveLength(0);
  });

  it('a scan read as UPC-A finds the code kept as EAN-13', async () => {
    const { client } = await signedInWithProfile(t);
    const beans = await addSupply(client, ['0036000291452']);
    const answer = await scanned(client, '036000291452');
    expect(answer).toMatchObject({
      outcome: 'added',
      code: '0036000291452',
      resource: { id: beans.id, currentQuantity: 1 },
    });
  });

  it('a batch of today with a note, or another best-before, is left alone: the unit goes into a batch of its own', async () => {
    const { client } = await signedInWithProfile(t);
    const beans = await addSupply(client, ['NOTED-1']);
    const noted = crypto.randomUUID();
    const expiry = defaultExpiry('one-year', today());
    await client.api.resources.$put({
      json: {
        batches: [
          {
            id: noted,
            resourceId: beans.id,
            quantity: 4,
            addedOn: today(),
            expiresOn: expiry,
            note: 'from the pantry',
          },
          {
            id: crypto.randomUUID(),
            resourceId: beans.id,
            quantity: 2,
            addedOn: today(),
            expiresOn: '2030-01-01',
            note: null,
          },
        ],
      },
    });
    const answer = await scanned(client, 'NOTED-1');
    if (answer.outcome !== 'added') throw new Error('not added');
    expect(answer.resource.currentQuantity).toBe(7);
    expect(answer.resource.batches.map((b) => [b.quantity, b.expiresOn, b.note]).sort()).toEqual(
      [
        [1, expiry, null],
        [2, '2030-01-01', null],
        [4, expiry, 'from the pantry'],
      ].sort(),
    );
  });

  it('a retried scan (same scanKey) counts once', async () => {
    const { client } = await signedInWithProfile(t);
    const beans = await addSupply(client, ['RETRY-1']);
    const key = crypto.randomUUID();
    const [a, b] = await Promise.all([scanned(client, 'RETRY-1', key), scanned(client, 'RETRY-1', key)]);
    const again = await scanned(client, 'RETRY-1', key);
    for (const answer of [a, b, again])
      expect(answer).toMatchObject({ outcome: 'added', resource: { currentQuantity: 1 } });
    expect((await supply(client, beans.id)).currentQuantity).toBe(1);
    expect((await scanned(client, 'RETRY-1', crypto.randomUUID())).outcome).toBe('added');
    expect((await supply(client, beans.id)).currentQuantity).toBe(2);
  });

  it('the total cap (RESOURCE_QUANTITY_MAX): 409 with the batch message at the field, nothing written', async () => {
    const { client } = await signedInWithProfile(t);
    const beans = await addSupply(client, ['FULL-1']);
    await client.api.resources.$put({ json: { changes: [{ id: beans.id, currentQuantity: RESOURCE_QUANTITY_MAX }] } });
    const body = await expectRefusedWithoutWrite(t.database, () => scan(client, 'FULL-1'), 409);
    expect(body.error.fields).toEqual({ code: [BATCH_MESSAGES.total] });
  });

  it('a viewer may not scan (403, nothing written); another household does not know the code', async () => {
    const owner = await signedInWithProfile(t);
    const viewer = await signedInWithProfile(t);
    const other = await signedInWithProfile(t);
    const beans = await addSupply(owner.client, ['SHARED-1']);
    const { token } = await inviteByEmail(t, owner.client, viewer.data.email, 'viewer');
    expect((await post(viewer.client, '/api/household/invitations/accept', { token })).status).toBe(200);
    await expectRefusedWithoutWrite(t.database, () => scan(viewer.client, 'SHARED-1'), 403);
    const answer = await expectNothingWritten(t.database, () => scanned(other.client, 'SHARED-1'));
    expect(answer).toEqual({ outcome: 'new', code: 'SHARED-1', lookup: 'not-found', product: null });
    expect((await supply(owner.client, beans.id)).currentQuantity).toBe(0);
  });

  it('the readiness answer follows a scan (its cache is dropped)', async () => {
    const { client } = await signedInWithProfile(t);
    const water = await addSupply(client, ['READY-1'], {
      name: 'Water bottles',
      category: 'Water & Hydration',
      litresPerUnit: 1.5,
      kcalPerUnit: null,
    });
    const before = await okJson(await client.api.readiness.$get());
    expect(before.resources.find((r) => r.id === water.id)!.currentQuantity).toBe(0);
    await scanned(client, 'READY-1');
    const after = await okJson(await client.api.readiness.$get());
    expect(after.resources.find((r) => r.id === water.id)).toMatchObject({ currentQuantity: 1, barcodes: ['READY-1'] });
  });
});

describe('POST /api/resources/scan: a new code', () => {
  it('a can of beans: the prefill from Open Food Facts, only the code sent, the instance named, nothing written', async () => {
    const { client } = await signedInWithProfile(t);
    await load(client);
    off.requests.length = 0;
    const answer = await expectNothingWritten(t.database, () => scanned(client, OFF_CODES.beans), {
      except: ['product_lookups', 'rate_limits', 'sessions'],
    });
    expect(answer).toEqual({
      outcome: 'new',
      code: OFF_CODES.beans,
      lookup: 'found',
      product: {
        name: 'Heinz Beanz in a rich tomato sauce',
        category: 'Food & Nutrition',
        unit: '415 g',
        litresPerUnit: null,
        kcalPerUnit: 328,
        shelfLife: 'six-months',
      },
    });
    expect(off.requests).toHaveLength(1);
    const [req] = off.requests;
    expect(req!.path).toBe(`/api/v2/product/${OFF_CODES.beans}`);
    expect(Object.keys(req!.query)).toEqual(['fields']);
    expect(req!.headers['user-agent']).toBe(`Holdfast/${appVersion().version} (${TEST_PUBLIC_URL})`);
    expect(req!.headers.cookie).toBeUndefined();
    expect(req!.headers.authorization).toBeUndefined();
    // Asked once: the next scan of it (by anyone) is answered from the cache.
    const other = await signedInWithProfile(t);
    expect((await scanned(other.client, OFF_CODES.beans)).outcome).toBe('new');
    expect(off.requestsFor(OFF_CODES.beans)).toHaveLength(1);
  });

  it('bottled water: water, litres per bottle, the label-date shelf life', async () => {
    const { client } = await signedInWithProfile(t);
    expect(await scanned(client, OFF_CODES.water)).toEqual({
      outcome: 'new',
      code: OFF_CODES.water,
      lookup: 'found',
      product: {
        name: 'Agua Mineral Veri 33 cl',
        category: 'Water & Hydration',
        unit: '330 ml',
        litresPerUnit: 0.33,
        kcalPerUnit: null,
        shelfLife: 'water-commercial',
      },
    });
  });

  it('unknown, 404, slow, broken, no GTIN: not-found or unavailable, with no prefill, never an error', async () => {
    const { client } = await signedInWithProfile(t);
    const outcome = async (code: string) => {
      const a = await scanned(client, code);
      return a.outcome === 'new' ? [a.lookup, a.product] : a.outcome;
    };
    expect(await outcome(OFF_CODES.unknown)).toEqual(['not-found', null]);
    expect(await outcome(OFF_CODES.missing)).toEqual(['not-found', null]);
    const started = Date.now();
    expect(await outcome(OFF_CODES.slow)).toEqual(['unavailable', null]);
    expect(Date.now() - started).toBeLessThan(1400);
    expect(await outcome(OFF_CODES.broken)).toEqual(['unavailable', null]);
    expect(await outcome(OFF_CODES.down)).toEqual(['unavailable', null]);
    expect(await outcome('HOME-MADE-JAM')).toEqual(['not-found', null]);
    expect(off.requestsFor('HOME-MADE-JAM')).toHaveLength(0);
  });

  it('a user asking about too many new codes is rate-limited (30 lookups in 15 minutes); others are not', async () => {
    const { client } = await signedInWithProfile(t);
    const codes = Array.from({ length: 31 }, (_, i) => gtin(`77${String(i).padStart(10, '0')}`));
    const outcomes: string[] = [];
    for (const code of codes) {
      const a = await scanned(client, code);
      outcomes.push(a.outcome === 'new' ? a.lookup : a.outcome);
    }
    expect(outcomes.slice(0, 30)).toEqual(Array(30).fill('not-found'));
    expect(outcomes[30]).toBe('rate-limited');
    expect(off.requestsFor(codes[30]!)).toHaveLength(0);
    // Codes already answered still come from the cache.
    expect((await scanned(client, codes[0]!)).outcome === 'new').toBe(true);
    const other = await signedInWithProfile(t);
    const theirs = await scanned(other.client, codes[30]!);
    expect(theirs).toMatchObject({ lookup: 'not-found' });
  });

  it('a code that is no barcode: 400 at the field', async () => {
    const { client } = await signedInWithProfile(t);
    const body = await expectRefusedWithoutWrite(t.database, () => scan(client, 'é'), 400);
    expect(body.error.fields?.code).toEqual([BARCODE_MESSAGE]);
  });
});

describe('POST /api/resources/{id}/barcodes and DELETE /api/resources/{id}/barcodes/{code}', () => {
  it('keeps a code on a supply (again: no change), answers the supply, and removes it', async () => {
    const { client } = await signedInWithProfile(t);
    const beans = await addSupply(client, []);
    const res = await attach(client, beans.id, '012345678905');
    expect(res.status).toBe(200);
    expect(((await res.json()) as { resource: Resource }).resource.barcodes).toEqual(['0012345678905']);
    expect((await attach(client, beans.id, '0012345678905')).status).toBe(200);
    expect((await supply(client, beans.id)).barcodes).toEqual(['0012345678905']);
    expect((await scanned(client, '012345678905')).outcome).toBe('added');
    const spaced = await attach(client, beans.id, 'PACK 12');
    expect(spaced.status).toBe(200);
    expect((await client.request(`/api/resources/${beans.id}/barcodes/PACK%2012`, { method: 'DELETE' })).status).toBe(
      204,
    );
    expect(
      (await client.request(`/api/resources/${beans.id}/barcodes/012345678905`, { method: 'DELETE' })).status,
    ).toBe(204);
    expect((await supply(client, beans.id)).barcodes).toEqual([]);
    await expectRefusedWithoutWrite(
      t.database,
      () => client.request(`/api/resources/${beans.id}/barcodes/0012345678905`, { method: 'DELETE' }),
      404,
    );
  });

  it('a code another supply has: 409 naming it; a supply keeps at most 20', async () => {
    const { client } = await signedInWithProfile(t);
    const first = await addSupply(client, ['MINE-1']);
    const second = await addSupply(
      client,
      Array.from({ length: 20 }, (_, i) => `S-${i}`),
    );
    const taken = await expectRefusedWithoutWrite(t.database, () => attach(client, second.id, 'MINE-1'), 409);
    expect(taken.error.fields).toEqual({ code: [BARCODE_MESSAGES.taken(first.name)] });
    const full = await expectRefusedWithoutWrite(t.database, () => attach(client, second.id, 'ONE-MORE'), 409);
    expect(full.error.fields).toEqual({ code: [BARCODE_MESSAGES.tooMany] });
    expect(
      (await expectRefusedWithoutWrite(t.database, () => attach(client, first.id, ' '), 400)).error.fields?.code,
    ).toEqual([BARCODE_MESSAGE]);
  });

  it('a German reader is refused in German, the supply named as the family wrote it; a Spanish one in Spanish (decision 0360)', async () => {
    const { client } = await signedInWithProfile(t);
    const first = await addSupply(client, ['MEIN-1'], { name: 'Dosenbrot' });
    const second = await addSupply(client, []);
    await client.api.account.locale.$put({ json: { locale: 'de' } });
    const taken = await expectRefusedWithoutWrite(t.database, () => attach(client, second.id, 'MEIN-1'), 409);
    expect(taken.error).toMatchObject({
      message: `Dieser Barcode gehört schon zu ${first.name}.`,
      fields: { code: ['Dieser Barcode gehört schon zu Dosenbrot.'] },
    });
    await client.api.account.locale.$put({ json: { locale: 'es' } });
    const notACode = await expectRefusedWithoutWrite(t.database, () => attach(client, first.id, ' '), 400);
    expect(notACode.error.fields?.code).toEqual(['Un código de barras tiene de 1 a 48 letras, dígitos o signos.']);
  });

  it("another household's supply or code answers 404 and stays", async () => {
    const owner = await signedInWithProfile(t);
    const other = await signedInWithProfile(t);
    const beans = await addSupply(owner.client, ['THEIRS-1']);
    await load(other.client);
    await expectRefusedWithoutWrite(t.database, () => attach(other.client, beans.id, 'MINE-2'), 404);
    await expectRefusedWithoutWrite(
      t.database,
      () => other.client.request(`/api/resources/${beans.id}/barcodes/THEIRS-1`, { method: 'DELETE' }),
      404,
    );
    await expectRefusedWithoutWrite(t.database, () => attach(other.client, 'not-a-uuid', 'MINE-2'), 404);
    const { householdId } = await householdOf(owner.data.email);
    const kept = await t.database.db
      .select()
      .from(resourceBarcodes)
      .where(and(eq(resourceBarcodes.householdId, householdId), eq(resourceBarcodes.code, 'THEIRS-1')));
    expect(kept).toHaveLength(1);
  });

  it('a supply deleted takes its codes with it', async () => {
    const { client, data } = await signedInWithProfile(t);
    const beans = await addSupply(client, ['DEL-1']);
    expect((await client.api.resources[':id'].$delete({ param: { id: beans.id } })).status).toBe(204);
    const { householdId } = await householdOf(data.email);
    expect(
      await t.database.db.select().from(resourceBarcodes).where(eq(resourceBarcodes.householdId, householdId)),
    ).toEqual([]);
    expect(await t.database.db.select().from(userResources).where(eq(userResources.id, beans.id))).toEqual([]);
    expect((await scanned(client, 'DEL-1')).outcome).toBe('new');
  });
});

describe('joining a household with supplies', () => {
  it("brings the joiner's barcodes: merged rows' codes go to the household's row, a code the household has stays where it is", async () => {
    const alice = await signedInWithProfile(t);
    const bob = await signedInWithProfile(t);
    const byName = async (client: TestClient, name: string) => (await load(client)).find((r) => r.name === name)!;
    const aliceCans = await byName(alice.client, 'Canned Food');
    const tent = await byName(alice.client, 'Tent');
    for (const code of ['A-CANS', 'BOTH']) await attach(alice.client, aliceCans.id, code);
    await attach(alice.client, tent.id, 'TENT-X');
    const bobCans = await byName(bob.client, 'Canned Food');
    for (const code of ['B-CANS', 'BOTH']) await attach(bob.client, bobCans.id, code);
    const pet = await addSupply(bob.client, ['PET-1', 'TENT-X'], { name: 'Pet food' });
    const { token } = await inviteByEmail(t, alice.client, bob.data.email, 'editor');
    expect((await post(bob.client, '/api/household/invitations/accept', { token, supplies: 'bring' })).status).toBe(
      200,
    );
    const shared = await load(alice.client);
    const codesOf = (name: string) => shared.find((r) => r.name === name)!.barcodes;
    expect(codesOf('Canned Food')).toEqual(['A-CANS', 'B-CANS', 'BOTH']);
    expect(codesOf('Tent')).toEqual(['TENT-X']);
    expect(shared.find((r) => r.id === pet.id)!.barcodes).toEqual(['PET-1']);
    expect(await scanned(alice.client, 'B-CANS')).toMatchObject({ outcome: 'added', resource: { id: aliceCans.id } });
    const { householdId } = await householdOf(alice.data.email);
    const rows = await t.database.db
      .select()
      .from(resourceBarcodes)
      .where(eq(resourceBarcodes.householdId, householdId));
    expect(rows).toHaveLength(5);
  });
});
