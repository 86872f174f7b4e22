/**
 * Households through the real routes (docs/product.md#households): invitations by email, joining
 * with supplies left or brought, roles checked in the statements, removal taking effect at once
 * (the next request and the open event stream).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { HOUSEHOLD_MESSAGES } from '@shared/households/schemas';
import { ONE_ADULT_HOUSEHOLD } from '@shared/readiness/example-households';
import { createTestApp, type TestApp } from '../../test/app';
import { errorJson, okJson, signedInWithProfile, TestClient } from '../../test/client';
import { inviteByEmail } from '../../test/households';
import { expectRefusedWithoutWrite } from '../../test/snapshot';
import { readSse } from '../../test/sse';

let clock = Date.now();
const t: TestApp = await createTestApp({ mail: true, now: () => clock });
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof signedInWithProfile>>;
const household = async (m: Member) => okJson(await m.client.api.household.$get());
const resources = async (m: Member) => (await okJson(await m.client.api.resources.$get())).resources;
const byName = async (m: Member, name: string) => (await resources(m)).find((r) => r.name === name)!;
const setQuantity = (m: Member, id: string, currentQuantity: number) =>
  m.client.api.resources.$put({ json: { changes: [{ id, currentQuantity }] } });

/** The owner invites `email`; the token from the emailed link. */
const invite = (owner: Member, email: string, role: 'editor' | 'viewer' = 'editor') =>
  inviteByEmail(t, owner.client, email, role);
const accept = (m: Member, token: string, supplies?: 'leave' | 'bring') =>
  m.client.api.household.invitations.accept.$post({ json: { token, ...(supplies ? { supplies } : {}) } });

/** Alice's household with Bob in it as `role`. */
async function twoMembers(role: 'editor' | 'viewer' = 'editor') {
  const alice = await signedInWithProfile(t);
  const bob = await signedInWithProfile(t);
  const { token } = await invite(alice, bob.data.email, role);
  expect((await accept(bob, token)).status).toBe(200);
  return { alice, bob };
}

describe('/api/household', () => {
  it('a new user owns a household of their own', async () => {
    const alice = await signedInWithProfile(t);
    const h = await household(alice);
    expect(h).toMatchObject({ role: 'owner', invitations: [], activity: [] });
    expect(h.members).toEqual([expect.objectContaining({ email: alice.data.email, role: 'owner', isMe: true })]);
    // The session names it, with the role (pages disable changes for a viewer).
    expect((await okJson(await alice.client.api.account.session.$get())).household).toEqual({
      id: h.id,
      role: 'owner',
    });
  });

  it('the owner invites by email; the invitee joins with their supplies; both then share supplies, readiness and the family plan', async () => {
    const alice = await signedInWithProfile(t);
    const bob = await signedInWithProfile(t);
    const aliceCans = await byName(alice, 'Canned Food');
    await setQuantity(alice, aliceCans.id, 10);
    const bobCans = await byName(bob, 'Canned Food');
    await setQuantity(bob, bobCans.id, 5);
    await bob.client.api.resources.$post({
      json: {
        name: 'Pet food',
        category: 'Food & Nutrition',
        unit: 'bags',
        targetQuantity: 2,
        litresPerUnit: null,
        kcalPerUnit: null,
      },
    });

    const { token } = await invite(alice, bob.data.email);
    expect((await household(alice)).invitations).toEqual([
      expect.objectContaining({ email: bob.data.email, role: 'editor' }),
    ]);
    const preview = await okJson(await bob.client.api.household.invitations.preview.$post({ json: { token } }));
    expect(preview).toMatchObject({ role: 'editor', emailMatches: true, alreadyMember: false, needsChoice: false });
    const joined = await okJson(await accept(bob, token));
    expect(joined.members.map((m) => [m.email, m.role])).toEqual([
      [alice.data.email, 'owner'],
      [bob.data.email, 'editor'],
    ]);
    // Bob's supplies came along, merged by name: 10 + 5 cans, his own row added.
    const shared = await resources(alice);
    expect(shared.find((r) => r.name === 'Canned Food')).toMatchObject({ id: aliceCans.id, currentQuantity: 15 });
    expect(shared.find((r) => r.name === 'Pet food')).toBeDefined();
    expect(await resources(bob)).toEqual(shared);
    // One set of supplies: Bob uses a can, Alice sees 14.
    expect((await setQuantity(bob, aliceCans.id, 14)).status).toBe(200);
    expect((await byName(alice, 'Canned Food')).currentQuantity).toBe(14);
    // One readiness household and one family plan.
    await bob.client.api.readiness.household.$put({ json: { ...ONE_ADULT_HOUSEHOLD, adults: 3 } });
    expect((await okJson(await alice.client.api.readiness.$get())).household).toMatchObject({ adults: 3 });
    await alice.client.api['family-plan'].$put({
      json: { outOfTownContacts: [{ name: 'Aunt May', mobilePhone: '555 0199' }] },
    });
    expect((await okJson(await bob.client.api['family-plan'].$get())).plan.outOfTownContacts[0]!.name).toBe('Aunt May');
    // The invitation is used up; the activity says who did what.
    expect((await accept(bob, token)).status).toBe(404);
    const activity = (await household(alice)).activity.map((a) => `${a.actorName} ${a.summary}`);
    const bobName = `${bob.data.firstName} ${bob.data.lastName}`;
    expect(activity).toContain(`${bobName} joined as editor, bringing their supplies`);
    expect(activity).toContain(`${bobName} used 1 Canned Food`);
    expect(activity).toContain(`${bobName} changed the household's counts and goal`);
    expect(activity).toContain(`${alice.data.firstName} ${alice.data.lastName} updated the family plan`);
  });

  it('invitation rules: revoked, expired, another account, already a member', async () => {
    const alice = await signedInWithProfile(t);
    const bob = await signedInWithProfile(t);
    const carol = await signedInWithProfile(t);
    const revoked = await invite(alice, bob.data.email);
    expect((await alice.client.api.household.invitations[':id'].$delete({ param: { id: revoked.id } })).status).toBe(
      204,
    );
    const gone = await accept(bob, revoked.token);
    expect(gone.status).toBe(404);
    expect((await errorJson(gone)).error.message).toBe(HOUSEHOLD_MESSAGES.invitationInvalid);
    // Someone else's account cannot use Bob's link.
    const forBob = await invite(alice, bob.data.email);
    const wrong = await accept(carol, forBob.token);
    expect(wrong.status).toBe(403);
    expect((await errorJson(wrong)).error.message).toBe(HOUSEHOLD_MESSAGES.invitationWrongAccount);
    // Seven days later the link has expired.
    // (The server's clock stays moved: that invitation no longer counts as pending.)
    clock += 7 * 86_400_000 + 1000;
    expect((await accept(bob, forBob.token)).status).toBe(404);
    // Inviting a member again: 409 at the email.
    const fresh = await invite(alice, bob.data.email);
    expect((await accept(bob, fresh.token)).status).toBe(200);
    const again = await alice.client.api.household.invitations.$post({
      json: { email: bob.data.email, role: 'viewer' },
    });
    expect(again.status).toBe(409);
    expect((await errorJson(again)).error.fields).toEqual({ email: [HOUSEHOLD_MESSAGES.alreadyMember] });
  });

  it('an invitee whose household has others chooses: leave their supplies there, or bring them', async () => {
    const { alice, bob } = await twoMembers();
    const cans = await byName(alice, 'Canned Food');
    await setQuantity(alice, cans.id, 8);
    const dave = await signedInWithProfile(t);
    const erin = await signedInWithProfile(t);
    // Bob is asked to choose; without a choice nothing happens.
    const toDave = await invite(dave, bob.data.email);
    expect(
      (await okJson(await bob.client.api.household.invitations.preview.$post({ json: { token: toDave.token } })))
        .needsChoice,
    ).toBe(true);
    const refused = await expectRefusedWithoutWrite(t.database, () => accept(bob, toDave.token), 400);
    expect(refused.error.fields).toEqual({ supplies: [HOUSEHOLD_MESSAGES.joinChoice] });
    // Leave: the supplies stay with Alice.
    expect((await accept(bob, toDave.token, 'leave')).status).toBe(200);
    expect((await byName(alice, 'Canned Food')).currentQuantity).toBe(8);
    expect((await byName(dave, 'Canned Food')).currentQuantity).toBe(0);
    // Bring: Dave (now with Bob) joins Erin's household bringing Dave's 2 cans... as Bob with others.
    await setQuantity(dave, (await byName(dave, 'Canned Food')).id, 2);
    const toErin = await invite(erin, bob.data.email);
    expect((await accept(bob, toErin.token, 'bring')).status).toBe(200);
    expect((await byName(erin, 'Canned Food')).currentQuantity).toBe(2);
    expect((await byName(dave, 'Canned Food')).currentQuantity).toBe(0);
  });

  it('roles are checked by the server: a viewer reads and changes nothing; an editor changes supplies but not members', async () => {
    const { alice, bob } = await twoMembers('viewer');
    const cans = await byName(alice, 'Canned Food');
    expect((await resources(bob)).map((r) => r.id)).toContain(cans.id);
    const denied = await expectRefusedWithoutWrite(t.database, () => setQuantity(bob, cans.id, 3), 403);
    expect(denied.error.message).toBe(HOUSEHOLD_MESSAGES.viewerCannotEdit);
    await expectRefusedWithoutWrite(
      t.database,
      () => bob.client.api.readiness.household.$put({ json: ONE_ADULT_HOUSEHOLD }),
      403,
    );
    await expectRefusedWithoutWrite(t.database, () => bob.client.api['family-plan'].$put({ json: {} }), 403);
    await expectRefusedWithoutWrite(
      t.database,
      () => bob.client.api.household.invitations.$post({ json: { email: 'x@example.com', role: 'viewer' } }),
      403,
    );
    // Made an editor: supplies yes, members no.
    const bobId = (await household(alice)).members.find((m) => !m.isMe)!.userId;
    await alice.client.api.household.members[':userId'].$patch({ param: { userId: bobId }, json: { role: 'editor' } });
    expect((await setQuantity(bob, cans.id, 3)).status).toBe(200);
    await expectRefusedWithoutWrite(
      t.database,
      () => bob.client.api.household.members[':userId'].$delete({ param: { userId: bobId } }),
      403,
    );
  });

  it('offline changes arrive as deltas and add up: two members each use one of 10 cans, 8 remain', async () => {
    const { alice, bob } = await twoMembers();
    const cans = await byName(alice, 'Canned Food');
    await setQuantity(alice, cans.id, 10);
    const minusOne = (m: Member) => m.client.api.resources.$put({ json: { deltas: [{ id: cans.id, delta: -1 }] } });
    // Both queued "-1" against 10 while offline; both arrive.
    expect((await minusOne(alice)).status).toBe(200);
    expect((await minusOne(bob)).status).toBe(200);
    expect((await byName(alice, 'Canned Food')).currentQuantity).toBe(8);
    // A minus whose batch is gone meanwhile takes from the next one; plus makes today's batch.
    const added = await okJson(
      await alice.client.api.resources.$put({
        json: {
          batches: [
            {
              id: crypto.randomUUID(),
              resourceId: cans.id,
              quantity: 3,
              addedOn: '2026-11-01',
              expiresOn: '2099-01-01',
              note: null,
            },
          ],
        },
      }),
    );
    const dated = added.resources[0]!.batches.find((b) => b.expiresOn === '2099-01-01')!;
    const today = added.resources[0]!.batches.find((b) => b.id !== dated.id)!;
    await alice.client.api.resources.$put({ json: { removedBatches: [today.id] } });
    const after = await okJson(await bob.client.api.resources.$put({ json: { deltas: [{ id: cans.id, delta: -1 }] } }));
    expect(after.resources[0]!.batches).toEqual([expect.objectContaining({ id: dated.id, quantity: 2 })]);
    const plus = await okJson(await bob.client.api.resources.$put({ json: { deltas: [{ id: cans.id, delta: 4 }] } }));
    expect(plus.resources[0]).toMatchObject({ currentQuantity: 6 });
    // Below zero stops at zero; a delta of 0 is refused at the field.
    const zero = await okJson(await bob.client.api.resources.$put({ json: { deltas: [{ id: cans.id, delta: -50 }] } }));
    expect(zero.resources[0]).toMatchObject({ currentQuantity: 0 });
    const refused = await expectRefusedWithoutWrite(
      t.database,
      () => bob.client.request('/api/resources', { method: 'PUT', json: { deltas: [{ id: cans.id, delta: 0 }] } }),
      400,
    );
    expect(Object.keys(refused.error.fields ?? {})).toEqual(['deltas.0.delta']);
  });

  it('a household keeps an owner: the last owner can neither step down nor leave; handing over works', async () => {
    const { alice, bob } = await twoMembers();
    const h = await household(alice);
    const aliceId = h.members.find((m) => m.isMe)!.userId;
    const bobId = h.members.find((m) => !m.isMe)!.userId;
    const stepDown = await alice.client.api.household.members[':userId'].$patch({
      param: { userId: aliceId },
      json: { role: 'editor' },
    });
    expect(stepDown.status).toBe(409);
    expect((await errorJson(stepDown)).error.message).toBe(HOUSEHOLD_MESSAGES.lastOwner);
    expect((await alice.client.api.household.leave.$post()).status).toBe(409);
    // Hand over: Bob becomes an owner, then Alice may leave.
    await alice.client.api.household.members[':userId'].$patch({ param: { userId: bobId }, json: { role: 'owner' } });
    expect((await alice.client.api.household.leave.$post()).status).toBe(200);
    expect((await household(bob)).members.map((m) => m.role)).toEqual(['owner']);
    // Alone, Alice cannot leave her new household.
    expect((await alice.client.api.household.leave.$post()).status).toBe(409);
  });

  it('removal ends access at once: 404 on the next request, nothing more on the open stream, an empty household of their own', async () => {
    const { alice, bob } = await twoMembers();
    const cans = await byName(alice, 'Canned Food');
    await setQuantity(alice, cans.id, 6);
    const abort = new AbortController();
    const stream = readSse(await bob.client.request('/api/realtime', { signal: abort.signal }), abort);
    try {
      await stream.next((e) => e.event === 'ready');
      const bobId = (await household(alice)).members.find((m) => !m.isMe)!.userId;
      expect((await alice.client.api.household.members[':userId'].$delete({ param: { userId: bobId } })).status).toBe(
        200,
      );
      await stream.next((e) => e.event === 'change' && e.data.includes('household_members'));
      const seen = stream.events.length;
      // Alice's household changes after the removal: Bob's stream hears nothing of it.
      await setQuantity(alice, cans.id, 5);
      // Something Bob does see, after: his own household's supplies.
      const own = await resources(bob);
      expect(own.map((r) => r.id)).not.toContain(cans.id);
      expect(own.find((r) => r.name === 'Canned Food')!.currentQuantity).toBe(0);
      await setQuantity(bob, own[0]!.id, 1);
      await stream.next((e) => e.event === 'change' && e.data.includes('user_resources'));
      const after = stream.events
        .slice(seen)
        .filter((e) => e.event === 'change')
        .map((e) => JSON.parse(e.data) as { id: string });
      const aliceHousehold = (await household(alice)).id;
      expect(after.some((e) => e.id === aliceHousehold)).toBe(false);
      // The next request for Alice's row: 404 like a missing one.
      expect((await setQuantity(bob, cans.id, 0)).status).toBe(404);
      expect((await byName(alice, 'Canned Food')).currentQuantity).toBe(5);
    } finally {
      stream.close();
    }
  });

  it('anonymous: 401 on every household route; another household: 404', async () => {
    const anon = new TestClient(t);
    expect((await anon.api.household.$get()).status).toBe(401);
    expect(
      (await anon.api.household.invitations.$post({ json: { email: 'a@example.com', role: 'viewer' } })).status,
    ).toBe(401);
    expect((await anon.api.household.leave.$post()).status).toBe(401);
    const { alice } = await twoMembers();
    const other = await signedInWithProfile(t);
    const pending = await invite(alice, 'someone@example.com');
    const bobId = (await household(alice)).members.find((m) => !m.isMe)!.userId;
    await expectRefusedWithoutWrite(
      t.database,
      () => other.client.api.household.invitations[':id'].$delete({ param: { id: pending.id } }),
      404,
    );
    await expectRefusedWithoutWrite(
      t.database,
      () =>
        other.client.api.household.members[':userId'].$patch({ param: { userId: bobId }, json: { role: 'viewer' } }),
      404,
    );
    await expectRefusedWithoutWrite(
      t.database,
      () => other.client.api.household.members[':userId'].$delete({ param: { userId: bobId } }),
      404,
    );
  });
});
