/**
 * The known save (decision 0368): a save of rows this server instance knows as its last save left
 * them is ONE statement, which writes only when every row is still that version; otherwise it
 * writes nothing and the save goes the full way (five statements), so what another member, device
 * or instance wrote in between is never overwritten, and every refusal answers as before.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { HOUSEHOLD_MESSAGES } from '@shared/households/schemas';
import type { Resource } from '@shared/resources/schemas';
import { householdActivity, householdMembers, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { newBatch } from '../../test/batches';
import { errorJson, okJson, signedInWithProfile, type TestClient } from '../../test/client';
import { householdIdOf, inviteByEmail } from '../../test/households';
import { tableDigest } from '../../test/snapshot';
import { statementRecorder } from '../../test/statements';
import { knownSuppliesOf } from './resources.queries';

const t: TestApp = await createTestApp({ mail: true });
afterAll(() => t.close());

type SaveBody = Parameters<TestClient['api']['resources']['$put']>[0]['json'];
type SaveResponse = Awaited<ReturnType<TestClient['api']['resources']['$put']>>;
const sentDuring = statementRecorder(t.database.pool!);
const load = async (client: TestClient) => (await okJson(await client.api.resources.$get())).resources;
const idOf = async (email: string) =>
  (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

/** A save, its answer and the names of the statements it sent (a plain statement by its first word). */
async function save(client: TestClient, json: SaveBody) {
  let res: SaveResponse | undefined;
  const sent = await sentDuring(async () => {
    res = await client.api.resources.$put({ json });
  });
  return { res: res!, sent: sent.map((s) => s.name ?? s.text.split(/\s/)[0]!.toLowerCase()) };
}
const FULL_WAY = ['begin', 'resources_save_open', 'resources_save_batches', 'resources_save_write', 'commit'];

/** An owner whose every row this instance knows (one full save of all of them), and an editor or viewer. */
async function knownHousehold(role: 'editor' | 'viewer' = 'editor') {
  const owner = await signedInWithProfile(t);
  const member = await signedInWithProfile(t);
  const { token } = await inviteByEmail(t, owner.client, member.data.email, role);
  expect((await member.client.api.household.invitations.accept.$post({ json: { token } })).status).toBe(200);
  const rows = await load(owner.client);
  const first = await save(owner.client, { changes: rows.map((r, i) => ({ id: r.id, currentQuantity: i % 7 })) });
  expect(first.res.status).toBe(200);
  expect(first.sent).toEqual(FULL_WAY);
  const ownerId = await idOf(owner.data.email);
  return {
    owner: owner.client,
    ownerId,
    member: member.client,
    memberId: await idOf(member.data.email),
    householdId: await householdIdOf(t.database.db, ownerId),
    rows: (await okJson(first.res)).resources,
  };
}
const named = (rows: readonly Resource[], name: string) => rows.find((r) => r.name === name)!;
const batch = (resourceId: string, quantity: number, expiresOn: string | null) =>
  newBatch(resourceId, quantity, expiresOn, { note: 'shelf 2' });

describe('the known save', () => {
  it('saves rows the instance knows in ONE statement, and stores and answers what the full way does', async () => {
    const { owner, householdId, rows } = await knownHousehold();
    const water = named(rows, 'Water (Gallons)');
    const cans = named(rows, 'Canned Food');
    const withBatch = rows.find((r) => r.batches.length > 0 && r.id !== water.id && r.id !== cans.id)!;
    const linesBefore = await t.database.db.$count(householdActivity, eq(householdActivity.householdId, householdId));
    const added = batch(cans.id, 6, '2028-01-31');
    const body: SaveBody = {
      changes: [{ id: water.id, currentQuantity: 12 }],
      deltas: [{ id: cans.id, delta: -1 }],
      batches: [added],
      removedBatches: [withBatch.batches[0]!.id],
      saveKey: randomUUID(),
    };
    const { res, sent } = await save(owner, body);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(sent).toEqual(['resources_save_known']);
    const answered = (await okJson(res)).resources;
    expect(answered.map((r) => r.id)).toEqual([water.id, cans.id, withBatch.id]);
    expect(named(answered, 'Water (Gallons)').currentQuantity).toBe(12);
    expect(named(answered, 'Canned Food').currentQuantity).toBe(cans.currentQuantity + 6 - 1);
    expect(named(answered, 'Canned Food').batches.find((b) => b.id === added.id)).toMatchObject({ note: 'shelf 2' });
    expect(answered.find((r) => r.id === withBatch.id)!.batches).toHaveLength(withBatch.batches.length - 1);
    // What is stored is what was answered, to the batch and the row's time.
    const reread = await load(owner);
    for (const r of answered) expect(reread.find((x) => x.id === r.id)).toEqual(r);
    // One activity line, as the full way writes it.
    const lines = await t.database.db
      .select({ summary: householdActivity.summary })
      .from(householdActivity)
      .where(eq(householdActivity.householdId, householdId));
    expect(lines).toHaveLength(linesBefore + 1);

    // And again: the instance knows what this save left.
    const again = await save(owner, { deltas: [{ id: cans.id, delta: 2 }] });
    expect(again.sent).toEqual(['resources_save_known']);
    expect((await okJson(again.res)).resources[0]!.currentQuantity).toBe(cans.currentQuantity + 7);
  });

  it("never overwrites what another member saved since: it writes nothing, and the full way applies on the member's save", async () => {
    const { owner, member, rows } = await knownHousehold('editor');
    const cans = named(rows, 'Canned Food');
    const theirs = await save(member, { deltas: [{ id: cans.id, delta: 3 }] });
    expect(theirs.res.status).toBe(200);
    const mine = await save(owner, { deltas: [{ id: cans.id, delta: -1 }] });
    expect(mine.res.status).toBe(200);
    expect(mine.sent).toEqual(['resources_save_known', ...FULL_WAY]);
    expect((await okJson(mine.res)).resources[0]!.currentQuantity).toBe(cans.currentQuantity + 2);
    expect(named(await load(owner), 'Canned Food').currentQuantity).toBe(cans.currentQuantity + 2);
    // The full way's save is known again.
    expect((await save(owner, { deltas: [{ id: cans.id, delta: 1 }] })).sent).toEqual(['resources_save_known']);
  });

  it("sees a batch written by another route (the row's version moves with its batches)", async () => {
    const { owner, householdId, rows } = await knownHousehold();
    const cans = named(rows, 'Canned Food');
    // What a scan or an import does: a batch and the row's total, in one transaction.
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into resource_batches (resource_id, household_id, quantity, added_on, expires_on)
        values (${cans.id}::uuid, ${householdId}::uuid, 4, '2026-11-01', '2030-01-01')`);
      await tx.execute(
        sql`update user_resources set current_quantity = current_quantity + 4 where id = ${cans.id}::uuid`,
      );
    });
    const mine = await save(owner, { deltas: [{ id: cans.id, delta: 1 }] });
    expect(mine.sent).toEqual(['resources_save_known', ...FULL_WAY]);
    expect((await okJson(mine.res)).resources[0]!.currentQuantity).toBe(cans.currentQuantity + 5);
  });

  it('a member made a viewer since is refused 403 and nothing is written, not even the save key', async () => {
    const { owner, member, memberId, rows } = await knownHousehold('editor');
    const cans = named(rows, 'Canned Food');
    expect((await save(member, { deltas: [{ id: cans.id, delta: 1 }] })).res.status).toBe(200);
    expect(knownSuppliesOf(t.database).rows(memberId, [cans.id])).not.toBeNull();
    // Another instance (or the owner) makes them a viewer.
    await t.database.db.update(householdMembers).set({ role: 'viewer' }).where(eq(householdMembers.userId, memberId));
    const before = await tableDigest(t.database);
    const refused = await save(member, { deltas: [{ id: cans.id, delta: 1 }], saveKey: randomUUID() });
    expect(refused.res.status).toBe(403);
    expect((await errorJson(refused.res)).error.message).toBe(HOUSEHOLD_MESSAGES.viewerCannotEdit);
    expect(await tableDigest(t.database)).toEqual(before);
    expect(named(await load(owner), 'Canned Food').currentQuantity).toBe(cans.currentQuantity + 1);
  });

  it('a resend of a known save with its key is applied once, and both answer the same', async () => {
    const { owner, rows } = await knownHousehold();
    const cans = named(rows, 'Canned Food');
    const body: SaveBody = { deltas: [{ id: cans.id, delta: 5 }], saveKey: randomUUID() };
    const first = await save(owner, body);
    expect(first.sent).toEqual(['resources_save_known']);
    const resent = await save(owner, body);
    expect(resent.res.status).toBe(200);
    expect((await okJson(resent.res)).resources).toEqual((await okJson(first.res)).resources);
    expect(named(await load(owner), 'Canned Food').currentQuantity).toBe(cans.currentQuantity + 5);
  });

  it("a new batch with the id of another household's batch answers 404 and writes nothing", async () => {
    const { owner, rows } = await knownHousehold();
    const other = await knownHousehold();
    const theirs = other.rows.find((r) => r.batches.length > 0)!.batches[0]!;
    const before = await tableDigest(t.database);
    const res = await save(owner, {
      batches: [{ ...batch(named(rows, 'Canned Food').id, 2, null), id: theirs.id }],
    });
    expect(res.res.status).toBe(404);
    expect(res.sent[0]).toBe('resources_save_known');
    expect(await tableDigest(t.database)).toEqual(before);
  });

  it('rows the instance does not know, or a batch it does not know, go the full way', async () => {
    const { owner, member, rows } = await knownHousehold('editor');
    // The member saved nothing yet: nothing of theirs is known.
    expect((await save(member, { deltas: [{ id: rows[0]!.id, delta: 1 }] })).sent).toEqual(FULL_WAY);
    // A batch id the owner's last save did not leave (the member's row is known to the member only).
    const memberRow = (await load(member)).find((r) => r.id === rows[0]!.id)!;
    const res = await save(owner, { removedBatches: [memberRow.batches.at(-1)!.id] });
    expect(res.res.status).toBe(200);
    expect(res.sent.slice(-5)).toEqual(FULL_WAY);
  });
});
