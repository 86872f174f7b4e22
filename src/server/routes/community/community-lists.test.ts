/**
 * GET /api/community/plans, /kits and /overview (issue 21, decision 249): everyone's public rows,
 * 24 a page by a keyset cursor in both sorts, searched and filtered, authors named only when
 * their profile is public; private and household rows never listed.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommunityKitPage, CommunityPlanPage } from '@shared/community/schemas';
import { LIMIT_MESSAGES } from '@shared/constants/limits';
import { rowsOf } from '../../db/sql-helpers';
import { createTestApp, type TestApp } from '../../test/app';
import { errorJson, okJson, signedInWithProfile, TestClient } from '../../test/client';

// One app (and database) for the file, made while the file loads.
const t: TestApp = await createTestApp({ mail: true });
afterAll(() => t.close());

const db = t.database.db;
const rows = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(query));
const userId = async (email: string) =>
  (await rows<{ id: string }>(sql`select id from users where email = ${email}`))[0]!.id;

type PlanQuery = Parameters<TestClient['api']['community']['plans']['$get']>[0]['query'];
type KitQuery = Parameters<TestClient['api']['community']['kits']['$get']>[0]['query'];

async function planPage(client: TestClient, query: PlanQuery): Promise<CommunityPlanPage> {
  const res = await client.api.community.plans.$get({ query });
  if (res.status !== 200) throw new Error(`expected 200, got ${res.status}: ${await res.text()}`);
  return await res.json();
}
async function kitPage(client: TestClient, query: KitQuery): Promise<CommunityKitPage> {
  const res = await client.api.community.kits.$get({ query });
  if (res.status !== 200) throw new Error(`expected 200, got ${res.status}: ${await res.text()}`);
  return await res.json();
}

/** Every page from the first, following nextCursor; the pages' sizes and the items in order. */
interface Page<I> {
  items: I[];
  nextCursor: string | null;
  total: number;
}
async function walk<I>(get: (cursor: string | undefined) => Promise<Page<I>>) {
  const pages: Page<I>[] = [];
  let cursor: string | undefined;
  do {
    const p = await get(cursor);
    pages.push(p);
    cursor = p.nextCursor ?? undefined;
  } while (cursor && pages.length < 10);
  return {
    sizes: pages.map((p) => p.items.length),
    totals: pages.map((p) => p.total),
    items: pages.flatMap((p) => p.items),
  };
}

let viewer: TestClient;
let ids: { viewer: string; pub: string; priv: string; extra: string[] };
let names: { pub: string };

/** Copies acquired by `acquirer` of `plan` (a private copy and its acquisition row), `at` its time. */
const acquirePlan = (plan: string, acquirer: string, at = sql`now()`) =>
  db.execute(sql`
    with copy as (insert into survival_plans (user_id, title, event_type) values (${acquirer}, 'copy', 'flood') returning id)
    insert into plan_acquisitions (plan_id, acquirer_id, copy_plan_id, created_at) select ${plan}, ${acquirer}, id, ${at} from copy`);
const acquireKit = (kit: string, acquirer: string, at = sql`now()`) =>
  db.execute(sql`
    with copy as (insert into kits (owner_id, name) values (${acquirer}, 'copy') returning id)
    insert into kit_acquisitions (kit_id, acquirer_id, copy_kit_id, created_at) select ${kit}, ${acquirer}, id, ${at} from copy`);
const planId = async (title: string) =>
  (await rows<{ id: string }>(sql`select id from survival_plans where title = ${title}`))[0]!.id;
const kitId = async (name: string) =>
  (await rows<{ id: string }>(sql`select id from kits where name = ${name}`))[0]!.id;

beforeAll(async () => {
  const v = await signedInWithProfile(t);
  const pub = await signedInWithProfile(t);
  const priv = await signedInWithProfile(t);
  viewer = v.client;
  ids = {
    viewer: await userId(v.data.email),
    pub: await userId(pub.data.email),
    priv: await userId(priv.data.email),
    extra: ['x1', 'x2', 'x3', 'x4'].map((x) => `community-${x}`),
  };
  names = { pub: pub.data.username };
  await db.execute(sql`update profiles set is_profile_public = (user_id = ${ids.pub})`);
  for (const id of ids.extra)
    await db.execute(sql`insert into users (id, name, email) values (${id}, ${id}, ${`${id}@example.com`})`);

  // 28 public plans of the public profile, two at each minute (equal times: the id decides).
  await db.execute(sql`
    insert into survival_plans (user_id, title, description, event_type, is_public, created_at)
    select ${ids.pub}, 'Pub plan ' || g, 'Drill ' || g, case when g % 3 = 0 then 'hurricane' else 'flood' end, true,
      timestamptz '2026-01-01T00:00:00Z' + (g / 2) * interval '1 minute'
    from generate_series(1, 28) g`);
  await db.execute(sql`
    insert into survival_plans (user_id, title, description, event_type, is_public, created_at) values
      (${ids.priv}, 'Quiet quake plan', 'Under the table', 'earthquake', true, '2026-02-01T00:00:00Z'),
      (${ids.priv}, 'Second quake plan', null, 'earthquake', true, '2026-02-02T00:00:00Z'),
      (${ids.viewer}, 'My own tornado plan', null, 'tornado', true, '2026-02-03T00:00:00Z'),
      (${ids.pub}, 'Secret plan', null, 'flood', false, '2026-03-01T00:00:00Z')`);
  await db.execute(sql`
    insert into survival_plans (user_id, title, event_type, household_shared) values (${ids.pub}, 'Family only plan', 'flood', true)`);
  const [p1, p2, q1, p5] = await Promise.all(
    ['Pub plan 1', 'Pub plan 2', 'Quiet quake plan', 'Pub plan 5'].map(planId),
  );
  for (const x of ids.extra.slice(0, 3)) await acquirePlan(p1!, x);
  for (const x of ids.extra.slice(0, 2)) await acquirePlan(p2!, x);
  await acquirePlan(q1!, ids.extra[0]!);
  await acquirePlan(p5!, ids.viewer);

  // Kits: 25 public kits of the private profile, one of the public profile, a private and a household one.
  await db.execute(sql`
    insert into kits (owner_id, name, description, is_public, created_at)
    select ${ids.priv}, 'Pub kit ' || g, 'Loadout ' || g, true, timestamptz '2026-01-01T00:00:00Z' + (g / 3) * interval '1 minute'
    from generate_series(1, 25) g`);
  await db.execute(sql`
    insert into kits (owner_id, name, is_public, household_shared, created_at) values
      (${ids.pub}, 'Water kit', true, false, '2026-02-01T00:00:00Z'),
      (${ids.pub}, 'Secret kit', false, false, '2026-03-01T00:00:00Z'),
      (${ids.pub}, 'Family only kit', false, true, '2026-03-01T00:00:00Z')`);
  await db.execute(sql`
    insert into kit_items (kit_id, item_name, category, quantity, position)
    select id, 'Jug', 'Water & Hydration', 2, 0 from kits where name in ('Water kit', 'Pub kit 7', 'Secret kit')`);
  await db.execute(sql`
    insert into kit_items (kit_id, item_name, category, quantity, position)
    select id, 'Tarp', 'Shelter & Warmth', 1, 1 from kits where name = 'Water kit'`);
  const [k3, water, secret] = await Promise.all(['Pub kit 3', 'Water kit', 'Secret kit'].map(kitId));
  for (const x of ids.extra) await acquireKit(k3!, x);
  await acquireKit(water!, ids.extra[0]!);
  await acquireKit(water!, ids.viewer);
  // Acquired this month, then made private: never named.
  await acquireKit(secret!, ids.extra[1]!);
});

describe('GET /api/community/plans', () => {
  it('newest: 24 a page, every public plan once in order, private and household ones never', async () => {
    // The viewer is a member of the author's household: its shared plan is still not a public one.
    await db.execute(sql`
      update household_members set household_id = (select household_id from household_members where user_id = ${ids.pub}),
        role = 'editor'
      where user_id = ${ids.viewer}`);
    // Under mine, beside the viewer's own (decision 0291).
    const shared = await viewer.api.plans.$get({ query: { tab: 'mine' } });
    expect((await okJson(shared)).items.map((p) => p.title).sort()).toEqual([
      'Family only plan',
      'My own tornado plan',
    ]);
    const expected = await rows<{ id: string }>(
      sql`select id from survival_plans where is_public order by created_at desc, id desc`,
    );
    expect(expected).toHaveLength(31);
    const { sizes, totals, items } = await walk((cursor) => planPage(viewer, { cursor }));
    expect(sizes).toEqual([24, 7]);
    expect(totals).toEqual([31, 31]);
    expect(items.map((p) => p.id)).toEqual(expected.map((r) => r.id));
    expect(items.map((p) => p.title)).not.toContain('Secret plan');
    expect(items.map((p) => p.title)).not.toContain('Family only plan');
    expect(items.map((p) => p.title)).not.toContain('copy');
  });

  it('most acquired: by acquisitions, then newest, then id, with no duplicates or gaps across pages', async () => {
    const expected = await rows<{ id: string; n: number }>(sql`
      select p.id, (select count(*)::int from plan_acquisitions a where a.plan_id = p.id) as n
      from survival_plans p where p.is_public order by n desc, p.created_at desc, p.id desc`);
    const { sizes, items } = await walk((cursor) => planPage(viewer, { sort: 'most-acquired', cursor }));
    expect(sizes).toEqual([24, 7]);
    expect(items.map((p) => p.id)).toEqual(expected.map((r) => r.id));
    expect(items.slice(0, 5).map((p) => [p.title, p.acquireCount])).toEqual([
      ['Pub plan 1', 3],
      ['Pub plan 2', 2],
      ['Quiet quake plan', 1], // newer than Pub plan 5
      ['Pub plan 5', 1],
      ['My own tornado plan', 0],
    ]);
  });

  it('names the author only when their profile is public, says what the viewer owns and has acquired', async () => {
    const { items } = await planPage(viewer, { q: 'plan 5' });
    const byTitle = Object.fromEntries(
      (await walk((cursor) => planPage(viewer, { cursor }))).items.map((p) => [p.title, p]),
    );
    expect(items.map((p) => p.title)).toEqual(['Pub plan 5']);
    expect(byTitle['Pub plan 5']).toMatchObject({ author: names.pub, acquired: true, isOwner: false, acquireCount: 1 });
    expect(byTitle['Quiet quake plan']).toMatchObject({ author: null, acquired: false, isOwner: false });
    expect(byTitle['My own tornado plan']).toMatchObject({ author: null, isOwner: true, acquired: false });
    // A private profile's username is nowhere in the answer.
    const body = JSON.stringify(await planPage(viewer, { eventType: 'earthquake' }));
    const privName = (
      await rows<{ username: string }>(sql`select username from profiles where user_id = ${ids.priv}`)
    )[0]!;
    expect(body).not.toContain(privName.username);
  });

  it('filters by event type and searches title and description, in both sorts', async () => {
    const quakes = await planPage(viewer, { eventType: 'earthquake' });
    expect(quakes.items.map((p) => p.title)).toEqual(['Second quake plan', 'Quiet quake plan']);
    expect(quakes.total).toBe(2);
    const acquiredFirst = await planPage(viewer, { eventType: 'earthquake', sort: 'most-acquired' });
    expect(acquiredFirst.items.map((p) => p.title)).toEqual(['Quiet quake plan', 'Second quake plan']);
    expect((await planPage(viewer, { q: 'UNDER THE' })).items.map((p) => p.title)).toEqual(['Quiet quake plan']);
    const hurricanes = await walk((cursor) => planPage(viewer, { eventType: 'hurricane', q: 'pub', cursor }));
    expect(hurricanes.items.map((p) => p.title).sort()).toEqual(
      [3, 6, 9, 12, 15, 18, 21, 24, 27].map((g) => `Pub plan ${g}`).sort(),
    );
    expect((await planPage(viewer, { q: 'Secret' })).items).toEqual([]);
  });

  it('answers 400 at the field for a bad sort, event type, search or cursor, and 401 without a session', async () => {
    for (const [query, field] of [
      [{ sort: 'oldest' }, 'sort'],
      [{ eventType: 'meteor' }, 'eventType'],
      [{ q: 'x'.repeat(101) }, 'q'],
      [{ cursor: 'not-a-cursor' }, 'cursor'],
      [{ cursor: Buffer.from('1|2026-01-01T00:00:00.000000Z').toString('base64url') }, 'cursor'],
    ] as const) {
      const res = await viewer.request(`/api/community/plans?${new URLSearchParams(query)}`);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(Object.keys((await errorJson(res)).error.fields ?? {})).toEqual([field]);
    }
    const cursorError = await viewer.request('/api/community/plans?cursor=bm9wZQ');
    expect((await errorJson(cursorError)).error.fields).toEqual({ cursor: [LIMIT_MESSAGES.cursor] });
    expect((await new TestClient(t).api.community.plans.$get({ query: {} })).status).toBe(401);
  });
});

describe('GET /api/community/kits', () => {
  it('pages both sorts past 24 with no duplicates or gaps; private and household kits never', async () => {
    const newest = await rows<{ id: string }>(
      sql`select id from kits where is_public order by created_at desc, id desc`,
    );
    expect(newest).toHaveLength(26);
    const a = await walk((cursor) => kitPage(viewer, { cursor }));
    expect(a.sizes).toEqual([24, 2]);
    expect(a.items.map((k) => k.id)).toEqual(newest.map((r) => r.id));
    const acquired = await rows<{ id: string }>(sql`
      select k.id from kits k where k.is_public
      order by (select count(*) from kit_acquisitions a where a.kit_id = k.id) desc, k.created_at desc, k.id desc`);
    const b = await walk((cursor) => kitPage(viewer, { sort: 'most-acquired', cursor }));
    expect(b.sizes).toEqual([24, 2]);
    expect(b.items.map((k) => k.id)).toEqual(acquired.map((r) => r.id));
    expect(b.items.slice(0, 2).map((k) => [k.name, k.acquireCount])).toEqual([
      ['Pub kit 3', 4],
      ['Water kit', 2],
    ]);
    expect(a.items.map((k) => k.name)).not.toContain('Secret kit');
    expect(a.items.map((k) => k.name)).not.toContain('Family only kit');
  });

  it('filters by category, searches, counts items, names authors as their profile allows', async () => {
    const water = await kitPage(viewer, { category: 'Water & Hydration' });
    expect(water.items.map((k) => k.name)).toEqual(['Water kit', 'Pub kit 7']);
    expect(water.items[0]).toMatchObject({
      author: names.pub,
      acquired: true,
      acquireCount: 2,
      itemCount: 2,
      categoryCounts: { 'Water & Hydration': 1, 'Shelter & Warmth': 1 },
    });
    expect(water.items[1]).toMatchObject({ author: null, acquired: false, itemCount: 1 });
    expect((await kitPage(viewer, { q: 'loadout 12' })).items.map((k) => k.name)).toEqual(['Pub kit 12']);
    for (const [query, field] of [
      [{ category: 'Snacks' }, 'category'],
      [{ sort: 'popular' }, 'sort'],
    ] as const) {
      const res = await viewer.request(`/api/community/kits?${new URLSearchParams(query)}`);
      expect(res.status).toBe(400);
      expect(Object.keys((await errorJson(res)).error.fields ?? {})).toEqual([field]);
    }
    expect((await new TestClient(t).api.community.kits.$get({ query: {} })).status).toBe(401);
  });
});

describe('the filters’ refusals in the reader’s language (decision 0361)', () => {
  async function reader(locale: 'de' | 'es') {
    const { client } = await signedInWithProfile(t);
    const put = await client.request('/api/account/locale', { method: 'PUT', json: { locale } });
    expect(put.status).toBe(200);
    return client;
  }

  it('a German reader’s bad sort, event type and search are refused in German, a Spanish reader’s category in Spanish', async () => {
    const german = await reader('de');
    const query = new URLSearchParams({ sort: 'oldest', eventType: 'meteor', q: 'x'.repeat(101) });
    const plans = await german.request(`/api/community/plans?${query}`);
    expect(plans.status).toBe(400);
    const error = (await errorJson(plans)).error;
    expect(error.code).toBe('validation_failed');
    expect(error.fields).toEqual({
      q: ['Die Suche darf höchstens 100 Zeichen lang sein.'],
      eventType: ['Wählen Sie eines der angebotenen Ereignisse.'],
      sort: ['Wählen Sie „Neueste“ oder „Am häufigsten übernommen“.'],
    });

    const spanish = await reader('es');
    const kits = await spanish.request('/api/community/kits?category=Snacks&sort=popular');
    expect(kits.status).toBe(400);
    expect((await errorJson(kits)).error.fields).toEqual({
      category: ['Elija una de las categorías ofrecidas.'],
      sort: ['Elija "Más recientes" o "Más copiados".'],
    });
    // English word for word.
    const english = await viewer.request('/api/community/kits?sort=popular');
    expect((await errorJson(english)).error.fields).toEqual({ sort: ['Choose Newest or Most acquired'] });
  });
});

describe('GET /api/community/overview', () => {
  it("names this month's most acquired public kits and plans (top 5) and counts public plans by event type", async () => {
    // Last month's acquisitions do not count this month.
    const lastMonth = sql`date_trunc('month', now() at time zone 'UTC') at time zone 'UTC' - interval '1 hour'`;
    const old = await planId('Pub plan 20');
    for (const x of ids.extra) await acquirePlan(old, x, lastMonth);
    for (const name of ['Pub plan 10', 'Pub plan 12', 'Pub plan 14'])
      await acquirePlan(await planId(name), ids.extra[3]!);

    const res = await viewer.api.community.overview.$get();
    expect(res.status).toBe(200);
    const overview = await okJson(res);
    expect(overview.topPlans.map((p) => [p.title, p.acquisitions])).toEqual([
      ['Pub plan 1', 3],
      ['Pub plan 2', 2],
      ['Quiet quake plan', 1],
      ['Pub plan 14', 1],
      ['Pub plan 12', 1],
    ]);
    expect(overview.topPlans[0]).toMatchObject({ author: names.pub, eventType: 'flood' });
    expect(overview.topPlans[2]).toMatchObject({ author: null, eventType: 'earthquake' });
    expect(overview.topKits.map((k) => [k.name, k.acquisitions, k.author])).toEqual([
      ['Pub kit 3', 4, null],
      ['Water kit', 2, names.pub],
    ]);
    const counts = Object.fromEntries(overview.plansByEventType.map((e) => [e.eventType, e.count]));
    expect(counts).toMatchObject({ flood: 19, hurricane: 9, earthquake: 2, tornado: 1, wildfire: 0 });
    expect(overview.plansByEventType).toHaveLength(13);
    expect(new Date(overview.since).getUTCDate()).toBe(1);
    expect(JSON.stringify(overview)).not.toMatch(/@example\.com|Secret/);

    expect((await new TestClient(t).api.community.overview.$get()).status).toBe(401);
  });
});

describe('OpenAPI document', () => {
  it('registers the three routes with their query fields', async () => {
    const doc = (await (await t.app.request('/api/openapi.json')).json()) as {
      paths: Record<string, { get?: { parameters?: { name: string }[] } }>;
    };
    const params = (path: string) => doc.paths[path]?.get?.parameters?.map((p) => p.name);
    expect(params('/api/community/plans')).toEqual(['q', 'eventType', 'sort', 'cursor']);
    expect(params('/api/community/kits')).toEqual(['q', 'category', 'sort', 'cursor']);
    expect(doc.paths['/api/community/overview']?.get).toBeDefined();
  });
});
