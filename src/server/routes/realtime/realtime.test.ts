import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { kits, survivalPlans, users } from '../../db/schema';
import { visibleEvent, type Change } from '../../services/realtime/change-feed';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInWithProfile, TestClient } from '../../test/client';
import { householdIdOf } from '../../test/households';
import { readSse, type SseReader } from '../../test/sse';

// One app (and database) for the file, made while the file loads.
const t: TestApp = await createTestApp({ mail: true });
afterAll(() => t.close());

const streams: SseReader[] = [];
afterAll(() => streams.forEach((s) => s.close()));

async function connect(client: TestClient): Promise<SseReader> {
  const abort = new AbortController();
  // Raw: /api/realtime is not in AppType (its handler answers an untyped event-stream Response).
  const res = await client.request('/api/realtime', { signal: abort.signal });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const stream = readSse(res, abort);
  streams.push(stream);
  await stream.next((e) => e.event === 'ready');
  return stream;
}

const userIdOf = async (email: string) =>
  (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
const changesFor = (s: SseReader, id: string) =>
  s.events.filter((e) => e.event === 'change' && (JSON.parse(e.data) as { id: string | null }).id === id);

describe('visibleEvent', () => {
  const base: Change = { table: 'kits', op: 'UPDATE', id: 'k1', owner: 'alice', wasPublic: false, isPublic: false };
  it.each([
    ['owner sees own private row', base, 'alice', { table: 'kits', op: 'UPDATE', id: 'k1' }],
    ['others never see a private row', base, 'bob', null],
    ['anonymous never sees a private row', base, null, null],
    ['a public row reaches everyone', { ...base, isPublic: true }, null, { table: 'kits', op: 'UPDATE', id: 'k1' }],
    [
      'unpublishing reaches everyone who saw it',
      { ...base, wasPublic: true },
      'bob',
      { table: 'kits', op: 'UPDATE', id: 'k1' },
    ],
    [
      'a new private profile is only a count signal',
      { ...base, table: 'profiles', op: 'INSERT' },
      null,
      { table: 'profiles', op: 'INSERT', id: null },
    ],
    ['a private profile edit reaches nobody else', { ...base, table: 'profiles', op: 'UPDATE' }, 'bob', null],
  ] as const)('%s', (_name, change, viewer, expected) => {
    expect(visibleEvent(change as Change, viewer)).toEqual(expected);
  });
});

describe('GET /api/realtime', () => {
  it("another user's private kit change reaches nobody else; a public one reaches everyone", async () => {
    const alice = await signedInWithProfile(t);
    const bob = await signedInWithProfile(t);
    const aliceId = await userIdOf(alice.data.email);
    const [aliceStream, bobStream, anonStream] = await Promise.all([
      connect(alice.client),
      connect(bob.client),
      connect(new TestClient(t)),
    ]);

    const [secret] = await t.database.db.insert(kits).values({ ownerId: aliceId, name: 'Private go bag' }).returning();
    const [shared] = await t.database.db
      .insert(kits)
      .values({ ownerId: aliceId, name: 'Shared kit', isPublic: true })
      .returning();

    // Everyone gets the public kit; only Alice gets her private one.
    for (const s of [aliceStream, bobStream, anonStream]) {
      await s.next((e) => e.event === 'change' && JSON.parse(e.data).id === shared!.id);
    }
    await aliceStream.next((e) => e.event === 'change' && JSON.parse(e.data).id === secret!.id);
    expect(JSON.parse(changesFor(aliceStream, secret!.id)[0]!.data)).toEqual({
      table: 'kits',
      op: 'INSERT',
      id: secret!.id,
    });
    expect(changesFor(bobStream, secret!.id)).toEqual([]);
    expect(changesFor(anonStream, secret!.id)).toEqual([]);
    expect(JSON.stringify(bobStream.events)).not.toContain(secret!.id);
    expect(JSON.stringify(anonStream.events)).not.toContain(secret!.id);
  });

  it('a new operative moves the prepper count for anonymous clients without naming them', async () => {
    const anon = await connect(new TestClient(t));
    const newcomer = await signedInWithProfile(t);
    const event = await anon.next((e) => e.event === 'change' && JSON.parse(e.data).table === 'profiles');
    expect(JSON.parse(event.data)).toEqual({ table: 'profiles', op: 'INSERT', id: null });
    expect(JSON.stringify(anon.events)).not.toContain(await userIdOf(newcomer.data.email));
  });

  it('plans follow the same rules', async () => {
    const carol = await signedInWithProfile(t);
    const dave = await signedInWithProfile(t);
    const carolId = await userIdOf(carol.data.email);
    const [carolStream, daveStream] = await Promise.all([connect(carol.client), connect(dave.client)]);
    const [plan] = await t.database.db
      .insert(survivalPlans)
      .values({ userId: carolId, title: 'Quake plan', eventType: 'earthquake' })
      .returning();
    await carolStream.next((e) => e.event === 'change' && JSON.parse(e.data).id === plan!.id);
    await t.database.db.update(survivalPlans).set({ isPublic: true }).where(eq(survivalPlans.id, plan!.id));
    const published = await daveStream.next((e) => e.event === 'change' && JSON.parse(e.data).id === plan!.id);
    expect(JSON.parse(published.data)).toEqual({ table: 'survival_plans', op: 'UPDATE', id: plan!.id });
    expect(changesFor(daveStream, plan!.id)).toHaveLength(1); // the private INSERT never reached Dave
  });

  it("a user's supplies and household reach that user's other devices once per save, and nobody else", async () => {
    const erin = await signedInWithProfile(t);
    const frank = await signedInWithProfile(t);
    const erinId = await userIdOf(erin.data.email);
    const erinHousehold = await householdIdOf(t.database.db, erinId);
    const rows = ((await (await erin.client.get('/api/resources')).json()) as { resources: { id: string }[] })
      .resources;
    const [phone, laptop, frankStream] = await Promise.all([
      connect(erin.client),
      connect(erin.client),
      connect(frank.client),
    ]);
    const save = await erin.client.request('/api/resources', {
      method: 'PUT',
      json: { changes: rows.slice(0, 5).map((r) => ({ id: r.id, currentQuantity: 3 })) },
    });
    expect(save.status).toBe(200);
    for (const s of [phone, laptop]) {
      // (The seeding's INSERT may still be on its way: wait for the save's UPDATE.)
      const event = await s.next(
        (e) =>
          e.event === 'change' && JSON.parse(e.data).table === 'user_resources' && JSON.parse(e.data).op === 'UPDATE',
      );
      // Named by the household (its members all get it).
      expect(JSON.parse(event.data)).toEqual({ table: 'user_resources', op: 'UPDATE', id: erinHousehold });
    }
    const household = await erin.client.request('/api/readiness/household', {
      method: 'PUT',
      json: {
        adults: 1,
        children9to13: 0,
        children4to8: 0,
        childrenUnder4: 0,
        pregnantOrBreastfeeding: 0,
        pets: [],
        standard: 'de',
        goalDays: 10,
        customLitresPerPerson: null,
      },
    });
    expect(household.status).toBe(200);
    await laptop.next((e) => e.event === 'change' && JSON.parse(e.data).table === 'households');
    // Five rows in one save: one event (one statement, one announcement).
    // (The seeding's INSERT, announced the same way, may be among them: count the save's UPDATEs.)
    const updates = laptop.events.filter((e) => e.event === 'change' && /"user_resources","op":"UPDATE"/.test(e.data));
    expect(updates).toHaveLength(1);
    expect(JSON.stringify(frankStream.events)).not.toContain(erinId);
    expect(JSON.stringify(frankStream.events)).not.toContain(erinHousehold);
    expect(frankStream.events.some((e) => e.event === 'change' && /user_resources|households/.test(e.data))).toBe(
      false,
    );
  });
});
