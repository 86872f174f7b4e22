/** The kit view for signed-out visitors is served from memory and dropped by the change feed. */
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { kitItems } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { okJson, signedInWithProfile, TestClient } from '../../test/client';

// One app (and database) for the file, made while the file loads.
const t: TestApp = await createTestApp({ mail: true });
afterAll(() => t.close());

async function eventually<T>(read: () => Promise<T>, ok: (v: T) => boolean): Promise<T> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const v = await read();
    if (ok(v) || Date.now() > deadline) return v;
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('public kit cache', () => {
  it('serves visitors from memory, and every kit or item change reaches them', async () => {
    const { client: owner } = await signedInWithProfile(t);
    const visitor = new TestClient(t);
    const { kit } = await okJson(await owner.api.kits.$post({ json: { name: 'Cached', template: '72hour' } }));
    // Wait for the feed to announce the change, so no late event empties the cache below.
    const announced = new Promise<void>((resolve) => {
      const stop = t.app.services.changeFeed.subscribe((change) => {
        if (change.table === 'kits' && change.id === kit.id && change.isPublic) {
          stop();
          resolve();
        }
      });
    });
    await owner.api.kits[':id'].$patch({ param: { id: kit.id }, json: { isPublic: true } });
    await announced;
    const view = async () => {
      const res = await visitor.api.kits[':id'].$get({ param: { id: kit.id } });
      return { status: res.status, kit: res.status === 200 ? (await res.json()).kit : null };
    };
    const item = kit.items[0]!;
    const first = await eventually(view, (v) => v.kit?.isPublic === true);
    expect(first.kit!.items.find((i) => i.id === item.id)!.itemName).toBe(item.itemName);

    // A change behind the API's back (no kit revision, so no feed event): visitors still get the
    // remembered answer. This is what proves the cache serves them.
    await t.database.db.update(kitItems).set({ itemName: 'Sneaky' }).where(eq(kitItems.id, item.id));
    expect((await view()).kit!.items.find((i) => i.id === item.id)!.itemName).toBe(item.itemName);
    // The owner sees their own live answer.
    const own = await okJson(await owner.api.kits[':id'].$get({ param: { id: kit.id } }));
    expect(own.kit.items.find((i) => i.id === item.id)!.itemName).toBe('Sneaky');

    // A change through the API revises the kit: the feed drops the entry.
    await owner.api.kits[':id'].items[':itemId'].$patch({
      param: { id: kit.id, itemId: item.id },
      json: { itemName: 'Renamed' },
    });
    const renamed = await eventually(view, (v) => v.kit?.items.some((i) => i.itemName === 'Renamed') ?? false);
    expect(renamed.kit!.items.find((i) => i.id === item.id)!.itemName).toBe('Renamed');

    // Made private: visitors get 404 like a missing kit.
    await owner.api.kits[':id'].$patch({ param: { id: kit.id }, json: { isPublic: false } });
    expect((await eventually(view, (v) => v.status === 404)).status).toBe(404);
  });
});
