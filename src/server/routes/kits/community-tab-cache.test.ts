/**
 * The community tab's public rows and the community overview are kept in memory for every viewer
 * (decision 0302): these tests prove they are kept (a change behind the API's back, with no feed
 * event, is not seen), that every change through the API or announced by the feed reaches the
 * next answer, and that each viewer still gets their own part (their own rows left out, their
 * acquisitions, their counts) and exact pages.
 */
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { KitList } from '@shared/kits/schemas';
import { rowsOf } from '../../db/sql-helpers';
import type { Change } from '../../services/realtime/change-feed';
import { createTestApp, type TestApp } from '../../test/app';
import { okJson, signedInWithProfile, type TestClient } from '../../test/client';

// One app (and database) for the file, made while the file loads.
const t: TestApp = await createTestApp({ mail: true });
afterAll(() => t.close());

const db = () => t.database.db;

async function userId(email: string): Promise<string> {
  const result = await db().execute(sql`select id from users where email = ${email}`);
  return rowsOf<{ id: string }>(result)[0]!.id;
}

/** Resolves when the feed announces a change matching `match` (start waiting before the write). */
function announced(match: (change: Change) => boolean): Promise<void> {
  return new Promise((resolve) => {
    const stop = t.app.services.changeFeed.subscribe((change) => {
      if (match(change)) {
        stop();
        resolve();
      }
    });
  });
}

async function eventually<T>(read: () => Promise<T>, ok: (v: T) => boolean): Promise<T> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const v = await read();
    if (ok(v) || Date.now() > deadline) return v;
    await new Promise((r) => setTimeout(r, 25));
  }
}

type ListQuery = Parameters<TestClient['api']['kits']['$get']>[0]['query'];
const list = async (client: TestClient, query: ListQuery = { tab: 'community' }): Promise<KitList> =>
  okJson(await client.api.kits.$get({ query }));

/** Every page of a tab, following nextCursor. */
async function walk(client: TestClient, query: ListQuery): Promise<KitList[]> {
  const pages: KitList[] = [];
  let cursor: string | null = null;
  do {
    pages.push(await list(client, { ...query, ...(cursor ? { cursor } : {}) }));
    cursor = pages[pages.length - 1]!.nextCursor;
  } while (cursor && pages.length < 100);
  return pages;
}

/** Runs `write` with the kits' feed trigger off: a change no instance hears of. */
async function behindTheFeed(write: string): Promise<void> {
  await db().transaction(async (tx) => {
    await tx.execute(sql`alter table kits disable trigger kits_notify_change`);
    await tx.execute(sql.raw(write));
    await tx.execute(sql`alter table kits enable trigger kits_notify_change`);
  });
}

describe('the community tab kept for every viewer', () => {
  it('is kept, leaves out each viewer’s own rows, marks their acquisitions, and follows every change', async () => {
    const author = await signedInWithProfile(t);
    const viewer = await signedInWithProfile(t);
    const other = await signedInWithProfile(t);
    const { kit } = await okJson(await author.client.api.kits.$post({ json: { name: 'Kept kit' } }));
    const madePublic = announced((c) => c.table === 'kits' && c.id === kit.id && c.isPublic);
    await author.client.api.kits[':id'].$patch({ param: { id: kit.id }, json: { isPublic: true } });
    await madePublic;

    const first = await list(viewer.client);
    const row = () => first.items.find((k) => k.id === kit.id);
    expect(row()).toMatchObject({ name: 'Kept kit', isOwner: false, canEdit: false, acquired: false, itemCount: 0 });
    // The author's own public kit is not in their community tab (read from the same window).
    expect((await list(author.client)).items.map((k) => k.id)).not.toContain(kit.id);

    // Behind the API's back, with no feed event: the other viewer gets the kept rows. This is
    // what proves the window is shared; the author's own tab reads live.
    await behindTheFeed(`update kits set name = 'Sneaky' where id = '${kit.id}'`);
    expect((await list(other.client)).items.find((k) => k.id === kit.id)!.name).toBe('Kept kit');
    expect((await list(author.client, { tab: 'mine' })).items.find((k) => k.id === kit.id)!.name).toBe('Sneaky');

    // A write through this instance drops the windows before it answers: the next read has it.
    await author.client.api.kits[':id'].$patch({ param: { id: kit.id }, json: { name: 'Renamed' } });
    expect((await list(other.client)).items.find((k) => k.id === kit.id)!.name).toBe('Renamed');
    await author.client.api.kits[':id'].items.$post({
      param: { id: kit.id },
      json: { category: 'Water & Hydration', itemName: 'Jug', quantity: 2 },
    });
    expect((await list(other.client)).items.find((k) => k.id === kit.id)).toMatchObject({
      itemCount: 1,
      categoryCounts: { 'Water & Hydration': 1 },
    });

    // Another instance's write reaches this one through the feed.
    await list(other.client);
    await db().execute(sql`update kits set name = 'From elsewhere' where id = ${kit.id}`);
    const elsewhere = await eventually(
      () => list(other.client),
      (page) => page.items.some((k) => k.name === 'From elsewhere'),
    );
    expect(elsewhere.items.find((k) => k.id === kit.id)!.name).toBe('From elsewhere');

    // Each viewer's acquisitions and counts are their own, read for them on every request.
    const before = await list(other.client);
    await okJson(await viewer.client.api.kits[':id'].acquire.$post({ param: { id: kit.id } }));
    const mine = await list(viewer.client);
    expect(mine.items.find((k) => k.id === kit.id)!.acquired).toBe(true);
    expect(mine.counts.acquired).toBe(1);
    const theirs = await list(other.client);
    expect(theirs.items.find((k) => k.id === kit.id)!.acquired).toBe(false);
    expect(theirs.counts).toEqual(before.counts);

    // Made private: gone from every viewer's tab, and from the counts.
    await author.client.api.kits[':id'].$patch({ param: { id: kit.id }, json: { isPublic: false } });
    const after = await list(other.client);
    expect(after.items.map((k) => k.id)).not.toContain(kit.id);
    expect(after.counts.community).toBe(before.counts.community - 1);
  });

  it('pages exactly when a viewer’s own public rows fill the kept window', async () => {
    const prolific = await signedInWithProfile(t);
    const viewer = await signedInWithProfile(t);
    const prolificId = await userId(prolific.data.email);
    const viewerId = await userId(viewer.data.email);
    // 30 older public kits of the viewer, then 60 newer of the prolific author: the first window
    // (2 x 24 + 1 rows) holds only the prolific author's own, the last ones only the viewer's.
    const settled = announced((c) => c.table === 'kits' && c.owner === prolificId && c.isPublic);
    await db().execute(sql`
      insert into kits (owner_id, name, is_public, created_at)
      select ${viewerId}, 'Older ' || g, true, now() - interval '10 days' - make_interval(mins => g)
      from generate_series(1, 30) g`);
    await db().execute(sql`
      insert into kits (owner_id, name, is_public, created_at)
      select ${prolificId}, 'Prolific ' || g, true, now() + interval '1 day' - make_interval(mins => g)
      from generate_series(1, 60) g`);
    await settled;

    const expected = async (viewerId: string) =>
      rowsOf<{ id: string }>(
        await db().execute(
          sql`select id from kits where is_public and owner_id <> ${viewerId} order by created_at desc, id desc`,
        ),
      ).map((r) => r.id);
    const ids = (pages: KitList[]) => pages.flatMap((p) => p.items.map((k) => k.id));

    // Twice each: the second walk reads the windows the first one kept.
    for (let pass = 0; pass < 2; pass++) {
      const theirs = await walk(prolific.client, { tab: 'community' });
      expect(ids(theirs)).toEqual(await expected(prolificId));
      expect(theirs[theirs.length - 1]!.nextCursor).toBeNull();
      const others = await walk(viewer.client, { tab: 'community' });
      expect(ids(others)).toEqual(await expected(viewerId));
      expect(others.every((p, n) => n === others.length - 1 || p.items.length === 24)).toBe(true);
    }
    // And with a small page, where the window is short.
    const small = await walk(prolific.client, { tab: 'community', limit: 5 });
    expect(ids(small)).toEqual(await expected(prolificId));
  });
});

describe('the community overview kept for every viewer', () => {
  it('is kept, and an acquisition, a rename or a profile change reaches it', async () => {
    const author = await signedInWithProfile(t);
    const viewer = await signedInWithProfile(t);
    const { kit } = await okJson(await author.client.api.kits.$post({ json: { name: 'Top kit' } }));
    await author.client.api.kits[':id'].$patch({ param: { id: kit.id }, json: { isPublic: true } });
    const overview = async () => okJson(await viewer.client.api.community.overview.$get());
    const top = async () => (await overview()).topKits.find((k) => k.id === kit.id);

    const acquired = announced((c) => c.table === 'kits' && c.op === 'INSERT');
    await okJson(await viewer.client.api.kits[':id'].acquire.$post({ param: { id: kit.id } }));
    await acquired;
    expect(await top()).toMatchObject({ name: 'Top kit', acquisitions: 1 });

    // Behind the feed: the kept overview answers.
    await behindTheFeed(`update kits set name = 'Sneaky' where id = '${kit.id}'`);
    expect((await top())!.name).toBe('Top kit');

    // Through the API: the write drops it.
    await author.client.api.kits[':id'].$patch({ param: { id: kit.id }, json: { name: 'Renamed top' } });
    expect((await top())!.name).toBe('Renamed top');

    // Another viewer's acquisition.
    const third = await signedInWithProfile(t);
    await okJson(await third.client.api.kits[':id'].acquire.$post({ param: { id: kit.id } }));
    expect((await top())!.acquisitions).toBe(2);

    // Profiles changed elsewhere (the feed announces them): the author's name comes and goes.
    await db().execute(
      sql`update profiles set is_profile_public = true where user_id = (select owner_id from kits where id = ${kit.id})`,
    );
    expect((await eventually(top, (k) => k?.author !== null))!.author).toBe(author.data.username);
    await db().execute(
      sql`update profiles set is_profile_public = false where user_id = (select owner_id from kits where id = ${kit.id})`,
    );
    expect((await eventually(top, (k) => k?.author === null))!.author).toBeNull();
  });
});
