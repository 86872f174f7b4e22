import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/db';
import { householdIdOf } from '../test/households';
import type { Db } from './client';
import * as s from './schema';
import { rowsOf } from './sql-helpers';

let database: TestDatabase;
let db: Db;
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(async () => {
  await database.destroy();
});

let seq = 0;
async function makeUser(email = `user${++seq}@example.com`) {
  const id = `user_${seq}_${Math.random().toString(36).slice(2)}`;
  await db.insert(s.users).values({ id, name: 'Test', email });
  return id;
}

/** The Postgres error code of a failed statement (drizzle wraps driver errors in `cause`). */
async function pgCode(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
    return undefined;
  } catch (err) {
    const e = err as { code?: string; cause?: { code?: string } };
    return e.cause?.code ?? e.code;
  }
}

describe('schema constraints', () => {
  it('usernames are unique regardless of letter case', async () => {
    const a = await makeUser();
    const b = await makeUser();
    await db.insert(s.profiles).values({ userId: a, firstName: 'Ann', username: 'Ranger', dateOfBirth: '1990-01-01' });
    const code = await pgCode(
      db.insert(s.profiles).values({ userId: b, firstName: 'Bob', username: 'ranger', dateOfBirth: '1990-01-01' }),
    );
    expect(code).toBe('23505');
  });

  it('rejects a username outside letters, digits and underscore, or shorter than 3', async () => {
    const u = await makeUser();
    for (const username of ['ab', 'bad name', 'bad-name']) {
      expect(
        await pgCode(db.insert(s.profiles).values({ userId: u, firstName: 'A', username, dateOfBirth: '1990-01-01' })),
      ).toBe('23514');
    }
  });

  it('profiles default to private with the preparedness score shown', async () => {
    const u = await makeUser();
    const [row] = await db
      .insert(s.profiles)
      .values({ userId: u, firstName: 'A', username: `u_${seq}`, dateOfBirth: '1990-01-01' })
      .returning();
    expect(row).toMatchObject({ isProfilePublic: false, showPreparednessScore: true, lastName: null, avatarUrl: null });
  });

  it('a household has each resource name once; quantities and status are checked', async () => {
    const u = await makeUser();
    const row = {
      householdId: await householdIdOf(db, u),
      name: 'Water (Gallons)',
      category: 'Water & Hydration',
      targetQuantity: 14,
      unit: 'gallons',
    };
    await db.insert(s.userResources).values(row);
    expect(await pgCode(db.insert(s.userResources).values(row))).toBe('23505');
    expect(await pgCode(db.insert(s.userResources).values({ ...row, name: 'x', currentQuantity: -1 }))).toBe('23514');
    expect(await pgCode(db.insert(s.userResources).values({ ...row, name: 'y', currentQuantity: 1_000_001 }))).toBe(
      '23514',
    );
    expect(
      await pgCode(
        db.execute(sql`insert into user_resources (household_id, name, category, target_quantity, unit, status)
        values (${row.householdId}, 'z', 'c', 1, 'u', 'optimal')`),
      ),
    ).toBe('23514');
  });

  it('kit items need quantity >= 1, priority 1-5 and a known category', async () => {
    const u = await makeUser();
    const [kit] = await db.insert(s.kits).values({ ownerId: u, name: 'Go bag' }).returning();
    const item = { kitId: kit!.id, category: 'Fire & Light', itemName: 'Headlamp' };
    const [ok] = await db.insert(s.kitItems).values(item).returning();
    expect(ok).toMatchObject({ quantity: 1, priority: 3, position: 0 });
    expect(await pgCode(db.insert(s.kitItems).values({ ...item, quantity: 0 }))).toBe('23514');
    expect(await pgCode(db.insert(s.kitItems).values({ ...item, priority: 6 }))).toBe('23514');
    expect(await pgCode(db.insert(s.kitItems).values({ ...item, category: 'Snacks' }))).toBe('23514');
    expect(await pgCode(db.insert(s.kitItems).values({ ...item, category: 'Uncategorized' }))).toBeUndefined();
  });

  it('a kit is acquired once per acquirer', async () => {
    const owner = await makeUser();
    const acquirer = await makeUser();
    const [kit] = await db.insert(s.kits).values({ ownerId: owner, name: 'Public', isPublic: true }).returning();
    const [copy1] = await db.insert(s.kits).values({ ownerId: acquirer, name: 'Public (Copy)' }).returning();
    const [copy2] = await db.insert(s.kits).values({ ownerId: acquirer, name: 'Public (Copy)' }).returning();
    await db.insert(s.kitAcquisitions).values({ kitId: kit!.id, acquirerId: acquirer, copyKitId: copy1!.id });
    expect(
      await pgCode(db.insert(s.kitAcquisitions).values({ kitId: kit!.id, acquirerId: acquirer, copyKitId: copy2!.id })),
    ).toBe('23505');
  });

  it('plans need a known event type and a non-blank title; items a known kind', async () => {
    const u = await makeUser();
    expect(await pgCode(db.insert(s.survivalPlans).values({ userId: u, title: 'Quake', eventType: 'meteor' }))).toBe(
      '23514',
    );
    expect(await pgCode(db.insert(s.survivalPlans).values({ userId: u, title: '   ', eventType: 'flood' }))).toBe(
      '23514',
    );
    const [plan] = await db
      .insert(s.survivalPlans)
      .values({ userId: u, title: 'Quake', eventType: 'earthquake' })
      .returning();
    expect(
      await pgCode(
        db.execute(sql`insert into plan_items (plan_id, kind, content, position) values (${plan!.id}, 'todo', 'x', 0)`),
      ),
    ).toBe('23514');
  });

  it('security events accept only the known types', async () => {
    const u = await makeUser();
    await db.insert(s.securityEvents).values({ userId: u, eventType: 'page_focus' });
    expect(
      await pgCode(db.execute(sql`insert into security_events (user_id, event_type) values (${u}, 'made_up')`)),
    ).toBe('23514');
  });

  it('newsletter addresses are unique regardless of case', async () => {
    await db.insert(s.newsletterSubscribers).values({ email: 'Scout@Example.com' });
    expect(await pgCode(db.insert(s.newsletterSubscribers).values({ email: 'scout@example.com' }))).toBe('23505');
  });
});

describe('deleting a user', () => {
  it('cascades to every row the user owns and leaves others alone', async () => {
    const gone = await makeUser();
    const other = await makeUser();
    await db
      .insert(s.profiles)
      .values({ userId: gone, firstName: 'G', username: `gone_${seq}`, dateOfBirth: '1990-01-01' });
    const [kit] = await db.insert(s.kits).values({ ownerId: gone, name: 'K', isPublic: true }).returning();
    await db.insert(s.kitItems).values({ kitId: kit!.id, category: 'Misc', itemName: 'i' });
    const [plan] = await db
      .insert(s.survivalPlans)
      .values({ userId: gone, title: 'P', eventType: 'flood' })
      .returning();
    await db.insert(s.planItems).values({ planId: plan!.id, kind: 'step', content: 'Go', position: 0 });
    await db.insert(s.planKits).values({ planId: plan!.id, kitId: kit!.id });
    const goneHousehold = await householdIdOf(db, gone);
    await db
      .insert(s.userResources)
      .values({ householdId: goneHousehold, name: 'n', category: 'c', targetQuantity: 1, unit: 'u' });
    await db.insert(s.securityEvents).values({ userId: gone, eventType: 'session_started' });
    // The other user acquired the public kit: their copy must survive.
    const [copy] = await db.insert(s.kits).values({ ownerId: other, name: 'K (Copy)' }).returning();
    await db.insert(s.kitAcquisitions).values({ kitId: kit!.id, acquirerId: other, copyKitId: copy!.id });

    await db.delete(s.users).where(eq(s.users.id, gone));

    const count = async (table: string, where: ReturnType<typeof sql>) => {
      const res = await db.execute<{ n: number }>(
        sql`select count(*)::int as n from ${sql.identifier(table)} where ${where}`,
      );
      return rowsOf<{ n: number }>(res)[0]!.n;
    };
    expect(await count('profiles', sql`user_id = ${gone}`)).toBe(0);
    expect(await count('kits', sql`owner_id = ${gone}`)).toBe(0);
    expect(await count('kit_items', sql`kit_id = ${kit!.id}`)).toBe(0);
    expect(await count('survival_plans', sql`user_id = ${gone}`)).toBe(0);
    expect(await count('plan_items', sql`plan_id = ${plan!.id}`)).toBe(0);
    expect(await count('plan_kits', sql`plan_id = ${plan!.id}`)).toBe(0);
    // Their household had nobody else: it went with them, with its supplies.
    expect(await count('households', sql`id = ${goneHousehold}`)).toBe(0);
    expect(await count('household_members', sql`user_id = ${gone}`)).toBe(0);
    expect(await count('user_resources', sql`household_id = ${goneHousehold}`)).toBe(0);
    expect(await count('security_events', sql`user_id = ${gone}`)).toBe(0);
    expect(await count('kits', sql`id = ${copy!.id}`)).toBe(1);
    const acquisitions = await db.select().from(s.kitAcquisitions).where(eq(s.kitAcquisitions.copyKitId, copy!.id));
    expect(acquisitions).toHaveLength(1);
    expect(acquisitions[0]!.kitId).toBeNull();
  });
});

describe('updated_at', () => {
  it('is kept current by the database on every update', async () => {
    const u = await makeUser();
    const [kit] = await db
      .insert(s.kits)
      .values({ ownerId: u, name: 'Old', createdAt: new Date('2020-01-01'), updatedAt: new Date('2020-01-01') })
      .returning();
    await db.update(s.kits).set({ name: 'New' }).where(eq(s.kits.id, kit!.id));
    const [after] = await db.select().from(s.kits).where(eq(s.kits.id, kit!.id));
    expect(after!.createdAt.toISOString()).toBe('2020-01-01T00:00:00.000Z');
    expect(after!.updatedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });
});
