import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  normalizePlanItems,
  type PlanList,
  type PlanListFilter,
  type PlanListTab,
  type PlanSummary,
  type SavePlanInput,
} from '@shared/plans/schemas';
import { planItems, planKits, survivalPlans } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { errorJson, signedInWithProfile, TestClient, type StatusBody, type TypedResponse } from '../../test/client';
import { expectRefusedWithoutWrite } from '../../test/snapshot';

// One app (and database) for the file, made while the file loads.
const t: TestApp = await createTestApp({ mail: true });
afterAll(() => t.close());

/** The body of the answer, which must have `status` (typed by the route's answer at that status). */
const expectStatus = async <R extends TypedResponse, S extends R['status']>(
  res: R,
  status: S,
): Promise<StatusBody<R, S>> => {
  if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${await res.text()}`);
  return (await res.json()) as StatusBody<R, S>;
};
const base: SavePlanInput = { title: 'Quake plan', eventType: 'earthquake' };
const post = (client: TestClient, body: SavePlanInput) => client.api.plans.$post({ json: body });
const create = async (client: TestClient, body: SavePlanInput) =>
  (await expectStatus(await post(client, body), 201)).plan;
const put = (client: TestClient, id: string, body: SavePlanInput) =>
  client.api.plans[':id'].$put({ param: { id }, json: body });
const get = (client: TestClient, id: string) => client.api.plans[':id'].$get({ param: { id } });
const acquire = (client: TestClient, id: string) => client.api.plans[':id'].acquire.$post({ param: { id } });
/** Every page of one tab. */
async function allOfTab(client: TestClient, tab: PlanListTab, filter: PlanListFilter): Promise<PlanSummary[]> {
  const items: PlanSummary[] = [];
  let cursor: string | undefined;
  do {
    const res = await client.api.plans.$get({ query: { tab, limit: '100', ...filter, cursor } });
    const page: PlanList = await expectStatus(res, 200);
    items.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return items;
}
/** The three tabs, whole. */
const list = async (client: TestClient, filter: PlanListFilter = {}) => ({
  mine: await allOfTab(client, 'mine', filter),
  acquired: await allOfTab(client, 'acquired', filter),
  community: await allOfTab(client, 'community', filter),
});
const kit = async (client: TestClient, name: string, isPublic = false) => {
  const created = (await expectStatus(await client.api.kits.$post({ json: { name } }), 201)).kit;
  if (isPublic) await client.api.kits[':id'].$patch({ param: { id: created.id }, json: { isPublic: true } });
  return created;
};
const countRows = async () => {
  const [p] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(survivalPlans);
  const [l] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(planKits);
  return { plans: p!.n, links: l!.n };
};

describe('create', () => {
  it('trims the title, stores an empty description as null, drops blank items and renumbers from 0', async () => {
    const { client } = await signedInWithProfile(t);
    const plan = await create(client, {
      ...base,
      title: '  Quake plan  ',
      description: '   ',
      items: [
        { kind: 'step', content: ' Drop, cover, hold on ' },
        { kind: 'note', content: '   ' },
        { kind: 'resource', content: 'Radio on 1610 AM' },
        { kind: 'step', content: '' },
        { kind: 'step', content: 'Check the gas' },
      ],
    });
    expect(plan).toMatchObject({ title: 'Quake plan', description: null, isPublic: false, isOwner: true });
    expect(plan.items.map((i) => [i.kind, i.content, i.position])).toEqual([
      ['step', 'Drop, cover, hold on', 0],
      ['resource', 'Radio on 1610 AM', 1],
      ['step', 'Check the gas', 2],
    ]);
  });

  it('rejects a blank title, an unknown event type and unknown fields with field messages', async () => {
    const { client } = await signedInWithProfile(t);
    const before = await countRows();
    const blank = await post(client, { ...base, title: '   ' });
    expect(blank.status).toBe(400);
    expect((await errorJson(blank)).error.fields?.title).toEqual(['Plan title is required']);
    // Raw: an event type, a field and an item kind the typed body does not accept.
    expect((await client.post('/api/plans', { ...base, eventType: 'meteor' })).status).toBe(400);
    expect((await client.post('/api/plans', { ...base, userId: 'someone' })).status).toBe(400);
    expect((await client.post('/api/plans', { ...base, items: [{ kind: 'wish', content: 'x' }] })).status).toBe(400);
    expect(await countRows()).toEqual(before);
  });

  it('links my kits and public kits; a private kit of someone else is a 400 and nothing is written', async () => {
    const me = await signedInWithProfile(t);
    const other = await signedInWithProfile(t);
    const mine = await kit(me.client, 'Mine');
    const theirsPublic = await kit(other.client, 'Their public', true);
    const theirsPrivate = await kit(other.client, 'Their private');

    const plan = await create(me.client, { ...base, kitIds: [mine.id, theirsPublic.id] });
    expect(plan.kits.map((k) => k.name)).toEqual(['Mine', 'Their public']);

    const before = await countRows();
    const res = await post(me.client, { ...base, kitIds: [mine.id, theirsPrivate.id] });
    expect(res.status).toBe(400);
    const body = await errorJson(res);
    expect(body.error.fields?.['kitIds.1']).toEqual(['This kit is not available']);
    const missing = await post(me.client, { ...base, kitIds: ['00000000-0000-4000-8000-000000000000'] });
    expect(missing.status).toBe(400);
    expect(await countRows()).toEqual(before);
  });

  it('a failing item insert leaves no plan and no links (one transaction)', async () => {
    const { client } = await signedInWithProfile(t);
    const linked = await kit(client, 'Linked');
    // A real database failure on the third item: the trigger raises for this content only.
    await t.database.db.execute(sql`
      create or replace function test_fail_item() returns trigger language plpgsql as $$
      begin if new.content = 'explode' then raise exception 'item insert failed'; end if; return new; end $$`);
    await t.database.db.execute(sql`
      create trigger test_fail_item before insert on plan_items for each row execute function test_fail_item()`);
    try {
      const before = await countRows();
      const res = await post(client, {
        ...base,
        title: 'Doomed',
        kitIds: [linked.id],
        items: [
          { kind: 'step', content: 'fine' },
          { kind: 'step', content: 'explode' },
        ],
      });
      expect(res.status).toBe(500);
      expect(await countRows()).toEqual(before);
      expect(await t.database.db.select().from(survivalPlans).where(eq(survivalPlans.title, 'Doomed'))).toEqual([]);
    } finally {
      await t.database.db.execute(sql`drop trigger test_fail_item on plan_items`);
      await t.database.db.execute(sql`drop function test_fail_item()`);
    }
  });
});

describe('update', () => {
  it('replaces fields, items and kit links', async () => {
    const { client } = await signedInWithProfile(t);
    const a = await kit(client, 'A');
    const b = await kit(client, 'B');
    const plan = await create(client, { ...base, kitIds: [a.id], items: [{ kind: 'step', content: 'one' }] });
    const saved = (
      await expectStatus(
        await put(client, plan.id, {
          title: 'Renamed',
          description: ' Now with a description ',
          eventType: 'flood',
          isPublic: true,
          kitIds: [b.id],
          items: [
            { kind: 'note', content: 'first' },
            { kind: 'step', content: '  ' },
            { kind: 'step', content: 'second' },
          ],
        }),
        200,
      )
    ).plan;
    expect(saved).toMatchObject({
      title: 'Renamed',
      description: 'Now with a description',
      eventType: 'flood',
      isPublic: true,
    });
    expect(saved.kits.map((k) => k.id)).toEqual([b.id]);
    expect(saved.items.map((i) => [i.kind, i.content, i.position])).toEqual([
      ['note', 'first', 0],
      ['step', 'second', 1],
    ]);
    const rows = await t.database.db.select().from(planItems).where(eq(planItems.planId, plan.id));
    expect(rows).toHaveLength(2);
  });

  it('an invalid kit on update rolls the whole update back', async () => {
    const me = await signedInWithProfile(t);
    const other = await signedInWithProfile(t);
    const privateKit = await kit(other.client, 'Private');
    const plan = await create(me.client, { ...base, items: [{ kind: 'step', content: 'keep me' }] });
    const res = await put(me.client, plan.id, { ...base, title: 'Changed', kitIds: [privateKit.id] });
    expect(res.status).toBe(400);
    const again = (await expectStatus(await get(me.client, plan.id), 200)).plan;
    expect(again.title).toBe('Quake plan');
    expect(again.items.map((i) => i.content)).toEqual(['keep me']);
  });
});

describe('view', () => {
  it('omits linked kits the viewer may not see, and never leaks a private plan', async () => {
    const owner = await signedInWithProfile(t);
    const other = await signedInWithProfile(t);
    const privateKit = await kit(owner.client, 'Owner private');
    const publicKit = await kit(owner.client, 'Owner public', true);
    await owner.client.api.kits[':id'].items.$post({
      param: { id: publicKit.id },
      json: { category: 'Fire & Light', itemName: 'Lighter' },
    });
    const plan = await create(owner.client, { ...base, isPublic: true, kitIds: [privateKit.id, publicKit.id] });
    expect(plan.kits).toHaveLength(2);

    for (const viewer of [other.client, new TestClient(t)]) {
      const seen = (await expectStatus(await get(viewer, plan.id), 200)).plan;
      expect(seen.kits.map((k) => k.name)).toEqual(['Owner public']);
      expect(seen.kits[0]!.items).toEqual([{ itemName: 'Lighter', quantity: 1, category: 'Fire & Light' }]);
      expect(seen.isOwner).toBe(false);
    }
    const hidden = await create(owner.client, { ...base, title: 'Hidden' });
    const a = await get(other.client, hidden.id);
    const b = await get(other.client, '00000000-0000-4000-8000-000000000000');
    expect([a.status, b.status, (await get(other.client, 'nope')).status]).toEqual([404, 404, 404]);
    expect(await a.json()).toEqual(await b.json());
  });
});

describe('list and search', () => {
  it('three tabs in their orders; search is a case-insensitive substring of title or description', async () => {
    const me = await signedInWithProfile(t);
    const other = await signedInWithProfile(t);
    const older = await create(me.client, { ...base, title: 'Wildfire go-bag', eventType: 'wildfire' });
    await create(me.client, { ...base, title: 'Power cut', description: 'When the GRID fails' });
    await put(me.client, older.id, { ...base, title: 'Wildfire go-bag', eventType: 'wildfire' });
    const theirs = await create(other.client, { ...base, title: 'Shared grid plan', isPublic: true });
    await create(other.client, { ...base, title: 'Their secret grid plan' });

    const tabs = await list(me.client);
    expect(tabs.mine.map((p) => p.title)).toEqual(['Wildfire go-bag', 'Power cut']);
    expect(tabs.community.map((p) => p.id)).toContain(theirs.id);
    expect(tabs.community.some((p) => p.title === 'Their secret grid plan')).toBe(false);

    const searched = await list(me.client, { q: 'grid' });
    expect(searched.mine.map((p) => p.title)).toEqual(['Power cut']);
    expect(searched.community.map((p) => p.title)).toContain('Shared grid plan');
    expect(searched.community.every((p) => /grid/i.test(`${p.title} ${p.description ?? ''}`))).toBe(true);
    expect((await list(me.client, { q: '%' })).mine).toEqual([]);
    expect((await new TestClient(t).api.plans.$get({ query: {} })).status).toBe(401);
  });
});

describe('acquire', () => {
  it('copies the plan privately with its items and the kits the acquirer may see; twice 409; own 400', async () => {
    const owner = await signedInWithProfile(t);
    const other = await signedInWithProfile(t);
    const privateKit = await kit(owner.client, 'Private one');
    const publicKit = await kit(owner.client, 'Public one', true);
    const plan = await create(owner.client, {
      ...base,
      title: 'Family quake plan',
      isPublic: true,
      kitIds: [privateKit.id, publicKit.id],
      items: [
        { kind: 'step', content: 'Meet at the park' },
        { kind: 'note', content: 'Grandma needs her meds' },
      ],
    });
    const copy = (await expectStatus(await acquire(other.client, plan.id), 201)).plan;
    expect(copy).toMatchObject({ title: 'Family quake plan (Copy)', isPublic: false, isOwner: true });
    expect(copy.items.map((i) => [i.content, i.position])).toEqual([
      ['Meet at the park', 0],
      ['Grandma needs her meds', 1],
    ]);
    expect(copy.kits.map((k) => k.name)).toEqual(['Public one']);
    const tabs = await list(other.client);
    expect(tabs.acquired.map((p) => p.id)).toEqual([copy.id]);
    expect(tabs.community.find((p) => p.id === plan.id)?.acquired).toBe(true);

    expect((await acquire(other.client, plan.id)).status).toBe(409);
    expect((await acquire(owner.client, plan.id)).status).toBe(400);

    // The owner renames: the copy keeps its title.
    await put(owner.client, plan.id, { ...base, title: 'Renamed by owner', isPublic: true });
    const kept = (await expectStatus(await get(other.client, copy.id), 200)).plan;
    expect(kept.title).toBe('Family quake plan (Copy)');
  });
});

describe('normalizePlanItems', () => {
  it('drops blank content, trims, and numbers from 0', () => {
    expect(
      normalizePlanItems([
        { kind: 'step', content: ' a ' },
        { kind: 'note', content: '\n\t ' },
        { kind: 'resource', content: 'b' },
      ]),
    ).toEqual([
      { kind: 'step', content: 'a', position: 0 },
      { kind: 'resource', content: 'b', position: 1 },
    ]);
  });
});

describe('a refused plan write writes nothing', () => {
  it('every 4xx of the plan routes leaves every table as it was', async () => {
    const { client: owner } = await signedInWithProfile(t);
    const { client: other } = await signedInWithProfile(t);
    const anonymous = new TestClient(t);
    const mine = await create(owner, base);
    const theirs = await create(other, base);
    const theirsPublic = await create(other, { ...base, isPublic: true });
    const theirKit = await kit(other, 'Private kit of another');
    await acquire(owner, theirsPublic.id);
    const refused: [() => Promise<Response>, number][] = [
      [() => post(owner, { ...base, title: 'a\u0000' }), 400],
      [() => post(owner, { ...base, items: [{ kind: 'step', content: 'x\uDC00' }] }), 400],
      [() => post(owner, { ...base, kitIds: [theirKit.id] }), 400],
      [() => post(owner, { ...base, kitIds: [theirKit.id, theirKit.id.toUpperCase()] }), 400],
      // Raw: an event type the typed body does not accept.
      [() => owner.post('/api/plans', { ...base, eventType: 'nope' }), 400],
      [() => post(anonymous, base), 401],
      [() => put(owner, mine.id, { ...base, title: '' }), 400],
      [() => put(owner, theirs.id, base), 404],
      [() => put(owner, theirsPublic.id, base), 403],
      [() => put(owner, 'not-a-uuid', base), 404],
      [() => owner.api.plans[':id'].$delete({ param: { id: theirs.id } }), 404],
      [() => owner.api.plans[':id'].$delete({ param: { id: theirsPublic.id } }), 403],
      [() => acquire(owner, theirsPublic.id), 409],
      [() => acquire(owner, mine.id), 400],
    ];
    for (const [send, status] of refused) await expectRefusedWithoutWrite(t.database, send, status);
  });
});

describe('a German or Spanish reader (decision 0358)', () => {
  /** A signed-in user whose stored language is `locale` (it decides the answers' language). */
  async function reader(locale: 'de' | 'es') {
    const { client } = await signedInWithProfile(t);
    expect((await client.request('/api/account/locale', { method: 'PUT', json: { locale } })).status).toBe(200);
    return client;
  }

  it('is refused in German: a blank title, a kit of someone else, twice the same kit, the own plan', async () => {
    const client = await reader('de');
    const { client: other } = await signedInWithProfile(t);
    const theirKit = await kit(other, 'Private kit of another');
    const mine = await kit(client, 'Mine');
    const before = await countRows();

    const blank = await errorJson(await post(client, { ...base, title: '   ' }));
    expect(blank.error.fields?.title).toEqual(['Der Plan braucht einen Titel.']);
    const unavailable = await errorJson(await post(client, { ...base, kitIds: [theirKit.id] }));
    expect(unavailable.error).toMatchObject({
      message: 'Dieses Notfallset ist nicht verfügbar.',
      fields: { 'kitIds.0': ['Dieses Notfallset ist nicht verfügbar.'] },
    });
    const twice = await errorJson(await post(client, { ...base, kitIds: [mine.id, mine.id.toUpperCase()] }));
    expect(twice.error.fields?.['kitIds.1']).toEqual(['Dasselbe Notfallset ist zweimal verknüpft.']);
    expect(await countRows()).toEqual(before);

    const plan = await create(client, base);
    const own = await errorJson(await acquire(client, plan.id));
    expect(own.error.message).toBe('Ihren eigenen Plan können Sie nicht übernehmen.');
  });

  it('is refused in Spanish: an unknown tab, a plan not found; the code stays the same', async () => {
    const client = await reader('es');
    const tab = await client.request('/api/plans?tab=all');
    expect(tab.status).toBe(400);
    const tabError = (await errorJson(tab)).error;
    expect(tabError.code).toBe('validation_failed');
    expect(tabError.fields?.tab).toEqual(['Elija «mine», «acquired» o «community».']);
    const missing = await get(client, '00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect((await errorJson(missing)).error).toEqual({ code: 'not_found', message: 'No se encontró el plan' });
    const long = await errorJson(await post(client, { ...base, description: 'x'.repeat(4001) }));
    expect(long.error.fields?.description).toEqual(['La descripción debe tener como máximo 4,000 caracteres.']);
  });
});
