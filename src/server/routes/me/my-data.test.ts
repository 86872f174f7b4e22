/**
 * Profile settings, data export and account deletion through the real routes.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeleteAccountInput } from '@shared/profile/schemas';
import {
  householdMembers,
  households,
  kitAcquisitions,
  kits,
  planAcquisitions,
  profiles,
  survivalPlans,
  userResources,
  users,
} from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { errorJson, okJson, signedInWithProfile, TestClient } from '../../test/client';
import { householdIdOf } from '../../test/households';
import { expectRefusedWithoutWrite } from '../../test/snapshot';

let t: TestApp;
let photo: Uint8Array;
let clock = Date.now();
beforeAll(async () => {
  t = await createTestApp({ mail: true, now: () => clock });
  photo = new Uint8Array(await readFile(path.join(import.meta.dirname, '../../test/fixtures/gps-photo.jpg')));
});
afterAll(async () => {
  await t.close();
});

type ProfileSettings = Parameters<TestClient['api']['profile']['$patch']>[0]['json'];
const patchProfile = (client: TestClient, json: ProfileSettings) => client.api.profile.$patch({ json });
/** Raw: bodies the typed client would not accept (unknown fields, wrong types). */
const patchProfileRaw = (client: TestClient, body: unknown) =>
  client.request('/api/profile', { method: 'PATCH', json: body });
const settings = (username: string, extra: Partial<ProfileSettings> = {}) => ({
  firstName: 'Sam',
  lastName: 'Ranger',
  username,
  isProfilePublic: false,
  showPreparednessScore: false,
  ...extra,
});
const uploadAvatar = (client: TestClient) => {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'me.jpg');
  return client.api.profile.avatar.$put(undefined, { init: { body: form } });
};
const deleteAccount = (client: TestClient, json: DeleteAccountInput) => client.api.account.$delete({ json });

describe('profile settings', () => {
  it('privacy values round-trip exactly, false included', async () => {
    const { client, data } = await signedInWithProfile(t);
    const res = await patchProfile(client, settings(data.username));
    const saved = await res.json();
    expect(res.status).toBe(200);
    expect(saved).toMatchObject({ isProfilePublic: false, showPreparednessScore: false });
    const read = await (await client.api.profile.$get()).json();
    expect(read).toMatchObject({ isProfilePublic: false, showPreparednessScore: false });
    const flipped = await (
      await patchProfile(client, settings(data.username, { isProfilePublic: true, showPreparednessScore: true }))
    ).json();
    expect(flipped).toMatchObject({ isProfilePublic: true, showPreparednessScore: true });
  });

  it('validates with the sign-up rules and refuses unknown fields', async () => {
    const { client, data } = await signedInWithProfile(t);
    const bad = await patchProfile(client, settings('no spaces!'));
    expect(bad.status).toBe(400);
    expect((await errorJson(bad)).error.fields?.username).toEqual([
      'Username can only contain letters, numbers, and underscores',
    ]);
    expect((await patchProfileRaw(client, { ...settings(data.username), avatarUrl: 'http://evil' })).status).toBe(400);
    expect((await patchProfile(client, settings(data.username, { firstName: ' ' }))).status).toBe(400);
  });

  it('two users racing for one username (in different letter case): one wins, the other gets "Username taken"', async () => {
    const a = await signedInWithProfile(t);
    const b = await signedInWithProfile(t);
    const wanted = `ranger_${Date.now().toString(36)}`;
    const [ra, rb] = await Promise.all([
      patchProfile(a.client, settings(wanted)),
      patchProfile(b.client, settings(wanted.toUpperCase())),
    ]);
    expect([ra.status, rb.status].sort()).toEqual([200, 409]);
    const loser = ra.status === 409 ? ra : rb;
    const body = await errorJson(loser);
    expect(body.error).toMatchObject({
      code: 'username_taken',
      message: 'This username is already in use. Please choose another one.',
    });
  });

  it('an avatar upload replaces and deletes the old file; removing it goes back to none', async () => {
    const { client } = await signedInWithProfile(t);
    const first = await okJson(await uploadAvatar(client));
    expect(first.avatarUrl).toMatch(/^\/api\/files\/.+\.webp$/);
    const second = await okJson(await uploadAvatar(client));
    expect(second.avatarUrl).not.toBe(first.avatarUrl);
    expect((await client.get(first.avatarUrl!)).status).toBe(404); // raw: a file URL the server gave
    const removed = await client.api.profile.avatar.$delete();
    expect((await okJson(removed)).avatarUrl).toBeNull();
    expect((await client.get(second.avatarUrl!)).status).toBe(404);
    expect((await new TestClient(t).api.profile.avatar.$delete()).status).toBe(401);
  });
});

describe('export', () => {
  it("contains exactly the user's rows: a second user's rows seeded alongside never appear", async () => {
    const me = await signedInWithProfile(t);
    const other = await signedInWithProfile(t);
    for (const c of [me.client, other.client]) {
      await c.api.resources.$get();
      const kit = (await okJson(await c.api.kits.$post({ json: { name: 'Kit', template: '72hour' } }))).kit;
      await c.api.plans.$post({
        json: {
          title: 'Plan',
          eventType: 'flood',
          kitIds: [kit.id],
          items: [{ kind: 'step', content: 'Go' }],
        },
      });
    }
    await me.client.api.newsletter.$post({ json: { email: me.data.email } });
    const res = await me.client.api.me.export.$get();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="holdfast-export-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = (await res.json()) as Record<string, unknown> & {
      profile: { username: string };
      resources: unknown[];
      kits: { items: unknown[] }[];
      plans: { items: unknown[]; kits: unknown[] }[];
      newsletter: { email: string } | null;
    };
    expect(data.profile.username).toBe(me.data.username);
    expect(data.resources).toHaveLength(21);
    expect(data.kits).toHaveLength(1);
    expect(data.kits[0]!.items).toHaveLength(23);
    expect(data.plans).toHaveLength(1);
    expect(data.plans[0]!.kits).toHaveLength(1);
    expect(data.newsletter?.email).toBe(me.data.email);
    const text = JSON.stringify(data);
    const [otherUser] = await t.database.db.select().from(users).where(eq(users.email, other.data.email));
    expect(text).not.toContain(otherUser!.id);
    expect(text).not.toContain(other.data.username);
    expect(text).not.toContain(other.data.email);
  });
  it('holds the batches of each supply and the expiry settings, never the calendar secret', async () => {
    const me = await signedInWithProfile(t);
    const water = (await okJson(await me.client.api.resources.$get())).resources.find(
      (r) => r.name === 'Water (Gallons)',
    )!;
    const batch = {
      id: randomUUID(),
      resourceId: water.id,
      quantity: 10,
      addedOn: '2026-11-24',
      expiresOn: '2027-05-24',
      note: 'Garage',
    };
    await me.client.api.resources.$put({ json: { batches: [batch] } });
    const [u] = await t.database.db.select().from(users).where(eq(users.email, me.data.email));
    await t.database.db
      .update(profiles)
      .set({ calendarToken: 'secret-token-value', expiryWindowDays: 45 })
      .where(eq(profiles.userId, u!.id));
    const data = (await (await me.client.api.me.export.$get()).json()) as {
      profile: Record<string, unknown>;
      resources: { id: string; batches: Record<string, unknown>[] }[];
    };
    expect(data.resources.find((r) => r.id === water.id)!.batches).toEqual([
      expect.objectContaining({
        id: batch.id,
        quantity: 10,
        addedOn: '2026-11-24',
        expiresOn: '2027-05-24',
        note: 'Garage',
      }),
    ]);
    expect(data.profile).toMatchObject({ expiryWindowDays: 45, expiryReminders: true, calendarFeed: true });
    expect(JSON.stringify(data)).not.toContain('secret-token-value');
  });

  it('holds the barcodes of each supply (issue 42), sorted', async () => {
    const me = await signedInWithProfile(t);
    const water = (await okJson(await me.client.api.resources.$get())).resources.find(
      (r) => r.name === 'Water (Gallons)',
    )!;
    for (const code of ['WATER-B', '012345678905'])
      await me.client.request(`/api/resources/${water.id}/barcodes`, { method: 'POST', json: { code } });
    const data = (await (await me.client.api.me.export.$get()).json()) as {
      resources: { id: string; barcodes: string[] }[];
    };
    expect(data.resources.find((r) => r.id === water.id)!.barcodes).toEqual(['0012345678905', 'WATER-B']);
    expect(data.resources.filter((r) => r.barcodes.length === 0)).toHaveLength(data.resources.length - 1);
  });

  it("leaves out another user's kit linked in the plan once it is made private, as the plan view does", async () => {
    const me = await signedInWithProfile(t);
    const owner = await signedInWithProfile(t);
    const created = await owner.client.api.kits.$post({ json: { name: 'Neighbour kit', template: '72hour' } });
    const theirs = (await okJson(created)).kit;
    await owner.client.api.kits[':id'].$patch({ param: { id: theirs.id }, json: { isPublic: true } });
    const planRes = await me.client.api.plans.$post({
      json: {
        title: 'Street plan',
        eventType: 'flood',
        kitIds: [theirs.id],
      },
    });
    expect(planRes.status).toBe(201);
    const exported = async () =>
      (await (await me.client.api.me.export.$get()).json()) as { plans: { kits: { id: string; name: string }[] }[] };
    expect((await exported()).plans[0]!.kits).toEqual([{ id: theirs.id, name: 'Neighbour kit' }]);

    const renamed = await owner.client.api.kits[':id'].$patch({
      param: { id: theirs.id },
      json: { name: 'Secret cache', isPublic: false },
    });
    expect(renamed.status).toBe(200);
    const after = await exported();
    expect(after.plans[0]!.kits).toEqual([]);
    expect(JSON.stringify(after)).not.toContain('Secret cache');
    expect(JSON.stringify(after)).not.toContain(theirs.id);
  });
});

describe('delete account', () => {
  it(
    'wrong passwords back off like sign-in: after 5, each try waits 2, 4… seconds, even the right one',
    {
      timeout: 60_000,
    },
    async () => {
      const leaving = await signedInWithProfile(t);
      const deleteWith = (password: string) =>
        deleteAccount(leaving.client, { username: leaving.data.username, password });
      for (let i = 0; i < 5; i++) expect((await deleteWith('Wr0ng!Pass')).status).toBe(400);

      const waiting = await deleteWith(leaving.data.password);
      expect(waiting.status).toBe(429);
      expect(waiting.headers.get('retry-after')).toBe('2');
      expect(await waiting.json()).toEqual({
        error: { code: 'rate_limited', message: 'Too many attempts. Please try again in 2 seconds.' },
      });
      clock += 2000;
      expect((await deleteWith('Wr0ng!Pass')).status).toBe(400);
      expect((await deleteWith(leaving.data.password)).headers.get('retry-after')).toBe('4');
      const [user] = await t.database.db.select().from(users).where(eq(users.email, leaving.data.email));
      expect(user).toBeDefined();

      // Wrong sign-ins for the same email from the same address count too: one budget per account.
      clock += 4000;
      const signIn = await new TestClient(t).api.account['sign-in'].$post({
        json: {
          email: leaving.data.email,
          password: 'Wr0ng!Pass',
        },
      });
      expect(signIn.status).toBe(401);
      expect((await deleteWith(leaving.data.password)).headers.get('retry-after')).toBe('8');

      clock += 8000;
      expect((await deleteWith(leaving.data.password)).status).toBe(204);
    },
  );

  it("removes the user's rows and files, keeps another user's acquired copies, and ends the session", async () => {
    const leaving = await signedInWithProfile(t);
    const staying = await signedInWithProfile(t);
    const [leavingUser] = await t.database.db.select().from(users).where(eq(users.email, leaving.data.email));
    const userId = leavingUser!.id;

    await leaving.client.api.resources.$get();
    const avatar = (await okJson(await uploadAvatar(leaving.client))).avatarUrl!;
    const kit = (
      await okJson(await leaving.client.api.kits.$post({ json: { name: 'Shared kit', template: '72hour' } }))
    ).kit;
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'p.jpg');
    const item = (
      await okJson(
        await leaving.client.api.kits[':id'].items[':itemId'].image.$put(
          { param: { id: kit.id, itemId: kit.items[0]!.id } },
          { init: { body: form } },
        ),
      )
    ).item;
    await leaving.client.api.kits[':id'].$patch({ param: { id: kit.id }, json: { isPublic: true } });
    const plan = (
      await okJson(
        await leaving.client.api.plans.$post({
          json: { title: 'Shared plan', eventType: 'flood', isPublic: true, kitIds: [kit.id] },
        }),
      )
    ).plan;
    const kitCopy = (await okJson(await staying.client.api.kits[':id'].acquire.$post({ param: { id: kit.id } }))).kit;
    const planCopy = (await okJson(await staying.client.api.plans[':id'].acquire.$post({ param: { id: plan.id } })))
      .plan;

    // Proof is required: the username typed out and the current password.
    const wrongName = await deleteAccount(leaving.client, {
      username: 'someone_else',
      password: leaving.data.password,
    });
    expect(wrongName.status).toBe(400);
    const wrongPassword = await deleteAccount(leaving.client, {
      username: leaving.data.username,
      password: 'Wr0ng!Pass',
    });
    expect(wrongPassword.status).toBe(400);
    expect(await errorJson(wrongPassword)).toMatchObject({
      error: { fields: { password: ['That password is not right'] } },
    });
    expect(await t.database.db.select().from(users).where(eq(users.id, userId))).toHaveLength(1);
    const householdId = await householdIdOf(t.database.db, userId);

    const sessionToken = leaving.client.sessionCookie()!;
    const res = await deleteAccount(leaving.client, {
      username: leaving.data.username.toUpperCase(),
      password: leaving.data.password,
    });
    expect(res.status).toBe(204);
    expect(res.headers.getSetCookie().some((c) => /session_token=;.*Max-Age=0/i.test(c))).toBe(true);

    const db = t.database.db;
    expect(await db.select().from(users).where(eq(users.id, userId))).toEqual([]);
    expect(await db.select().from(householdMembers).where(eq(householdMembers.userId, userId))).toEqual([]);
    expect(await db.select().from(households).where(eq(households.id, householdId))).toEqual([]);
    expect(await db.select().from(profiles).where(eq(profiles.userId, userId))).toEqual([]);
    expect(await db.select().from(userResources).where(eq(userResources.householdId, householdId))).toEqual([]);
    expect(await db.select().from(kits).where(eq(kits.ownerId, userId))).toEqual([]);
    expect(await db.select().from(survivalPlans).where(eq(survivalPlans.userId, userId))).toEqual([]);
    // Raw: file URLs the server gave.
    expect((await staying.client.get(avatar)).status).toBe(404);
    expect((await staying.client.get(item.imageUrl!)).status).toBe(404);

    // The other user's copies survive as theirs, with their own image files.
    const keptKit = await okJson(await staying.client.api.kits[':id'].$get({ param: { id: kitCopy.id } }));
    expect(keptKit.kit).toMatchObject({ name: 'Shared kit (Copy)', isOwner: true, itemCount: 23 });
    const copiedImage = keptKit.kit.items.find((i) => i.imageUrl)!.imageUrl!;
    expect((await staying.client.get(copiedImage)).status).toBe(200);
    expect((await staying.client.api.plans[':id'].$get({ param: { id: planCopy.id } })).status).toBe(200);
    expect(await db.select().from(kitAcquisitions).where(eq(kitAcquisitions.copyKitId, kitCopy.id))).toHaveLength(1);
    expect(await db.select().from(planAcquisitions).where(eq(planAcquisitions.copyPlanId, planCopy.id))).toHaveLength(
      1,
    );

    // The deleted user's cookie no longer works, even resent by hand.
    expect(leaving.client.sessionCookie()).toBeUndefined(); // the browser was told to drop it
    const stale = new TestClient(t);
    stale.cookies.set('holdfast.session_token', sessionToken);
    expect((await stale.api.profile.$get()).status).toBe(401);
    expect((await stale.api.resources.$get()).status).toBe(401);
  });
});

describe('refused profile, avatar and account writes write nothing', () => {
  it('every 4xx of PATCH /api/profile, PUT/DELETE /api/profile/avatar and DELETE /api/account', async () => {
    const { client, data } = await signedInWithProfile(t);
    const { data: otherData } = await signedInWithProfile(t);
    const anonymous = new TestClient(t);
    const refused: [() => Promise<Response>, number][] = [
      [() => patchProfile(client, settings(data.username, { firstName: 'a\u0000' })), 400],
      [() => patchProfile(client, settings(data.username, { lastName: 'x\uDBFF' })), 400],
      [() => patchProfile(client, settings(otherData.username.toUpperCase())), 409],
      // Raw: a wrong type the typed body does not accept.
      [() => patchProfileRaw(client, { ...settings(data.username), isProfilePublic: 'yes' }), 400],
      [() => patchProfile(anonymous, settings(data.username)), 401],
      [
        () => {
          const form = new FormData();
          form.append('image', new Blob(['not an image'], { type: 'image/png' }), 'x.png');
          return client.api.profile.avatar.$put(undefined, { init: { body: form } });
        },
        400,
      ],
      [() => client.api.profile.avatar.$put(undefined, { init: { body: new FormData() } }), 400],
      [() => uploadAvatar(anonymous), 401],
      [() => anonymous.api.profile.avatar.$delete(), 401],
      [() => deleteAccount(client, { username: otherData.username }), 400],
      [() => deleteAccount(client, { username: data.username, password: 'Wr0ng!Pass' }), 400],
      [() => deleteAccount(client, { username: `${data.username}\u0000`, password: data.password }), 400],
      [() => deleteAccount(anonymous, { username: data.username }), 401],
    ];
    for (const [send, status] of refused) {
      await expectRefusedWithoutWrite(t.database, send, status, { except: ['rate_limits', 'security_events'] });
    }
    expect((await client.api.profile.$get()).status).toBe(200);
  });
});
