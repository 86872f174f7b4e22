import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { kits, survivalPlans, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInWithProfile, TestClient } from '../../test/client';

// One app (and database) for the file, made while the file loads.
const t: TestApp = await createTestApp({ mail: true });
afterAll(() => t.close());

const stats = async () => (await new TestClient(t).api.community.stats.$get()).json();

describe('GET /api/community/stats (public)', () => {
  it('counts profiles, public plans and public kits, and follows changes', async () => {
    expect(await stats()).toEqual({
      activePreppersCount: 0,
      publicPlansCount: 0,
      publicKitsCount: 0,
      preparednessScore: 0,
      preparednessPercent: 0,
    });
    const a = await signedInWithProfile(t);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, a.data.email));
    await t.database.db.insert(kits).values([
      { ownerId: user!.id, name: 'public', isPublic: true },
      { ownerId: user!.id, name: 'private' },
    ]);
    await t.database.db.insert(survivalPlans).values([
      { userId: user!.id, title: 'public', eventType: 'flood', isPublic: true },
      { userId: user!.id, title: 'public 2', eventType: 'flood', isPublic: true },
      { userId: user!.id, title: 'private', eventType: 'flood' },
    ]);
    // Served from memory between changes; every change drops the cached value.
    await expect.poll(stats).toEqual({
      activePreppersCount: 1,
      publicPlansCount: 2,
      publicKitsCount: 1,
      preparednessScore: 0,
      preparednessPercent: 0,
    });

    const b = await signedInWithProfile(t);
    await expect.poll(async () => (await stats()).activePreppersCount).toBe(2);
    expect(b).toBeDefined();
  });
});

describe('GET /api/me/stats', () => {
  it('counts my plans and kits (public or not) and nobody else’s', async () => {
    const me = await signedInWithProfile(t);
    const other = await signedInWithProfile(t);
    const idOf = async (email: string) =>
      (await t.database.db.select().from(users).where(eq(users.email, email)))[0]!.id;
    const [mine, theirs] = [await idOf(me.data.email), await idOf(other.data.email)];
    await t.database.db.insert(kits).values([
      { ownerId: mine, name: 'a' },
      { ownerId: mine, name: 'b', isPublic: true },
      { ownerId: theirs, name: 'c', isPublic: true },
    ]);
    await t.database.db.insert(survivalPlans).values({ userId: mine, title: 'p', eventType: 'tornado' });
    const res = await me.client.api.me.stats.$get();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ plansCount: 1, kitsCount: 2, personalScore: 3 });
    expect((await new TestClient(t).api.me.stats.$get()).status).toBe(401);
  });
});
