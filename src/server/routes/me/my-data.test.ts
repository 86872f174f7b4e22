/**
 * Profile settings, data export and account deletion through the real routes.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Profile } from '@shared/auth/api-types';
import type { KitDetail, KitItem } from '@shared/kits/schemas';
import type { PlanDetail } from '@shared/plans/schemas';
import {
  kitAcquisitions,
  kits,
  planAcquisitions,
  profiles,
  survivalPlans,
  userResources,
  users,
} from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInWithProfile, TestClient } from '../../test/client';
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

const patchProfile = (client: TestClient, body: unknown) =>
  client.request('/api/profile', { method: 'PATCH', json: body });
const settings = (username: string, extra: Record<string, unknown> = {}) => ({
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
  return client.request('/api/profile/avatar', { method: 'PUT', body: form });
};

describe('profile settings', () => {
  it('privacy values round-trip exactly, false included', async () => {
    const { client, data } = await signedInWithProfile(t);
    const res = await patchProfile(client, settings(data.username));
    const saved = (await res.json()) as Profile;
    expect(res.status).toBe(200);
    expect(saved).toMatchObject({ isProfilePublic: false, showPreparednessScore: false });
    const read = (await (await client.get('/api/profile')).json()) as Profile;
    expect(read).toMatchObject({ isProfilePublic: false, showPreparednessScore: false });
    const flipped = (await (
      await patchProfile(client, settings(data.username, { isProfilePublic: true, showPreparednessScore: true }))
    ).json()) as Profile;
    expect(flipped).toMatchObject({ isProfilePublic: true, showPreparednessScore: true });
  });

  it('validates with the sign-up rules and refuses unknown fields', async () => {
    const { client, data } = await signedInWithProfile(t);
    const bad = await patchProfile(client, settings('no spaces!'));
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { fields: Record<string, string[]> } }).error.fields.username).toEqual([
      'Username can only contain letters, numbers, and underscores',
    ]);
    expect((await patchProfile(client, { ...settings(data.username), avatarUrl: 'http://evil' })).status).toBe(400);
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
    const body = (await loser.json()) as { error: { code: string; message: string } };
    expect(body.error).toMatchObject({
      code: 'username_taken',
      message: 'This username is already in use. Please choose another one.',
    });
  });

  it('an avatar upload replaces and deletes the old file; removing it goes back to none', async () => {
    const { client } = await signedInWithProfile(t);
    const first = (await (await uploadAvatar(client)).json()) as Profile;
    expect(first.avatarUrl).toMatch(/^\/api\/files\/.+\.webp$/);
    const second = (await (await uploadAvatar(client)).json()) as Profile;
    expect(second.avatarUrl).not.toBe(first.avatarUrl);
    expect((await client.get(first.avatarUrl!)).status).toBe(404);
    const removed = await client.request('/api/profile/avatar', { method: 'DELETE' });
    expect(((await removed.json()) as Profile).avatarUrl).toBeNull();
    expect((await client.get(second.avatarUrl!)).status).toBe(404);
    expect((await new TestClient(t).request('/api/profile/avatar', { method: 'DELETE' })).status).toBe(401);
  });
});

describe('export', () => {
  it("contains exactly the user's rows: a second user's rows seeded alongside never appear", async () => {
    const me = await signedInWithProfile(t);
    const other = await signedInWithProfile(t);
    for (const c of [me.client, other.client]) {
      await c.get('/api/resources');
      const kit = (
        (await (await c.post('/api/kits', { name: 'Kit', template: '72hour' })).json()) as { kit: KitDetail }
      ).kit;
      await c.post('/api/plans', {
        title: 'Plan',
        eventType: 'flood',
        kitIds: [kit.id],
        items: [{ kind: 'step', content: 'Go' }],
      });
    }
    await me.client.post('/api/newsletter', { email: me.data.email });
    const res = await me.client.get('/api/me/export');
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
  it("leaves out another user's kit linked in the plan once it is made private, as the plan view does", async () => {
    const me = await signedInWithProfile(t);
    const owner = await signedInWithProfile(t);
    const created = await owner.client.post('/api/kits', { name: 'Neighbour kit', template: '72hour' });
    const theirs = ((await created.json()) as { kit: KitDetail }).kit;
    await owner.client.request(`/api/kits/${theirs.id}`, { method: 'PATCH', json: { isPublic: true } });
    const planRes = await me.client.post('/api/plans', {
      title: 'Street plan',
      eventType: 'flood',
      kitIds: [theirs.id],
    });
    expect(planRes.status).toBe(201);
    const exported = async () =>
      (await (await me.client.get('/api/me/export')).json()) as { plans: { kits: { id: string; name: string }[] }[] };
    expect((await exported()).plans[0]!.kits).toEqual([{ id: theirs.id, name: 'Neighbour kit' }]);

    const renamed = await owner.client.request(`/api/kits/${theirs.id}`, {
      method: 'PATCH',
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
        leaving.client.request('/api/account', {
          method: 'DELETE',
          json: { username: leaving.data.username, password },
        });
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
      const signIn = await new TestClient(t).post('/api/account/sign-in', {
        email: leaving.data.email,
        password: 'Wr0ng!Pass',
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

    await leaving.client.get('/api/resources');
    const avatar = ((await (await uploadAvatar(leaving.client)).json()) as Profile).avatarUrl!;
    const kit = (
      (await (await leaving.client.post('/api/kits', { name: 'Shared kit', template: '72hour' })).json()) as {
        kit: KitDetail;
      }
    ).kit;
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'p.jpg');
    const item = (
      (await (
        await leaving.client.request(`/api/kits/${kit.id}/items/${kit.items[0]!.id}/image`, {
          method: 'PUT',
          body: form,
        })
      ).json()) as { item: KitItem }
    ).item;
    await leaving.client.request(`/api/kits/${kit.id}`, { method: 'PATCH', json: { isPublic: true } });
    const plan = (
      (await (
        await leaving.client.post('/api/plans', {
          title: 'Shared plan',
          eventType: 'flood',
          isPublic: true,
          kitIds: [kit.id],
        })
      ).json()) as { plan: PlanDetail }
    ).plan;
    const kitCopy = ((await (await staying.client.post(`/api/kits/${kit.id}/acquire`)).json()) as { kit: KitDetail })
      .kit;
    const planCopy = (
      (await (await staying.client.post(`/api/plans/${plan.id}/acquire`)).json()) as { plan: PlanDetail }
    ).plan;

    // Proof is required: the username typed out and the current password.
    const wrongName = await leaving.client.request('/api/account', {
      method: 'DELETE',
      json: { username: 'someone_else', password: leaving.data.password },
    });
    expect(wrongName.status).toBe(400);
    const wrongPassword = await leaving.client.request('/api/account', {
      method: 'DELETE',
      json: { username: leaving.data.username, password: 'Wr0ng!Pass' },
    });
    expect(wrongPassword.status).toBe(400);
    expect((await wrongPassword.json()) as { error: { fields: Record<string, string[]> } }).toMatchObject({
      error: { fields: { password: ['That password is not right'] } },
    });
    expect(await t.database.db.select().from(users).where(eq(users.id, userId))).toHaveLength(1);

    const sessionToken = leaving.client.sessionCookie()!;
    const res = await leaving.client.request('/api/account', {
      method: 'DELETE',
      json: { username: leaving.data.username.toUpperCase(), password: leaving.data.password },
    });
    expect(res.status).toBe(204);
    expect(res.headers.getSetCookie().some((c) => /session_token=;.*Max-Age=0/i.test(c))).toBe(true);

    const db = t.database.db;
    expect(await db.select().from(users).where(eq(users.id, userId))).toEqual([]);
    expect(await db.select().from(profiles).where(eq(profiles.userId, userId))).toEqual([]);
    expect(await db.select().from(userResources).where(eq(userResources.userId, userId))).toEqual([]);
    expect(await db.select().from(kits).where(eq(kits.ownerId, userId))).toEqual([]);
    expect(await db.select().from(survivalPlans).where(eq(survivalPlans.userId, userId))).toEqual([]);
    expect((await staying.client.get(avatar)).status).toBe(404);
    expect((await staying.client.get(item.imageUrl!)).status).toBe(404);

    // The other user's copies survive as theirs, with their own image files.
    const keptKit = (await (await staying.client.get(`/api/kits/${kitCopy.id}`)).json()) as { kit: KitDetail };
    expect(keptKit.kit).toMatchObject({ name: 'Shared kit (Copy)', isOwner: true, itemCount: 23 });
    const copiedImage = keptKit.kit.items.find((i) => i.imageUrl)!.imageUrl!;
    expect((await staying.client.get(copiedImage)).status).toBe(200);
    expect((await staying.client.get(`/api/plans/${planCopy.id}`)).status).toBe(200);
    expect(await db.select().from(kitAcquisitions).where(eq(kitAcquisitions.copyKitId, kitCopy.id))).toHaveLength(1);
    expect(await db.select().from(planAcquisitions).where(eq(planAcquisitions.copyPlanId, planCopy.id))).toHaveLength(
      1,
    );

    // The deleted user's cookie no longer works, even resent by hand.
    expect(leaving.client.sessionCookie()).toBeUndefined(); // the browser was told to drop it
    const stale = new TestClient(t);
    stale.cookies.set('holdfast.session_token', sessionToken);
    expect((await stale.get('/api/profile')).status).toBe(401);
    expect((await stale.get('/api/resources')).status).toBe(401);
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
      [() => patchProfile(client, { ...settings(data.username), isProfilePublic: 'yes' }), 400],
      [() => patchProfile(anonymous, settings(data.username)), 401],
      [
        () => {
          const form = new FormData();
          form.append('image', new Blob(['not an image'], { type: 'image/png' }), 'x.png');
          return client.request('/api/profile/avatar', { method: 'PUT', body: form });
        },
        400,
      ],
      [() => client.request('/api/profile/avatar', { method: 'PUT', body: new FormData() }), 400],
      [() => uploadAvatar(anonymous), 401],
      [() => anonymous.request('/api/profile/avatar', { method: 'DELETE' }), 401],
      [() => client.request('/api/account', { method: 'DELETE', json: { username: otherData.username } }), 400],
      [
        () =>
          client.request('/api/account', {
            method: 'DELETE',
            json: { username: data.username, password: 'Wr0ng!Pass' },
          }),
        400,
      ],
      [
        () =>
          client.request('/api/account', {
            method: 'DELETE',
            json: { username: `${data.username}\u0000`, password: data.password },
          }),
        400,
      ],
      [() => anonymous.request('/api/account', { method: 'DELETE', json: { username: data.username } }), 401],
    ];
    for (const [send, status] of refused) {
      await expectRefusedWithoutWrite(t.database, send, status, { except: ['rate_limits', 'security_events'] });
    }
    expect((await client.get('/api/profile')).status).toBe(200);
  });
});
