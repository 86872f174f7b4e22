import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { CORE_KIT_CATEGORIES, UNCATEGORIZED } from '@shared/constants/kits';
import {
  copyKitName,
  kitDetailSchema,
  kitItemSchema,
  type CreateKitInput,
  type CreateKitItemInput,
  type KitList,
  type KitListFilter,
  type KitListTab,
  type KitSummary,
  type UpdateKitInput,
  type UpdateKitItemInput,
} from '@shared/kits/schemas';
import { TEMPLATE_72HOUR_ITEMS } from '@shared/kits/template-72hour';
import { kitAcquisitions, kitItems, kits } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { errorJson, signedInWithProfile, TestClient, type StatusBody, type TypedResponse } from '../../test/client';
import { expectRefusedWithoutWrite } from '../../test/snapshot';
import { copyItems } from './kits.queries';

// One app (and database) for the file, made while the file loads.
const t: TestApp = await createTestApp({ mail: true });
afterAll(() => t.close());

/** The body of the answer, which must have `status` (typed by the route's answer at that status). */
const json = async <R extends TypedResponse, S extends R['status']>(res: R, status: S): Promise<StatusBody<R, S>> => {
  if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${await res.text()}`);
  return (await res.json()) as StatusBody<R, S>;
};
const createKit = async (client: TestClient, body: CreateKitInput) =>
  (await json(await client.api.kits.$post({ json: body }), 201)).kit;
type ListFilter = { q?: string; category?: KitListFilter['category'] };
/** Every page of one tab. */
async function allOfTab(client: TestClient, tab: KitListTab, filter: ListFilter): Promise<KitSummary[]> {
  const items: KitSummary[] = [];
  let cursor: string | undefined;
  do {
    const res = await client.api.kits.$get({ query: { tab, limit: '100', ...filter, cursor } });
    const page: KitList = await json(res, 200);
    items.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return items;
}
/** The three tabs, whole. */
const list = async (client: TestClient, filter: ListFilter = {}) => ({
  mine: await allOfTab(client, 'mine', filter),
  acquired: await allOfTab(client, 'acquired', filter),
  community: await allOfTab(client, 'community', filter),
});
const patchKit = (client: TestClient, id: string, json: UpdateKitInput) =>
  client.api.kits[':id'].$patch({ param: { id }, json });
const patchItem = (client: TestClient, id: string, itemId: string, json: UpdateKitItemInput) =>
  client.api.kits[':id'].items[':itemId'].$patch({ param: { id, itemId }, json });
/** Raw: bodies the typed client would not accept (unknown fields). */
const patchRaw = (client: TestClient, path: string, body: unknown) =>
  client.request(path, { method: 'PATCH', json: body });
const deleteKit = (client: TestClient, id: string) => client.api.kits[':id'].$delete({ param: { id } });
const deleteItem = (client: TestClient, id: string, itemId: string) =>
  client.api.kits[':id'].items[':itemId'].$delete({ param: { id, itemId } });
const acquire = (client: TestClient, id: string) => client.api.kits[':id'].acquire.$post({ param: { id } });
const duplicate = (client: TestClient, id: string) => client.api.kits[':id'].duplicate.$post({ param: { id } });
const postItem = (client: TestClient, id: string, body: CreateKitItemInput) =>
  client.api.kits[':id'].items.$post({ param: { id }, json: body });
const addItem = async (client: TestClient, kitId: string, body: CreateKitItemInput) =>
  (await json(await postItem(client, kitId, body), 201)).item;

describe('create', () => {
  it('a blank kit: private, trimmed, empty description -> null, no items', async () => {
    const { client } = await signedInWithProfile(t);
    const kit = await createKit(client, { name: '  Car kit  ', description: '   ' });
    expect(kit).toMatchObject({ name: 'Car kit', description: null, isPublic: false, isOwner: true, itemCount: 0 });
    expect(kit.items).toEqual([]);
  });

  it('the 72-hour template: 23 items, 3 per category except 2 in Bag & Carrying System, positions 1-3', async () => {
    const { client } = await signedInWithProfile(t);
    const kit = await createKit(client, { name: '72-Hour Bug-Out Kit', template: '72hour' });
    expect(kit.items).toHaveLength(23);
    expect(kit.itemCount).toBe(23);
    for (const category of CORE_KIT_CATEGORIES) {
      const inCategory = kit.items.filter((i) => i.category === category);
      expect(inCategory.map((i) => i.position)).toEqual(category === 'Bag & Carrying System' ? [1, 2] : [1, 2, 3]);
      expect(kit.categoryCounts[category]).toBe(inCategory.length);
    }
    for (const item of kit.items) {
      expect(item.rating).toMatch(/^\d\.\d ★ \(\d+(\.\d)?k\+\)$/);
      expect(item.priceHint).toMatch(/^Typically \$\d+–\$\d+$/);
      expect(item.notes).toBeTruthy();
    }
    const filter = kit.items.find((i) => i.category === 'Water & Hydration' && i.position === 1)!;
    expect(filter).toMatchObject({ itemName: 'Sawyer Squeeze Water Filter', quantity: 2 });
    expect(kit.items.find((i) => i.itemName === 'Water Purification Tablets')?.quantity).toBe(50);
    expect(TEMPLATE_72HOUR_ITEMS).toHaveLength(23);
  });

  it('a blank name is a 400 with the documented message at the field, and nothing is written', async () => {
    const { client } = await signedInWithProfile(t);
    const before = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(kits);
    const res = await client.api.kits.$post({ json: { name: '   ', template: '72hour' } });
    expect(res.status).toBe(400);
    expect((await errorJson(res)).error.fields?.name).toEqual(['Kit name is required.']);
    const after = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(kits);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('needs a session', async () => {
    expect((await new TestClient(t).api.kits.$post({ json: { name: 'x' } })).status).toBe(401);
    expect((await new TestClient(t).api.kits.$get({ query: {} })).status).toBe(401);
  });
});

describe('refusals in the reader’s language (decision 0361)', () => {
  async function reader(locale: 'de' | 'es') {
    const { client } = await signedInWithProfile(t);
    const put = await client.request('/api/account/locale', { method: 'PUT', json: { locale } });
    expect(put.status).toBe(200);
    return client;
  }

  it('a German reader’s blank name and a Spanish reader’s item and list query are refused in their language', async () => {
    const german = await reader('de');
    const blank = await german.api.kits.$post({ json: { name: '   ', description: 'x'.repeat(2001) } });
    expect(blank.status).toBe(400);
    expect((await errorJson(blank)).error.fields).toEqual({
      name: ['Bitte geben Sie einen Namen für das Set ein.'],
      description: ['Die Beschreibung darf höchstens 2.000 Zeichen lang sein.'],
    });

    const spanish = await reader('es');
    const kit = await createKit(spanish, { name: 'Mochila' });
    const item = await spanish.request(`/api/kits/${kit.id}/items`, {
      method: 'POST',
      json: { category: 'Snacks', itemName: 'Agua', quantity: 100_001 },
    });
    expect(item.status).toBe(400);
    expect((await errorJson(item)).error.fields).toEqual({
      category: ['Elija una de las categorías ofrecidas.'],
      quantity: ['La cantidad debe ser un número entero del 1 al 100,000.'],
    });
    const list = await spanish.request('/api/kits?tab=all&limit=0');
    expect(list.status).toBe(400);
    expect((await errorJson(list)).error.fields).toEqual({
      tab: ['Elija «mine», «acquired» o «community».'],
      limit: ['El tamaño de página debe ser un número entero del 1 al 100.'],
    });
  });
});

describe('list: tabs, search and category filter', () => {
  it('mine (public ones too), acquired copies and public kits of others, each in its order', async () => {
    const a = await signedInWithProfile(t);
    const b = await signedInWithProfile(t);
    const first = await createKit(a.client, { name: 'First' });
    const second = await createKit(a.client, { name: 'Second', description: 'Stays in the car' });
    await patchKit(a.client, first.id, { isPublic: true });
    const theirs = await createKit(b.client, { name: 'Their public', template: '72hour' });
    await patchKit(b.client, theirs.id, { isPublic: true });
    await createKit(b.client, { name: 'Their private' });

    const acquired = await acquire(a.client, theirs.id);
    const copy = (await json(acquired, 201)).kit;

    const tabs = await list(a.client);
    // First was updated last (made public), so it leads.
    expect(tabs.mine.map((k) => k.name)).toEqual(['First', 'Second']);
    expect(tabs.mine[0]).toMatchObject({ isPublic: true, isOwner: true });
    expect(tabs.acquired.map((k) => k.id)).toEqual([copy.id]);
    expect(tabs.acquired[0]).toMatchObject({ name: 'Their public (Copy)', isPublic: false, itemCount: 23 });
    const template = tabs.community.find((k) => k.id === theirs.id)!;
    expect(template).toMatchObject({ isOwner: false, acquired: true, itemCount: 23 });
    expect(tabs.community.some((k) => k.name === 'Their private')).toBe(false);
    expect(tabs.community.some((k) => k.id === first.id)).toBe(false);
    expect(second.id).toBeTruthy();
  });

  it('search is a case-insensitive substring of name or description; % and _ are literal', async () => {
    const { client } = await signedInWithProfile(t);
    await createKit(client, { name: 'Winter CAR kit' });
    await createKit(client, { name: 'Office', description: 'for the car park' });
    await createKit(client, { name: '100% ready' });
    await createKit(client, { name: 'Home' });
    expect((await list(client, { q: 'car' })).mine.map((k) => k.name).sort()).toEqual(['Office', 'Winter CAR kit']);
    expect((await list(client, { q: '%' })).mine.map((k) => k.name)).toEqual(['100% ready']);
    expect((await list(client, { q: '_' })).mine).toEqual([]);
    expect((await list(client, { q: '' })).mine).toHaveLength(4);
  });

  it('the category filter keeps kits with an item in that category', async () => {
    const { client } = await signedInWithProfile(t);
    const withClothes = await createKit(client, { name: 'Clothes' });
    await addItem(client, withClothes.id, { category: 'Clothing', itemName: 'Wool socks' });
    await createKit(client, { name: 'Empty' });
    expect((await list(client, { category: 'Clothing' })).mine.map((k) => k.name)).toEqual(['Clothes']);
    // Raw: not a category the typed query accepts.
    expect((await client.get('/api/kits?category=Snacks')).status).toBe(400);
  });
});

describe('view', () => {
  it('anyone sees a public kit; a private kit of someone else is 404 exactly like a missing one', async () => {
    const owner = await signedInWithProfile(t);
    const other = await signedInWithProfile(t);
    const privateKit = await createKit(owner.client, { name: 'Mine only', template: '72hour' });
    const publicKit = await createKit(owner.client, { name: 'Shared' });
    await patchKit(owner.client, publicKit.id, { isPublic: true });

    const anonymous = new TestClient(t);
    const seen = await json(await anonymous.api.kits[':id'].$get({ param: { id: publicKit.id } }), 200);
    expect(seen.kit).toMatchObject({ name: 'Shared', isOwner: false, acquired: false });

    const hidden = await other.client.api.kits[':id'].$get({ param: { id: privateKit.id } });
    const missing = await other.client.api.kits[':id'].$get({ param: { id: '00000000-0000-4000-8000-000000000000' } });
    const malformed = await other.client.api.kits[':id'].$get({ param: { id: 'not-a-uuid' } });
    expect([hidden.status, missing.status, malformed.status]).toEqual([404, 404, 404]);
    const bodies = await Promise.all([hidden.json(), missing.json()]);
    expect(bodies[0]).toEqual(bodies[1]);

    const ownRes = await owner.client.api.kits[':id'].$get({ param: { id: privateKit.id } });
    expect(ownRes.headers.get('content-type')).toMatch(/^application\/json/);
    const own = await json(ownRes, 200);
    expect(own.kit.isOwner).toBe(true);
    // The database-built body is exactly the documented shape.
    expect(() => kitDetailSchema.strict().parse(own.kit)).not.toThrow();
    expect(() => kitItemSchema.strict().parse(own.kit.items[0])).not.toThrow();
    expect(own.kit.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    // Items ordered by category, then position.
    const keys = own.kit.items.map((i) => `${i.category}#${i.position}`);
    expect(keys).toEqual([...keys].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)));
  });
});

describe('update and delete', () => {
  it('saves name, trimmed description (empty -> null) and is_public', async () => {
    const { client } = await signedInWithProfile(t);
    const kit = await createKit(client, { name: 'Kit', description: 'old' });
    const res = await patchKit(client, kit.id, { name: ' Renamed ', description: '  ', isPublic: true });
    const saved = (await json(res, 200)).kit;
    expect(saved).toMatchObject({ name: 'Renamed', description: null, isPublic: true });
    expect((await patchKit(client, kit.id, { name: '' })).status).toBe(400);
    expect((await patchRaw(client, `/api/kits/${kit.id}`, { ownerId: 'x' })).status).toBe(400);
    expect((await patchKit(client, kit.id, {})).status).toBe(400);
  });

  it('deleting a kit removes its items and acquisitions; the acquirer keeps their copy', async () => {
    const owner = await signedInWithProfile(t);
    const other = await signedInWithProfile(t);
    const kit = await createKit(owner.client, { name: 'Going away', template: '72hour' });
    await patchKit(owner.client, kit.id, { isPublic: true });
    const copy = (await json(await acquire(other.client, kit.id), 201)).kit;

    expect((await deleteKit(owner.client, kit.id)).status).toBe(204);
    expect(await t.database.db.select().from(kitItems).where(eq(kitItems.kitId, kit.id))).toEqual([]);
    expect((await owner.client.api.kits[':id'].$get({ param: { id: kit.id } })).status).toBe(404);
    const theirs = await list(other.client);
    expect(theirs.acquired.map((k) => k.id)).toEqual([copy.id]);
    expect(theirs.acquired[0]!.itemCount).toBe(23);
    const [acq] = await t.database.db.select().from(kitAcquisitions).where(eq(kitAcquisitions.copyKitId, copy.id));
    expect(acq!.kitId).toBeNull();
  });
});

describe('duplicate', () => {
  it('a private copy "{name} (Copy)", nameless items dropped, no category -> Uncategorized, renumbered from 0', async () => {
    const { client } = await signedInWithProfile(t);
    const kit = await createKit(client, { name: 'Base', description: 'desc' });
    await patchKit(client, kit.id, { isPublic: true });
    await addItem(client, kit.id, { category: 'Fire & Light', itemName: 'Lighter' });
    await addItem(client, kit.id, { category: 'Clothing', itemName: 'Gloves', quantity: 2 });
    // Rows the API cannot make but older data could hold: a blank name, an Uncategorized item.
    await t.database.db.insert(kitItems).values([
      { kitId: kit.id, category: 'Misc', itemName: '  ', position: 5 },
      { kitId: kit.id, category: UNCATEGORIZED, itemName: 'Loose item', position: 9 },
    ]);
    const copy = (await json(await duplicate(client, kit.id), 201)).kit;
    expect(copy).toMatchObject({ name: 'Base (Copy)', description: 'desc', isPublic: false, itemCount: 3 });
    expect(copy.items.map((i) => i.itemName).sort()).toEqual(['Gloves', 'Lighter', 'Loose item']);
    expect(copy.items.map((i) => i.position).sort()).toEqual([0, 1, 2]);
    expect(copy.items.every((i) => i.sourceType === 'manual')).toBe(true);
    expect(copy.items.find((i) => i.itemName === 'Loose item')!.category).toBe(UNCATEGORIZED);
    // The copy is mine, under My Kits.
    expect((await list(client)).mine.some((k) => k.id === copy.id)).toBe(true);
  });

  it('only the owner duplicates (public of others 403, private of others 404)', async () => {
    const owner = await signedInWithProfile(t);
    const other = await signedInWithProfile(t);
    const pub = await createKit(owner.client, { name: 'Pub' });
    await patchKit(owner.client, pub.id, { isPublic: true });
    const priv = await createKit(owner.client, { name: 'Priv' });
    expect((await duplicate(other.client, pub.id)).status).toBe(403);
    expect((await duplicate(other.client, priv.id)).status).toBe(404);
  });
});

describe('copy rules', () => {
  const base = {
    quantity: 1,
    notes: null,
    affiliateUrl: null,
    rating: null,
    priceHint: null,
    imageUrl: null,
    priority: 3,
    sourceUrl: null,
  };
  it('drops nameless items, files a missing category under Uncategorized, renumbers from 0', () => {
    const copied = copyItems([
      { ...base, category: 'Clothing', itemName: 'Hat' },
      { ...base, category: 'Clothing', itemName: null },
      { ...base, category: null, itemName: 'Loose' },
      { ...base, category: '  ', itemName: ' Rope ', quantity: 0 },
    ]);
    expect(copied.map((i) => [i.itemName, i.category, i.position, i.quantity, i.sourceType])).toEqual([
      ['Hat', 'Clothing', 0, 1, 'manual'],
      ['Loose', UNCATEGORIZED, 1, 1, 'manual'],
      ['Rope', UNCATEGORIZED, 2, 1, 'manual'],
    ]);
  });
  it("names the copy '{name} (Copy)', or 'Acquired Kit' without a name", () => {
    expect(copyKitName('Car kit')).toBe('Car kit (Copy)');
    expect(copyKitName('  ')).toBe('Acquired Kit');
    expect(copyKitName('x'.repeat(200)).length).toBeLessThanOrEqual(120);
  });
});

describe('acquire', () => {
  it('twice -> 409 "Already acquired"; own -> 400; private -> 404', async () => {
    const owner = await signedInWithProfile(t);
    const other = await signedInWithProfile(t);
    const kit = await createKit(owner.client, { name: 'Shared', template: '72hour' });
    await patchKit(owner.client, kit.id, { isPublic: true });
    const priv = await createKit(owner.client, { name: 'Private' });

    expect((await acquire(other.client, kit.id)).status).toBe(201);
    const again = await acquire(other.client, kit.id);
    expect(again.status).toBe(409);
    expect((await errorJson(again)).error.message).toBe('Already acquired');
    expect((await acquire(owner.client, kit.id)).status).toBe(400);
    expect((await acquire(other.client, priv.id)).status).toBe(404);
    expect((await acquire(new TestClient(t), kit.id)).status).toBe(401);
    const copies = await t.database.db.select().from(kitAcquisitions).where(eq(kitAcquisitions.kitId, kit.id));
    expect(copies).toHaveLength(1);
  });

  it('parallel acquires of one kit leave exactly one copy', async () => {
    const owner = await signedInWithProfile(t);
    const other = await signedInWithProfile(t);
    const kit = await createKit(owner.client, { name: 'Race', template: '72hour' });
    await patchKit(owner.client, kit.id, { isPublic: true });
    const statuses = await Promise.all(
      Array.from({ length: 5 }, () => acquire(other.client, kit.id).then((r) => r.status)),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(4);
    expect((await list(other.client)).acquired).toHaveLength(1);
  });
});

describe('items', () => {
  it("a new item goes after the category's last (1 when empty); quantity invalid or 0 -> 1", async () => {
    const { client } = await signedInWithProfile(t);
    const kit = await createKit(client, { name: 'Items', template: '72hour' });
    const first = await addItem(client, kit.id, { category: 'Clothing', itemName: 'Hat', quantity: 0 });
    expect(first).toMatchObject({ position: 1, quantity: 1, notes: null, priority: 3 });
    const next = await addItem(client, kit.id, { category: 'Fire & Light', itemName: 'Candle', quantity: 'abc' });
    expect(next).toMatchObject({ position: 4, quantity: 1 });
    const parsed = await addItem(client, kit.id, {
      category: 'Clothing',
      itemName: 'Boots',
      quantity: '3.7',
      notes: ' ',
    });
    expect(parsed).toMatchObject({ position: 2, quantity: 3, notes: null });
    expect((await postItem(client, kit.id, { category: 'Clothing', itemName: '  ' })).status).toBe(400);
    // Raw: not a category the typed body accepts.
    expect((await client.post(`/api/kits/${kit.id}/items`, { category: 'Snacks', itemName: 'x' })).status).toBe(400);
  });

  it('edits are partial; quantity must be >= 1; moving category goes last there; REVISED moves', async () => {
    const { client } = await signedInWithProfile(t);
    const kit = await createKit(client, { name: 'Edit', template: '72hour' });
    const item = kit.items.find((i) => i.itemName === 'LED Headlamp')!;
    const renamed = (await json(await patchItem(client, kit.id, item.id, { itemName: 'Headlamp' }), 200)).item;
    expect(renamed).toMatchObject({ itemName: 'Headlamp', quantity: 2, notes: item.notes });
    expect((await patchItem(client, kit.id, item.id, { quantity: 0 })).status).toBe(400);
    expect((await patchItem(client, kit.id, item.id, { quantity: 1.5 })).status).toBe(400);
    expect((await patchItem(client, kit.id, item.id, { priority: 6 })).status).toBe(400);
    const moved = (await json(await patchItem(client, kit.id, item.id, { category: 'Tools & Self-Defense' }), 200))
      .item;
    expect(moved).toMatchObject({ category: 'Tools & Self-Defense', position: 4 });
    const after = (await json(await client.api.kits[':id'].$get({ param: { id: kit.id } }), 200)).kit;
    expect(after.updatedAt >= kit.updatedAt).toBe(true);
    expect((await deleteItem(client, kit.id, item.id)).status).toBe(204);
    expect((await deleteItem(client, kit.id, item.id)).status).toBe(404);
  });
});

describe('item expiry', () => {
  it('add, change and clear an expiry date; the kit view shows it; the template leaves it empty', async () => {
    const { client } = await signedInWithProfile(t);
    const kit = await createKit(client, { name: 'Medicines', template: '72hour' });
    expect(kit.items.every((i) => i.expiresOn === null)).toBe(true);
    const pills = await addItem(client, kit.id, {
      category: 'First Aid & Hygiene',
      itemName: 'Ibuprofen',
      expiresOn: '2027-03-12',
    });
    expect(pills.expiresOn).toBe('2027-03-12');
    const undated = await addItem(client, kit.id, { category: 'First Aid & Hygiene', itemName: 'Gauze' });
    expect(undated.expiresOn).toBeNull();

    const moved = (await json(await patchItem(client, kit.id, pills.id, { expiresOn: '2028-01-31' }), 200)).item;
    expect(moved.expiresOn).toBe('2028-01-31');
    // Another field alone leaves the date as it was.
    const renamed = (await json(await patchItem(client, kit.id, pills.id, { itemName: 'Ibuprofen 200 mg' }), 200)).item;
    expect(renamed.expiresOn).toBe('2028-01-31');
    const view = (await json(await client.api.kits[':id'].$get({ param: { id: kit.id } }), 200)).kit;
    expect(kitDetailSchema.parse(view).items.find((i) => i.id === pills.id)?.expiresOn).toBe('2028-01-31');

    const cleared = (await json(await patchItem(client, kit.id, pills.id, { expiresOn: null }), 200)).item;
    expect(cleared.expiresOn).toBeNull();
  });

  it('a date before 1900, after 2200 or not a date is a 400 at the field, and nothing is written', async () => {
    const { client } = await signedInWithProfile(t);
    const kit = await createKit(client, { name: 'Dates', template: '72hour' });
    const item = kit.items[0]!;
    const message = ['Enter a date between 1900 and 2200'];
    for (const expiresOn of ['1899-12-31', '2201-01-01', '2027-02-30', '12/03/2027', '20027-01-01']) {
      const patch = await expectRefusedWithoutWrite(
        t.database,
        () => patchItem(client, kit.id, item.id, { expiresOn }),
        400,
      );
      expect(patch.error.fields?.expiresOn, expiresOn).toEqual(message);
      const add = await expectRefusedWithoutWrite(
        t.database,
        () => postItem(client, kit.id, { category: 'First Aid & Hygiene', itemName: 'Pills', expiresOn }),
        400,
      );
      expect(add.error.fields?.expiresOn, expiresOn).toEqual(message);
    }
    // Raw: a number is not a date either.
    expect((await patchRaw(client, `/api/kits/${kit.id}/items/${item.id}`, { expiresOn: 20270312 })).status).toBe(400);
    expect((await patchItem(client, kit.id, item.id, { expiresOn: '1900-01-01' })).status).toBe(200);
    expect((await patchItem(client, kit.id, item.id, { expiresOn: '2200-12-31' })).status).toBe(200);
  });

  it("another user's item: 404 for a private kit, 403 for a public one, and the date stays", async () => {
    const owner = await signedInWithProfile(t);
    const other = await signedInWithProfile(t);
    const kit = await createKit(owner.client, { name: 'Private meds' });
    const item = await addItem(owner.client, kit.id, {
      category: 'First Aid & Hygiene',
      itemName: 'Aspirin',
      expiresOn: '2027-05-01',
    });
    await expectRefusedWithoutWrite(
      t.database,
      () => patchItem(other.client, kit.id, item.id, { expiresOn: null }),
      404,
    );
    await patchKit(owner.client, kit.id, { isPublic: true });
    await expectRefusedWithoutWrite(
      t.database,
      () => patchItem(other.client, kit.id, item.id, { expiresOn: null }),
      403,
    );
    const [row] = await t.database.db.select().from(kitItems).where(eq(kitItems.id, item.id));
    expect(row?.expiresOn).toBe('2027-05-01');
  });

  it('only the owner sees the dates: another user and a signed-out visitor of the public kit read null', async () => {
    const owner = await signedInWithProfile(t);
    const other = await signedInWithProfile(t);
    const kit = await createKit(owner.client, { name: 'Shared meds' });
    await addItem(owner.client, kit.id, {
      category: 'First Aid & Hygiene',
      itemName: 'Aspirin',
      expiresOn: '2027-05-01',
    });
    await patchKit(owner.client, kit.id, { isPublic: true });
    const view = async (client: TestClient) =>
      (await json(await client.api.kits[':id'].$get({ param: { id: kit.id } }), 200)).kit.items.map((i) => i.expiresOn);
    expect(await view(owner.client)).toEqual(['2027-05-01']);
    expect(await view(other.client)).toEqual([null]);
    // Twice: the second answer comes from the shared cache of signed-out views.
    expect(await view(new TestClient(t))).toEqual([null]);
    expect(await view(new TestClient(t))).toEqual([null]);
  });

  it('copies (duplicate and acquire) leave the dates empty: they belong to the original bag', async () => {
    const owner = await signedInWithProfile(t);
    const other = await signedInWithProfile(t);
    const kit = await createKit(owner.client, { name: 'Dated' });
    await addItem(owner.client, kit.id, { category: 'Food & Cooking', itemName: 'Food bar', expiresOn: '2027-06-01' });
    await patchKit(owner.client, kit.id, { isPublic: true });
    const dup = (await json(await duplicate(owner.client, kit.id), 201)).kit;
    const acquired = (await json(await acquire(other.client, kit.id), 201)).kit;
    for (const copy of [dup, acquired]) {
      expect(copy.items.map((i) => [i.itemName, i.expiresOn])).toEqual([['Food bar', null]]);
    }
  });
});

describe('a refused kit or item write writes nothing', () => {
  it('every 4xx of the kit and item routes leaves every table as it was', async () => {
    const { client: owner } = await signedInWithProfile(t);
    const { client: other } = await signedInWithProfile(t);
    const anonymous = new TestClient(t);
    const mine = await createKit(owner, { name: 'Mine', template: '72hour' });
    const theirs = await createKit(other, { name: 'Theirs', template: '72hour' });
    const theirsPublic = await createKit(other, { name: 'Theirs public', template: '72hour' });
    await patchKit(other, theirsPublic.id, { isPublic: true });
    await acquire(owner, theirsPublic.id);
    const item = mine.items[0]!;
    const theirItem = theirsPublic.items[0]!;
    const refused: [string, () => Promise<Response>, number][] = [
      ['create: NUL in the name', () => owner.api.kits.$post({ json: { name: 'a\u0000' } }), 400],
      ['create: lone surrogate', () => owner.api.kits.$post({ json: { name: 'a\uD800' } }), 400],
      // Raw: a body without the required name.
      ['create: no name', () => owner.post('/api/kits', { description: 'x' }), 400],
      ['create: anonymous', () => anonymous.api.kits.$post({ json: { name: 'Kit' } }), 401],
      ['update: NUL', () => patchKit(owner, mine.id, { description: 'x\u0000' }), 400],
      ['update: private of another', () => patchKit(owner, theirs.id, { name: 'Mine now' }), 404],
      ['update: public of another', () => patchKit(owner, theirsPublic.id, { name: 'Mine now' }), 403],
      ['update: malformed id', () => patchKit(owner, 'not-a-uuid', { name: 'x' }), 404],
      ['delete: private of another', () => deleteKit(owner, theirs.id), 404],
      ['delete: public of another', () => deleteKit(owner, theirsPublic.id), 403],
      ['duplicate: private of another', () => duplicate(owner, theirs.id), 404],
      ['acquire: own kit', () => acquire(owner, mine.id), 400],
      ['acquire: again', () => acquire(owner, theirsPublic.id), 409],
      ['acquire: upper-case id, again', () => acquire(owner, theirsPublic.id.toUpperCase()), 409],
      [
        'add item: bad category',
        // Raw: not a category the typed body accepts.
        () => owner.post(`/api/kits/${mine.id}/items`, { category: 'Nope', itemName: 'x' }),
        400,
      ],
      ['add item: NUL', () => postItem(owner, mine.id, { category: item.category, itemName: '\u0000' }), 400],
      [
        'add item: kit of another',
        () => postItem(owner, theirsPublic.id, { category: theirItem.category, itemName: 'x' }),
        403,
      ],
      ['edit item: quantity 0', () => patchItem(owner, mine.id, item.id, { quantity: 0 }), 400],
      ['edit item: item of another kit', () => patchItem(owner, mine.id, theirItem.id, { quantity: 2 }), 404],
      ['delete item: of another', () => deleteItem(owner, theirsPublic.id, theirItem.id), 403],
    ];
    for (const [label, send, status] of refused) {
      const body = await expectRefusedWithoutWrite(t.database, send, status);
      expect(body.error.message, label).toBeTruthy();
    }
  });
});
