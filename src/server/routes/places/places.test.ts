/**
 * Watched places through the real routes (issue 38, decision 0278): added, changed and removed by
 * the household's owners and editors, read by its viewers, 404 for another household's; at most
 * 5 even under concurrent adds; bad input is a field-level 400 that writes nothing; in the data
 * export; deleted with the household.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLACE_MESSAGES, PLACES_MAX } from '@shared/households/places';
import { householdActivity, householdPlaces, households, users } from '../../db/schema';
import { rowsOf } from '../../db/sql-helpers';
import { createTestApp, type TestApp } from '../../test/app';
import { okJson, signedInWithProfile, type TestClient } from '../../test/client';
import { householdIdOf, inviteByEmail } from '../../test/households';
import { userIdOf } from '../../test/reminders';
import { expectRefusedWithoutWrite } from '../../test/snapshot';
import { readSse, type SseReader } from '../../test/sse';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ mail: true });
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof signedInWithProfile>> & { id: string };
async function member(): Promise<Member> {
  const m = await signedInWithProfile(t);
  return { ...m, id: await userIdOf(t.app.services.db, m.data.email) };
}
async function join(owner: Member, m: Member, role: 'editor' | 'viewer') {
  const { token } = await inviteByEmail(t, owner.client, m.data.email, role);
  const res = await m.client.request('/api/household/invitations/accept', { method: 'POST', json: { token } });
  expect(res.status).toBe(200);
}

const HOME = { name: 'Home', country: 'us', latitude: 29.7604, longitude: -95.3698 };
const BERLIN = { name: ' Grandparents ', country: 'DE', latitude: 52.52, longitude: 13.405, ars: '110000000000' };
const list = async (client: TestClient) => okJson(await client.api.household.places.$get());
const add = (client: TestClient, json: unknown) =>
  client.request('/api/household/places', { method: 'POST', json: json as Record<string, unknown> });
async function added(client: TestClient, json: unknown): Promise<string> {
  const res = await add(client, json);
  expect(res.status).toBe(201);
  return ((await res.json()) as { place: { id: string } }).place.id;
}
const put = (client: TestClient, id: string, json: unknown) =>
  client.request(`/api/household/places/${id}`, { method: 'PUT', json: json as Record<string, unknown> });
const remove = (client: TestClient, id: string) => client.request(`/api/household/places/${id}`, { method: 'DELETE' });

describe('watched places', () => {
  it('an owner adds, changes and removes places; members see them in order; the activity says so', async () => {
    const owner = await member();
    const viewer = await member();
    await join(owner, viewer, 'viewer');
    expect(await list(owner.client)).toEqual({ places: [], canEdit: true, max: PLACES_MAX });

    const homeId = await added(owner.client, HOME);
    const berlinId = await added(owner.client, BERLIN);
    const shown = await list(viewer.client);
    expect(shown.canEdit).toBe(false);
    expect(shown.places.map((p) => [p.name, p.country, p.latitude, p.longitude, p.ars, p.position])).toEqual([
      ['Home', 'US', 29.7604, -95.3698, null, 0],
      ['Grandparents', 'DE', 52.52, 13.405, '110000000000', 1],
    ]);

    const res = await put(owner.client, homeId, { ...HOME, name: 'Our home', latitude: 30.5 });
    expect(res.status).toBe(200);
    const after = await list(owner.client);
    expect(after.places[0]).toMatchObject({ id: homeId, name: 'Our home', latitude: 30.5 });
    expect(Date.parse(after.places[0]!.updatedAt)).toBeGreaterThanOrEqual(Date.parse(after.places[0]!.createdAt));

    expect((await remove(owner.client, berlinId)).status).toBe(204);
    expect((await list(owner.client)).places.map((p) => p.id)).toEqual([homeId]);

    const householdId = await householdIdOf(t.app.services.db, owner.id);
    const lines = await t.app.services.db
      .select({ summary: householdActivity.summary })
      .from(householdActivity)
      .where(eq(householdActivity.householdId, householdId));
    expect(lines.map((l) => l.summary)).toEqual(
      expect.arrayContaining([
        'added the watched place Home',
        'changed the watched place Our home',
        'removed the watched place Grandparents',
      ]),
    );
  });

  it('an editor writes; a viewer is refused with 403 and writes nothing', async () => {
    const owner = await member();
    const editor = await member();
    const viewer = await member();
    await join(owner, editor, 'editor');
    await join(owner, viewer, 'viewer');
    const id = await added(editor.client, HOME);
    const database = t.database;
    const body = await expectRefusedWithoutWrite(database, () => add(viewer.client, HOME), 403);
    expect(body.error.message).toBe("Viewers can't change the household. Ask an owner to make you an editor.");
    await expectRefusedWithoutWrite(database, () => put(viewer.client, id, { ...HOME, name: 'X' }), 403);
    await expectRefusedWithoutWrite(database, () => remove(viewer.client, id), 403);
    expect((await put(editor.client, id, { ...HOME, name: 'Work' })).status).toBe(200);
    expect((await remove(editor.client, id)).status).toBe(204);
  });

  it("another household's place is 404 and untouched; it never shows in another's list", async () => {
    const owner = await member();
    const stranger = await member();
    const id = await added(owner.client, HOME);
    const database = t.database;
    await expectRefusedWithoutWrite(database, () => put(stranger.client, id, { ...HOME, name: 'Mine' }), 404);
    await expectRefusedWithoutWrite(database, () => remove(stranger.client, id), 404);
    await expectRefusedWithoutWrite(database, () => remove(stranger.client, 'not-a-uuid'), 404);
    expect((await list(stranger.client)).places).toEqual([]);
    expect((await list(owner.client)).places[0]!.name).toBe('Home');
  });

  it('answers a field-level 400 for bad input and writes nothing', async () => {
    const owner = await member();
    const database = t.database;
    const cases: [unknown, string, string][] = [
      [{ ...HOME, name: '' }, 'name', PLACE_MESSAGES.name],
      [{ ...HOME, name: 'x'.repeat(61) }, 'name', PLACE_MESSAGES.name],
      [{ ...HOME, country: 'USA' }, 'country', PLACE_MESSAGES.country],
      [{ ...HOME, country: '1a' }, 'country', PLACE_MESSAGES.country],
      [{ ...HOME, latitude: 91 }, 'latitude', PLACE_MESSAGES.latitude],
      [{ ...HOME, latitude: '29' }, 'latitude', PLACE_MESSAGES.latitude],
      [{ ...HOME, longitude: -180.5 }, 'longitude', PLACE_MESSAGES.longitude],
      [{ ...BERLIN, ars: '1100000' }, 'ars', PLACE_MESSAGES.ars],
      [{ ...HOME, ars: '110000000000' }, 'ars', PLACE_MESSAGES.arsOnlyGermany],
    ];
    for (const [json, field, message] of cases) {
      const body = await expectRefusedWithoutWrite(database, () => add(owner.client, json), 400);
      expect(body.error.fields?.[field], JSON.stringify(json)).toEqual([message]);
    }
    const id = await added(owner.client, HOME);
    const body = await expectRefusedWithoutWrite(
      database,
      () => put(owner.client, id, { ...HOME, latitude: -90.1 }),
      400,
    );
    expect(body.error.fields?.latitude).toEqual([PLACE_MESSAGES.latitude]);
    // Germany without a district key is fine (recommended, not required); an empty key means none.
    expect((await add(owner.client, { ...BERLIN, ars: '' })).status).toBe(201);
    expect((await add(owner.client, { ...BERLIN, ars: undefined })).status).toBe(201);
  });

  it('keeps at most 5: six concurrent adds give five and one 409, and the sixth later is refused too', async () => {
    const owner = await member();
    const editor = await member();
    await join(owner, editor, 'editor');
    const statuses = await Promise.all(
      Array.from({ length: 6 }, (_, i) => add(i % 2 ? editor.client : owner.client, { ...HOME, name: `Place ${i}` })),
    ).then((all) => all.map((r) => r.status));
    expect(statuses.filter((s) => s === 201)).toHaveLength(PLACES_MAX);
    expect(statuses.filter((s) => s === 409)).toHaveLength(1);
    const places = (await list(owner.client)).places;
    expect(places).toHaveLength(PLACES_MAX);
    expect(new Set(places.map((p) => p.position)).size).toBe(PLACES_MAX);
    const body = await expectRefusedWithoutWrite(t.database, () => add(owner.client, HOME), 409);
    expect(body.error.message).toBe(PLACE_MESSAGES.tooMany);
    // Removing one makes room again.
    expect((await remove(owner.client, places[0]!.id)).status).toBe(204);
    expect((await add(owner.client, HOME)).status).toBe(201);
  });

  it('is in the data export as watchedPlaces (without the household id)', async () => {
    const owner = await member();
    const viewer = await member();
    await join(owner, viewer, 'viewer');
    await added(owner.client, BERLIN);
    const res = await viewer.client.request('/api/me/export');
    expect(res.status).toBe(200);
    const exported = (await res.json()) as { watchedPlaces: Record<string, unknown>[] };
    expect(exported.watchedPlaces).toHaveLength(1);
    expect(exported.watchedPlaces[0]).toMatchObject({
      name: 'Grandparents',
      country: 'DE',
      latitude: 52.52,
      longitude: 13.405,
      ars: '110000000000',
      position: 0,
    });
    expect(exported.watchedPlaces[0]).not.toHaveProperty('householdId');
    const stranger = await member();
    const theirs = (await (await stranger.client.request('/api/me/export')).json()) as { watchedPlaces: unknown[] };
    expect(theirs.watchedPlaces).toEqual([]);
  });

  it('goes with the household: its last member deleted, its places are deleted', async () => {
    const owner = await member();
    await added(owner.client, HOME);
    const householdId = await householdIdOf(t.app.services.db, owner.id);
    const db = t.app.services.db;
    await db.delete(users).where(eq(users.id, owner.id));
    expect(await db.select().from(households).where(eq(households.id, householdId))).toEqual([]);
    expect(await db.select().from(householdPlaces).where(eq(householdPlaces.householdId, householdId))).toEqual([]);
  });

  it('the database itself refuses a district key outside Germany', async () => {
    const owner = await member();
    const householdId = await householdIdOf(t.app.services.db, owner.id);
    await expect(
      t.app.services.db
        .execute(sql`insert into household_places (household_id, name, country, latitude, longitude, ars, position)
        values (${householdId}, 'Home', 'US', 1, 1, '110000000000', 0)`),
    ).rejects.toThrow();
    const [row] = rowsOf<{ n: number }>(
      await t.app.services.db.execute(
        sql`select count(*)::int as n from household_places where household_id = ${householdId}`,
      ),
    );
    expect(row!.n).toBe(0);
  });
});

describe('watched places: realtime', () => {
  const streams: SseReader[] = [];
  afterAll(() => streams.forEach((s) => s.close()));

  it("a member's stream hears a place added, changed and removed; another household's hears nothing", async () => {
    const owner = await member();
    const viewer = await member();
    const outsider = await member();
    await join(owner, viewer, 'viewer');
    const householdId = await householdIdOf(t.database.db, owner.id);
    const connect = async (client: TestClient) => {
      const abort = new AbortController();
      const res = await client.request('/api/realtime', { signal: abort.signal });
      expect(res.status).toBe(200);
      const stream = readSse(res, abort);
      streams.push(stream);
      await stream.next((e) => e.event === 'ready');
      return stream;
    };
    const [viewerStream, outsiderStream] = [await connect(viewer.client), await connect(outsider.client)];
    const heard = (op: string) =>
      viewerStream.next(
        (e) => e.event === 'change' && JSON.parse(e.data).table === 'household_places' && JSON.parse(e.data).op === op,
        2000,
      );
    const id = await added(owner.client, HOME);
    expect(JSON.parse((await heard('INSERT')).data)).toEqual({
      table: 'household_places',
      op: 'INSERT',
      id: householdId,
    });
    expect((await put(owner.client, id, { ...HOME, name: 'Work' })).status).toBe(200);
    await heard('UPDATE');
    expect((await remove(owner.client, id)).status).toBe(204);
    await heard('DELETE');
    expect(outsiderStream.events.some((e) => /household_places/.test(e.data))).toBe(false);
  });
});
