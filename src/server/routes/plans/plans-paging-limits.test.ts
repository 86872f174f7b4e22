/** GET /api/plans pages by cursor (decision 120); a user owns at most 500 plans (decision 121). */
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { LIMIT_MESSAGES, MAX_PLANS_PER_USER } from '@shared/constants/limits';
import type { PlanList, SavePlanInput } from '@shared/plans/schemas';
import { rowsOf } from '../../db/sql-helpers';
import { createTestApp, type TestApp } from '../../test/app';
import { okJson, signedInWithProfile, type TestClient } from '../../test/client';

// One app (and database) for the file, made while the file loads.
const t: TestApp = await createTestApp({ mail: true });
afterAll(() => t.close());

const one = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await t.database.db.execute(query))[0]!;
const userId = async (email: string) =>
  (await one<{ id: string }>(sql`select id from users where email = ${email}`)).id;
const planCount = async (owner: string) =>
  (await one<{ n: number }>(sql`select count(*)::int as n from survival_plans where user_id = ${owner}`)).n;
const seedPlans = (owner: string, n: number, isPublic = false) =>
  t.database.db.execute(sql`
    insert into survival_plans (user_id, title, event_type, is_public)
    select ${owner}, 'Seed ' || g, 'flood', ${isPublic} from generate_series(1, ${n}) g`);
const plan: SavePlanInput = { title: 'Quake plan', eventType: 'earthquake' };

type ListQuery = Parameters<TestClient['api']['plans']['$get']>[0]['query'];
async function page(client: TestClient, query: ListQuery): Promise<PlanList> {
  const res = await client.api.plans.$get({ query });
  if (res.status !== 200) throw new Error(`expected 200, got ${res.status}: ${await res.text()}`);
  return await res.json();
}
const acquire = (client: TestClient, id: string) => client.api.plans[':id'].acquire.$post({ param: { id } });

describe('paging', () => {
  it('community: 24 a page, every public plan of others once in order (equal times ordered by id), counts on every page', async () => {
    const viewer = await signedInWithProfile(t);
    const author = await signedInWithProfile(t);
    await seedPlans(await userId(author.data.email), 30, true);
    await seedPlans(await userId(author.data.email), 3, false);
    const mine = await page(viewer.client, {});
    expect(mine).toEqual({
      items: [],
      nextCursor: null,
      counts: { mine: 0, acquired: 0, community: 30 },
    });

    const first = await page(viewer.client, { tab: 'community' });
    expect(first.items).toHaveLength(24);
    const second = await page(viewer.client, { tab: 'community', cursor: first.nextCursor! });
    expect(second.items).toHaveLength(6);
    expect(second.nextCursor).toBeNull();
    expect(second.counts).toEqual(first.counts);
    const ids = [...first.items, ...second.items].map((p) => p.id);
    const expected = rowsOf<{ id: string }>(
      await t.database.db.execute(sql`select id from survival_plans where is_public order by created_at desc, id desc`),
    ).map((r) => r.id);
    expect(ids).toEqual(expected);

    const bad = await viewer.client.api.plans.$get({ query: { tab: 'community', cursor: 'abc' } });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      error: { code: 'bad_request', message: LIMIT_MESSAGES.cursor, fields: { cursor: [LIMIT_MESSAGES.cursor] } },
    });
    expect((await viewer.client.api.plans.$get({ query: { limit: '500' } })).status).toBe(400);
  });

  it('mine pages newest update first; acquired copies have their own tab; search narrows counts too', async () => {
    const me = await signedInWithProfile(t);
    const other = await signedInWithProfile(t);
    for (const title of ['Grid one', 'Flood two', 'Grid three']) {
      expect((await me.client.api.plans.$post({ json: { ...plan, title } })).status).toBe(201);
    }
    const shared = await other.client.api.plans.$post({ json: { ...plan, title: 'Shared grid', isPublic: true } });
    const sharedId = (await okJson(shared)).plan.id;
    expect((await acquire(me.client, sharedId)).status).toBe(201);

    const p1 = await page(me.client, { tab: 'mine', limit: '2' });
    const p2 = await page(me.client, { tab: 'mine', limit: '2', cursor: p1.nextCursor! });
    expect([...p1.items, ...p2.items].map((p) => p.title)).toEqual(['Grid three', 'Flood two', 'Grid one']);
    expect(p2.nextCursor).toBeNull();
    expect((await page(me.client, { tab: 'acquired' })).items.map((p) => p.title)).toEqual(['Shared grid (Copy)']);
    const searched = await page(me.client, { tab: 'mine', q: 'grid' });
    expect(searched.items.map((p) => p.title)).toEqual(['Grid three', 'Grid one']);
    expect(searched.counts.mine).toBe(2);
    expect(searched.counts.acquired).toBe(1);
  });
});

describe('plans per user', () => {
  it('create and acquire stop at 500 plans; nothing is written', async () => {
    const me = await signedInWithProfile(t);
    const other = await signedInWithProfile(t);
    const meId = await userId(me.data.email);
    const shared = await other.client.api.plans.$post({ json: { ...plan, isPublic: true } });
    const sharedId = (await okJson(shared)).plan.id;
    await seedPlans(meId, MAX_PLANS_PER_USER - 1);
    expect((await me.client.api.plans.$post({ json: plan })).status).toBe(201);

    for (const res of [
      await me.client.api.plans.$post({ json: { ...plan, items: [{ kind: 'step', content: 'Run' }] } }),
      await acquire(me.client, sharedId),
    ]) {
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ error: { code: 'forbidden', message: LIMIT_MESSAGES.plans } });
    }
    expect(await planCount(meId)).toBe(MAX_PLANS_PER_USER);
    const written = await one<{ items: number; acquisitions: number }>(sql`
      select (select count(*)::int from plan_items i join survival_plans p on p.id = i.plan_id where p.user_id = ${meId}) as items,
        (select count(*)::int from plan_acquisitions where acquirer_id = ${meId}) as acquisitions`);
    expect(written).toEqual({ items: 0, acquisitions: 0 });
  });

  it('concurrent creates cannot pass the cap together', async () => {
    const me = await signedInWithProfile(t);
    const meId = await userId(me.data.email);
    await seedPlans(meId, MAX_PLANS_PER_USER - 1);
    const statuses = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        me.client.api.plans.$post({ json: { ...plan, title: `Racer ${i}` } }).then((r) => r.status),
      ),
    );
    expect(statuses.sort()).toEqual([201, 403, 403, 403, 403, 403]);
    expect(await planCount(meId)).toBe(MAX_PLANS_PER_USER);
  });
});
