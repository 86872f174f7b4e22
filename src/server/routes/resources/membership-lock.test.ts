/**
 * The supply writes of one transaction read the user's membership once, first, and lock it
 * (households/scope.ts lockEditableHousehold): the statements check the role themselves (the
 * route's check aside), and a member's removal waits for a save under way.
 */
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { HOUSEHOLD_MESSAGES } from '@shared/households/schemas';
import { householdMembers, userResources, users } from '../../db/schema';
import { rowsOf } from '../../db/sql-helpers';
import { createTestApp, type TestApp } from '../../test/app';
import { okJson, signedInWithProfile } from '../../test/client';
import { householdIdOf, inviteByEmail } from '../../test/households';
import { tableDigest } from '../../test/snapshot';
import { removeMember } from '../household/household.queries';
import { saveChanges, saveTargets, updateResource } from './resources.queries';

const t: TestApp = await createTestApp({ mail: true });
afterAll(() => t.close());

const TODAY = '2026-01-15';
const idOf = async (email: string) =>
  (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

/** An owner with a stocked row, and a member of their household as `role`. */
async function household(role: 'editor' | 'viewer') {
  const owner = await signedInWithProfile(t);
  const member = await signedInWithProfile(t);
  const { token } = await inviteByEmail(t, owner.client, member.data.email, role);
  const accept = await member.client.api.household.invitations.accept.$post({ json: { token } });
  expect(accept.status).toBe(200);
  const seeded = (await okJson(await owner.client.api.resources.$get())).resources;
  const put = await owner.client.api.resources.$put({
    json: { changes: [{ id: seeded.find((r) => r.name === 'Canned Food')!.id, currentQuantity: 5 }] },
  });
  const [cans] = (await okJson(put)).resources;
  return { ownerId: await idOf(owner.data.email), memberId: await idOf(member.data.email), cans: cans! };
}

describe('supply writes and the membership', () => {
  it("a viewer's writes past the route's check are refused, nothing written: the save's own 403, 404 or null for the others", async () => {
    const { memberId, cans } = await household('viewer');
    const before = await tableDigest(t.database);
    // The save checks the role in its first statement (decision 0296): the route's 403.
    await expect(
      saveChanges(
        t.database,
        memberId,
        { changes: [{ id: cans.id, currentQuantity: 1 }], deltas: [], batches: [], removedBatches: [] },
        TODAY,
      ),
    ).rejects.toMatchObject({ status: 403, message: HOUSEHOLD_MESSAGES.viewerCannotEdit });
    await expect(
      saveChanges(
        t.database,
        memberId,
        { changes: [], deltas: [], batches: [], removedBatches: [cans.batches[0]!.id] },
        TODAY,
      ),
    ).rejects.toMatchObject({ status: 403, message: HOUSEHOLD_MESSAGES.viewerCannotEdit });
    expect(await saveTargets(t.database.db, memberId, [{ id: cans.id, targetQuantity: 3 }], TODAY)).toBeNull();
    expect(
      await updateResource(t.database.db, memberId, cans.id, { name: 'Tins', targetQuantity: 3 }, TODAY),
    ).toBeNull();
    expect(await tableDigest(t.database)).toEqual(before);
  });

  it("an editor's removal waits for their save under way, which is written", async () => {
    const { ownerId, memberId, cans } = await household('editor');
    // Another session holds the row: the save locks the membership, then waits here.
    const holder = new pg.Client({ connectionString: t.database.url });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('select id from user_resources where id = $1 for update', [cans.id]);
      const save = saveChanges(
        t.database,
        memberId,
        { changes: [{ id: cans.id, currentQuantity: 7 }], deltas: [], batches: [], removedBatches: [] },
        TODAY,
      );
      await expect.poll(() => waiting()).toBe(1);
      const removal = removeMember(t.database.db, ownerId, memberId);
      // The removal waits for the save's lock on the membership.
      await expect.poll(() => waiting()).toBe(2);
      await holder.query('commit');
      // Which answer reaches this process first is the event loop's; what is in the database is not:
      // the save was written (as the editor's), then the removal happened.
      const [saved, removed] = await Promise.all([save, removal]);
      expect(saved.map((r) => r.currentQuantity)).toEqual([7]);
      expect(removed).toBe(true);
      const [row] = await t.database.db.select().from(userResources).where(eq(userResources.id, cans.id));
      expect(row!.currentQuantity).toBe(7);
      const [membership] = await t.database.db
        .select()
        .from(householdMembers)
        .where(eq(householdMembers.userId, memberId));
      expect(membership!.householdId).not.toBe(await householdIdOf(t.database.db, ownerId));
    } finally {
      await holder.query('rollback').catch(() => undefined);
      await holder.end();
    }
  });
});

/** Sessions of this database waiting for a lock. */
async function waiting(): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await t.database.db.execute(
      sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    ),
  );
  return row!.n;
}
