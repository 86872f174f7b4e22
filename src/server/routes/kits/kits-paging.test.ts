/** GET /api/kits pages by cursor (decision 120): every row once, in order, with the tab counts. */
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { LIMIT_MESSAGES } from '@shared/constants/limits';
import type { KitList } from '@shared/kits/schemas';
import { rowsOf } from '../../db/sql-helpers';
import { createTestApp, type TestApp } from '../../test/app';
import { errorJson, okJson, signedInWithProfile, type TestClient } from '../../test/client';

// One app (and database) for the file, made while the file loads.
const t: TestApp = await createTestApp({ mail: true });
afterAll(() => t.close());

type ListQuery = Parameters<TestClient['api']['kits']['$get']>[0]['query'];
const page = async (client: TestClient, query: ListQuery) => {
  const res = await client.api.kits.$get({ query });
  if (res.status !== 200) throw new Error(`expected 200, got ${res.status}: ${await res.text()}`);
  return await res.json();
};

async function userId(email: string): Promise<string> {
  const result = await t.database.db.execute(sql`select id from users where email = ${email}`);
  return rowsOf<{ id: string }>(result)[0]!.id;
}

/** Every page of a tab, following nextCursor; returns the pages. */
async function walk(client: TestClient, query: ListQuery): Promise<KitList[]> {
  const pages: KitList[] = [];
  let cursor: string | null = null;
  do {
    pages.push(await page(client, { ...query, ...(cursor ? { cursor } : {}) }));
    cursor = pages[pages.length - 1]!.nextCursor;
  } while (cursor && pages.length < 100);
  return pages;
}

describe('paging', () => {
  it('community: 24 a page by default, every public kit once in created_at-then-id order, even with equal times', async () => {
    const viewer = await signedInWithProfile(t);
    const author = await signedInWithProfile(t);
    const authorId = await userId(author.data.email);
    // One statement: all 60 share one created_at, so only the id orders them.
    await t.database.db.execute(sql`
      insert into kits (owner_id, name, is_public) select ${authorId}, 'Shared ' || g, true from generate_series(1, 60) g`);
    await t.database.db.execute(sql`
      insert into kits (owner_id, name, is_public, created_at)
      select ${authorId}, 'Older ' || g, true, now() - make_interval(mins => g) from generate_series(1, 5) g`);
    await t.database.db.execute(sql`insert into kits (owner_id, name) values (${authorId}, 'Private')`);

    const pages = await walk(viewer.client, { tab: 'community' });
    expect(pages.map((p) => p.items.length)).toEqual([24, 24, 17]);
    expect(pages[2]!.nextCursor).toBeNull();
    const names = pages.flatMap((p) => p.items.map((k) => k.name));
    expect(new Set(names).size).toBe(65);
    expect(names.slice(60)).toEqual(['Older 1', 'Older 2', 'Older 3', 'Older 4', 'Older 5']);
    expect(names).not.toContain('Private');
    const expected = rowsOf<{ id: string }>(
      await t.database.db.execute(
        sql`select id from kits where is_public and owner_id = ${authorId} order by created_at desc, id desc`,
      ),
    ).map((r) => r.id);
    expect(pages.flatMap((p) => p.items.map((k) => k.id))).toEqual(expected);
    // The counts are the tabs' totals on every page, not the page's length.
    for (const p of pages) expect(p.counts).toEqual({ mine: 0, acquired: 0, community: 65 });

    const big = await page(viewer.client, { tab: 'community', limit: '100' });
    expect(big.items).toHaveLength(65);
    expect(big.nextCursor).toBeNull();
  });

  it('mine and acquired page in their own orders; search and category narrow pages and counts alike', async () => {
    const me = await signedInWithProfile(t);
    const other = await signedInWithProfile(t);
    const meId = await userId(me.data.email);
    const before = (await page(me.client, { tab: 'mine' })).counts.community;
    await t.database.db.execute(sql`
      insert into kits (owner_id, name, updated_at)
      select ${meId}, case when g % 2 = 0 then 'Car kit ' || g else 'Home kit ' || g end, now() - make_interval(secs => g)
      from generate_series(1, 7) g`);
    const shared = (
      await okJson(await other.client.api.kits.$post({ json: { name: 'Car template', template: '72hour' } }))
    ).kit;
    await other.client.api.kits[':id'].$patch({ param: { id: shared.id }, json: { isPublic: true } });
    expect((await me.client.api.kits[':id'].acquire.$post({ param: { id: shared.id } })).status).toBe(201);

    const mine = await walk(me.client, { tab: 'mine', limit: '3' });
    expect(mine.map((p) => p.items.map((k) => k.name))).toEqual([
      ['Home kit 1', 'Car kit 2', 'Home kit 3'],
      ['Car kit 4', 'Home kit 5', 'Car kit 6'],
      ['Home kit 7'],
    ]);
    expect(mine[0]!.counts).toEqual({ mine: 7, acquired: 1, community: before + 1 });
    const acquired = await page(me.client, { tab: 'acquired' });
    expect(acquired.items.map((k) => k.name)).toEqual(['Car template (Copy)']);

    const searched = await walk(me.client, { tab: 'mine', limit: '2', q: 'car' });
    expect(searched.flatMap((p) => p.items.map((k) => k.name))).toEqual(['Car kit 2', 'Car kit 4', 'Car kit 6']);
    expect(searched[0]!.counts).toEqual({ mine: 3, acquired: 1, community: 1 });
    const filtered = await page(me.client, { tab: 'community', category: 'Water & Hydration' });
    expect(filtered.items.map((k) => k.name)).toEqual(['Car template']);
    expect(filtered.counts).toEqual({ mine: 0, acquired: 1, community: 1 });
  });

  it('a cursor that is not the server’s, a bad limit or tab is a 400 naming the field', async () => {
    const { client } = await signedInWithProfile(t);
    for (const cursor of ['nope!', 'bm9wZQ', Buffer.from('2026-01-01T00:00:00.000000Z|x').toString('base64url')]) {
      const res = await client.api.kits.$get({ query: { cursor } });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        error: { code: 'bad_request', message: LIMIT_MESSAGES.cursor, fields: { cursor: [LIMIT_MESSAGES.cursor] } },
      });
    }
    const tooLong = await client.api.kits.$get({ query: { cursor: 'a'.repeat(201) } });
    expect(tooLong.status).toBe(400);
    expect((await errorJson(tooLong)).error.fields).toHaveProperty('cursor');
    for (const limit of ['0', '101', 'x', '2.5']) {
      const res = await client.api.kits.$get({ query: { limit } });
      expect(res.status).toBe(400);
      expect((await errorJson(res)).error.fields).toHaveProperty('limit');
    }
    // Raw: not a tab the typed query accepts.
    const tab = await client.get('/api/kits?tab=everything');
    expect(tab.status).toBe(400);
    expect(((await tab.json()) as { error: { fields: object } }).error.fields).toHaveProperty('tab');
  });
});
