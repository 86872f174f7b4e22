/**
 * The permission matrix: every kit and item route, as the owner, another signed-in user and an
 * anonymous visitor, against a private and a public kit. Status codes are asserted, and a
 * refused call must leave the kit and its items exactly as they were.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KitDetail } from '@shared/kits/schemas';
import { kitItems, kits } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { okJson, signedInWithProfile, TestClient } from '../../test/client';

let t: TestApp;
let owner: TestClient;
let other: TestClient;
let anonymous: TestClient;
let png: Uint8Array;

beforeAll(async () => {
  t = await createTestApp({ mail: true });
  owner = (await signedInWithProfile(t)).client;
  other = (await signedInWithProfile(t)).client;
  anonymous = new TestClient(t);
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#4a5d23' } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await t.close();
});

type Role = 'owner' | 'other' | 'anonymous';
type Visibility = 'private' | 'public';
const clientFor = (role: Role) => ({ owner, other, anonymous })[role];

async function makeKit(visibility: Visibility): Promise<KitDetail> {
  const res = await owner.api.kits.$post({ json: { name: `Matrix ${visibility}`, template: '72hour' } });
  const { kit } = await okJson(res);
  if (visibility === 'public') await owner.api.kits[':id'].$patch({ param: { id: kit.id }, json: { isPublic: true } });
  return kit;
}

/** The kit row and its items, for "nothing changed". */
async function snapshot(kitId: string) {
  const kit = await t.database.db.select().from(kits).where(eq(kits.id, kitId));
  const items = await t.database.db
    .select()
    .from(kitItems)
    .where(inArray(kitItems.kitId, [kitId]))
    .orderBy(asc(kitItems.id));
  return JSON.stringify({ kit, items });
}

interface Call {
  name: string;
  run: (client: TestClient, kit: KitDetail) => Promise<Response>;
  /** Expected status per role and visibility. */
  expect: Record<Role, Record<Visibility, number>>;
  /** The call changes the kit when it succeeds (so it runs last, for the owner). */
  writes: boolean;
}

const item = (kit: KitDetail) => kit.items[0]!.id;
const upload = (client: TestClient, kit: KitDetail) => {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'pixel.png');
  return client.api.kits[':id'].items[':itemId'].image.$put(
    { param: { id: kit.id, itemId: item(kit) } },
    { init: { body: form } },
  );
};
const readable = {
  owner: { private: 200, public: 200 },
  other: { private: 404, public: 200 },
  anonymous: { private: 404, public: 200 },
};
const ownerOnly = (ok: number) => ({
  owner: { private: ok, public: ok },
  other: { private: 404, public: 403 },
  anonymous: { private: 401, public: 401 },
});

const calls: Call[] = [
  { name: 'GET kit', run: (c, k) => c.api.kits[':id'].$get({ param: { id: k.id } }), expect: readable, writes: false },
  {
    name: 'PATCH kit',
    run: (c, k) => c.api.kits[':id'].$patch({ param: { id: k.id }, json: { name: 'Taken over' } }),
    expect: ownerOnly(200),
    writes: true,
  },
  {
    name: 'POST duplicate',
    run: (c, k) => c.api.kits[':id'].duplicate.$post({ param: { id: k.id } }),
    expect: ownerOnly(201),
    writes: false,
  },
  {
    name: 'POST acquire',
    run: (c, k) => c.api.kits[':id'].acquire.$post({ param: { id: k.id } }),
    expect: {
      owner: { private: 400, public: 400 },
      other: { private: 404, public: 201 },
      anonymous: { private: 401, public: 401 },
    },
    writes: false,
  },
  {
    name: 'POST item',
    run: (c, k) =>
      c.api.kits[':id'].items.$post({ param: { id: k.id }, json: { category: 'Misc', itemName: 'Intruder' } }),
    expect: ownerOnly(201),
    writes: true,
  },
  {
    name: 'PATCH item',
    run: (c, k) =>
      c.api.kits[':id'].items[':itemId'].$patch({ param: { id: k.id, itemId: item(k) }, json: { quantity: 99 } }),
    expect: ownerOnly(200),
    writes: true,
  },
  { name: 'PUT item image', run: upload, expect: ownerOnly(200), writes: true },
  {
    name: 'DELETE item',
    run: (c, k) => c.api.kits[':id'].items[':itemId'].$delete({ param: { id: k.id, itemId: item(k) } }),
    expect: ownerOnly(204),
    writes: true,
  },
  {
    name: 'DELETE kit',
    run: (c, k) => c.api.kits[':id'].$delete({ param: { id: k.id } }),
    expect: ownerOnly(204),
    writes: true,
  },
];

describe.each(['private', 'public'] as const)('a %s kit', (visibility) => {
  it.each(['other', 'anonymous'] as const)(
    'as %s: every route answers as the matrix says and nothing changes',
    async (role) => {
      const kit = await makeKit(visibility);
      const before = await snapshot(kit.id);
      const got: Record<string, number> = {};
      const want: Record<string, number> = {};
      for (const call of calls) {
        got[call.name] = (await call.run(clientFor(role), kit)).status;
        want[call.name] = call.expect[role][visibility];
      }
      expect(got).toEqual(want);
      expect(await snapshot(kit.id)).toBe(before);
    },
  );

  it('as the owner: every route succeeds', async () => {
    const kit = await makeKit(visibility);
    const got: Record<string, number> = {};
    const want: Record<string, number> = {};
    // Reads first, then writes in the table's order (DELETE kit last).
    for (const call of [...calls.filter((c) => !c.writes), ...calls.filter((c) => c.writes)]) {
      got[call.name] = (await call.run(owner, kit)).status;
      want[call.name] = call.expect.owner[visibility];
    }
    expect(got).toEqual(want);
    expect(await t.database.db.select().from(kits).where(eq(kits.id, kit.id))).toEqual([]);
  });
});

describe('item routes check the item belongs to the kit in the path', () => {
  it("my kit's path with another kit's item id is a 404 and changes nothing", async () => {
    const mine = await makeKit('private');
    const theirs = await okJson(await other.api.kits.$post({ json: { name: 'Other', template: '72hour' } }));
    const foreignItem = theirs.kit.items[0]!.id;
    const before = await snapshot(theirs.kit.id);
    const param = { id: mine.id, itemId: foreignItem };
    expect((await owner.api.kits[':id'].items[':itemId'].$patch({ param, json: { quantity: 5 } })).status).toBe(404);
    expect((await owner.api.kits[':id'].items[':itemId'].$delete({ param })).status).toBe(404);
    expect(await snapshot(theirs.kit.id)).toBe(before);
  });
});
