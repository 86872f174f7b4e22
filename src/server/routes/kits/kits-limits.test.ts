/**
 * Per-user caps on kits (decision 121): 500 kits, 1,000 items per kit. The rows up to the cap
 * are seeded in SQL; the one more goes through the API and must be refused with nothing written.
 */
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { LIMIT_MESSAGES, MAX_ITEMS_PER_KIT, MAX_KITS_PER_USER } from '@shared/constants/limits';
import type { CreateKitInput, KitDetail } from '@shared/kits/schemas';
import { rowsOf } from '../../db/sql-helpers';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInWithProfile, type TestClient } from '../../test/client';

// One app (and database) for the file, made while the file loads.
const t: TestApp = await createTestApp({ mail: true });
afterAll(() => t.close());

const one = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await t.database.db.execute(query))[0]!;
const userId = async (email: string) =>
  (await one<{ id: string }>(sql`select id from users where email = ${email}`)).id;
const kitCount = async (owner: string) =>
  (await one<{ n: number }>(sql`select count(*)::int as n from kits where owner_id = ${owner}`)).n;
const itemCount = async (kitId: string) =>
  (await one<{ n: number }>(sql`select count(*)::int as n from kit_items where kit_id = ${kitId}`)).n;
const seedKits = (owner: string, n: number) =>
  t.database.db.execute(
    sql`insert into kits (owner_id, name) select ${owner}, 'Seed ' || g from generate_series(1, ${n}) g`,
  );
const seedItems = (kitId: string, n: number) =>
  t.database.db.execute(sql`
    insert into kit_items (kit_id, category, item_name, position)
    select ${kitId}, 'Clothing', 'Sock ' || g, g from generate_series(1, ${n}) g`);

async function expectRefused(res: Response, message: string) {
  expect(res.status).toBe(403);
  expect(await res.json()).toEqual({ error: { code: 'forbidden', message } });
}

async function newKit(client: TestClient, body: CreateKitInput): Promise<KitDetail> {
  const res = await client.api.kits.$post({ json: body });
  if (res.status !== 201) throw new Error(`create: ${res.status} ${await res.text()}`);
  return (await res.json()).kit;
}

describe('kits per user', () => {
  it('create, duplicate and acquire stop at 500 kits; nothing is written', async () => {
    const me = await signedInWithProfile(t);
    const other = await signedInWithProfile(t);
    const meId = await userId(me.data.email);
    const mine = await newKit(me.client, { name: 'Mine' });
    const theirs = await newKit(other.client, { name: 'Theirs', template: '72hour' });
    await other.client.api.kits[':id'].$patch({ param: { id: theirs.id }, json: { isPublic: true } });
    await seedKits(meId, MAX_KITS_PER_USER - 2);

    // The 500th is still allowed.
    expect((await me.client.api.kits.$post({ json: { name: 'Last one' } })).status).toBe(201);
    expect(await kitCount(meId)).toBe(MAX_KITS_PER_USER);

    await expectRefused(
      await me.client.api.kits.$post({ json: { name: 'One more', template: '72hour' } }),
      LIMIT_MESSAGES.kits,
    );
    await expectRefused(
      await me.client.api.kits[':id'].duplicate.$post({ param: { id: mine.id } }),
      LIMIT_MESSAGES.kits,
    );
    await expectRefused(
      await me.client.api.kits[':id'].acquire.$post({ param: { id: theirs.id } }),
      LIMIT_MESSAGES.kits,
    );
    expect(await kitCount(meId)).toBe(MAX_KITS_PER_USER);
    const acquisitions = await one<{ n: number }>(
      sql`select count(*)::int as n from kit_acquisitions where acquirer_id = ${meId}`,
    );
    expect(acquisitions.n).toBe(0);

    // Deleting one makes room again.
    expect((await me.client.api.kits[':id'].$delete({ param: { id: mine.id } })).status).toBe(204);
    expect((await me.client.api.kits[':id'].acquire.$post({ param: { id: theirs.id } })).status).toBe(201);
  });

  it('concurrent creates cannot pass the cap together', async () => {
    const me = await signedInWithProfile(t);
    const meId = await userId(me.data.email);
    await seedKits(meId, MAX_KITS_PER_USER - 1);
    const statuses = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        me.client.api.kits.$post({ json: { name: `Racer ${i}`, template: '72hour' } }).then((r) => r.status),
      ),
    );
    expect(statuses.sort()).toEqual([201, 403, 403, 403, 403, 403]);
    expect(await kitCount(meId)).toBe(MAX_KITS_PER_USER);
  });
});

describe('items per kit', () => {
  it('adding stops at 1,000 items; nothing is written', async () => {
    const me = await signedInWithProfile(t);
    const kit = await newKit(me.client, { name: 'Full kit' });
    await seedItems(kit.id, MAX_ITEMS_PER_KIT - 1);
    const add = (name: string) =>
      me.client.api.kits[':id'].items.$post({ param: { id: kit.id }, json: { category: 'Clothing', itemName: name } });
    expect((await add('Last sock')).status).toBe(201);
    await expectRefused(await add('One sock too many'), LIMIT_MESSAGES.kitItems);
    expect(await itemCount(kit.id)).toBe(MAX_ITEMS_PER_KIT);
  });

  it('concurrent adds cannot pass the cap together', async () => {
    const me = await signedInWithProfile(t);
    const kit = await newKit(me.client, { name: 'Almost full' });
    await seedItems(kit.id, MAX_ITEMS_PER_KIT - 1);
    const statuses = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        me.client.api.kits[':id'].items
          .$post({ param: { id: kit.id }, json: { category: 'Clothing', itemName: `Racer ${i}` } })
          .then((r) => r.status),
      ),
    );
    expect(statuses.sort()).toEqual([201, 403, 403, 403, 403, 403]);
    expect(await itemCount(kit.id)).toBe(MAX_ITEMS_PER_KIT);
  });

  it('a kit with more items than a kit may hold is not copied', async () => {
    const me = await signedInWithProfile(t);
    const meId = await userId(me.data.email);
    const kit = await newKit(me.client, { name: 'Legacy giant' });
    // Only possible for rows from before the cap.
    await seedItems(kit.id, MAX_ITEMS_PER_KIT + 1);
    await expectRefused(
      await me.client.api.kits[':id'].duplicate.$post({ param: { id: kit.id } }),
      LIMIT_MESSAGES.copyItems,
    );
    expect(await kitCount(meId)).toBe(1);
  });
});
