/**
 * Households through the real routes (docs/product.md#households): invitations by email, joining
 * with supplies left or brought, roles checked in the statements, removal taking effect at once
 * (the next request and the open event stream).
 */
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { HOUSEHOLD_MESSAGES } from '@shared/households/schemas';
import { ONE_ADULT_HOUSEHOLD } from '@shared/readiness/example-households';
import { rowsOf } from '../../db/sql-helpers';
import { createTestApp, type TestApp } from '../../test/app';
import { errorJson, okJson, signedInWithProfile, TestClient, uniqueSignUp } from '../../test/client';
import { inviteByEmail } from '../../test/households';
import { outboxDrained, userIdOf } from '../../test/reminders';
import { linkIn } from '../../test/smtp';
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

/**
 * Sends the requests while the household's activity is locked, and lets them go once both wait on
 * a lock: without a lock of their own they have both read the household by then (each writes its
 * activity line last), so the test sees the interleaving a race would give, every time.
 */
async function atOnce(requests: () => Promise<Response>[]): Promise<Response[]> {
  let answers!: Promise<Response[]>;
  await t.database.db.transaction(async (tx) => {
    await tx.execute(sql`lock table household_activity in exclusive mode`);
    answers = Promise.all(requests());
    const until = Date.now() + 15_000;
    for (;;) {
      const [row] = rowsOf<{ n: number }>(
        await t.database.db.execute(sql`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`),
      );
      if (row!.n >= 2) break;
      if (Date.now() > until) throw new Error(`${row!.n} requests wait on a lock`);
      await new Promise((r) => setTimeout(r, 20));
    }
  });
  return answers;
}

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
    // The session names it, with the role (pages disable changes for a viewer) and its size (new
    // plans and kits start Private alone, Household with others: decision 0291).
    expect((await okJson(await alice.client.api.account.session.$get())).household).toEqual({
      id: h.id,
      role: 'owner',
      members: 1,
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
    expect(preview).toMatchObject({
      role: 'editor',
      emailMatches: true,
      alreadyMember: false,
      suppliesStay: false,
      lastOwner: false,
      mustVerifyEmail: false,
    });
    const joined = await okJson(await accept(bob, token));
    expect(joined.members.map((m) => [m.email, m.role])).toEqual([
      [alice.data.email, 'owner'],
      [bob.data.email, 'editor'],
    ]);
    // Both sessions now say two people share it.
    for (const m of [alice, bob])
      expect((await okJson(await m.client.api.account.session.$get())).household).toMatchObject({ members: 2 });
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
    // Each line carries what happened as a code and parameters (decision 0351), for the web to write.
    const events = (await household(alice)).activity.map((a) => a.event);
    expect(events).toContainEqual({ code: 'member.joined', role: 'editor', broughtSupplies: true });
    expect(events).toContainEqual({
      code: 'supplies.saved',
      changes: [{ kind: 'used', quantity: 1, name: 'Canned Food' }],
      more: 0,
    });
    expect(events).toContainEqual({ code: 'readiness.changed' });
    expect(events).toContainEqual({ code: 'family-plan.updated' });
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

  it("a member of a shared household leaves its supplies behind: a viewer's or an editor's 'bring' is refused, nothing moves", async () => {
    const [alice, vic, ed, dave] = await Promise.all([
      signedInWithProfile(t),
      signedInWithProfile(t),
      signedInWithProfile(t),
      signedInWithProfile(t),
    ]);
    for (const [m, role] of [
      [vic!, 'viewer'],
      [ed!, 'editor'],
    ] as const) {
      const { token } = await invite(alice!, m.data.email, role);
      expect((await accept(m, token)).status).toBe(200);
    }
    const cans = await byName(alice!, 'Canned Food');
    await setQuantity(alice!, cans.id, 15);
    const tokens = new Map<Member, string>();
    for (const m of [vic!, ed!]) tokens.set(m, (await invite(dave!, m.data.email)).token);
    await outboxDrained(t.database.db);
    for (const m of [vic!, ed!]) {
      const token = tokens.get(m)!;
      // The preview says the supplies stay: no choice to make.
      const preview = await okJson(await m.client.api.household.invitations.preview.$post({ json: { token } }));
      expect(preview).toMatchObject({ suppliesStay: true, lastOwner: false });
      const refused = await expectRefusedWithoutWrite(t.database, () => accept(m, token, 'bring'), 403);
      expect(refused.error.fields).toEqual({ supplies: [HOUSEHOLD_MESSAGES.suppliesStay] });
      expect((await byName(alice!, 'Canned Food')).currentQuantity).toBe(15);
    }
    expect((await household(alice!)).members).toHaveLength(3);
    // Without "bring" (or with "leave", as older pages send), they join; the 15 cans stay with Alice.
    expect((await accept(vic!, tokens.get(vic!)!)).status).toBe(200);
    const joined = await okJson(await accept(ed!, tokens.get(ed!)!, 'leave'));
    expect(joined.members.map((m) => m.email)).toEqual([dave!.data.email, vic!.data.email, ed!.data.email]);
    expect((await byName(alice!, 'Canned Food')).currentQuantity).toBe(15);
    expect((await byName(dave!, 'Canned Food')).currentQuantity).toBe(0);
    expect((await household(dave!)).activity.map((a) => `${a.actorName} ${a.summary}`)).toContain(
      `${vic!.data.firstName} ${vic!.data.lastName} joined as editor`,
    );
  });

  it('the last owner of a household with others cannot join another: 409 with how to hand over; after handing over they can', async () => {
    const { alice, bob } = await twoMembers('viewer');
    const erin = await signedInWithProfile(t);
    const toErin = await invite(erin, alice.data.email);
    const preview = await okJson(
      await alice.client.api.household.invitations.preview.$post({ json: { token: toErin.token } }),
    );
    expect(preview).toMatchObject({ lastOwner: true, suppliesStay: true });
    await outboxDrained(t.database.db);
    const refused = await expectRefusedWithoutWrite(t.database, () => accept(alice, toErin.token), 409);
    expect(refused.error.message).toBe(HOUSEHOLD_MESSAGES.lastOwner);
    // Bob (a viewer) was not made the owner behind anyone's back.
    expect((await household(bob)).members.map((m) => m.role)).toEqual(['owner', 'viewer']);
    // Handed over, Alice joins Erin; Bob keeps the household.
    const bobId = (await household(alice)).members.find((m) => !m.isMe)!.userId;
    await alice.client.api.household.members[':userId'].$patch({ param: { userId: bobId }, json: { role: 'owner' } });
    expect(
      (await okJson(await alice.client.api.household.invitations.preview.$post({ json: { token: toErin.token } })))
        .lastOwner,
    ).toBe(false);
    expect((await accept(alice, toErin.token)).status).toBe(200);
    expect((await household(bob)).members.map((m) => [m.email, m.role])).toEqual([[bob.data.email, 'owner']]);
  });

  it('two owners joining other households at once: one goes, the other is told to hand over first', async () => {
    const { alice, bob } = await twoMembers('editor');
    const carol = await signedInWithProfile(t);
    const { token } = await invite(alice, carol.data.email, 'editor');
    expect((await accept(carol, token)).status).toBe(200);
    const bobId = (await household(alice)).members.find((m) => m.email === bob.data.email)!.userId;
    await alice.client.api.household.members[':userId'].$patch({ param: { userId: bobId }, json: { role: 'owner' } });
    const [dave, erin] = await Promise.all([signedInWithProfile(t), signedInWithProfile(t)]);
    const [toAlice, toBob] = await Promise.all([invite(dave, alice.data.email), invite(erin, bob.data.email)]);
    const answers = await atOnce(() => [accept(alice, toAlice.token), accept(bob, toBob.token)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await household(carol)).members.map((m) => m.role)).toContain('owner');
  });

  it('a member joined when they joined the household, not when their account was made', async () => {
    const alice = await signedInWithProfile(t);
    const bob = await signedInWithProfile(t);
    const bobId = await userIdOf(t.database.db, bob.data.email);
    // Bob signed up the day before (his account and his own household are a day old).
    await t.database.db.execute(sql`update users set created_at = created_at - interval '1 day' where id = ${bobId}`);
    await t.database.db.execute(sql`update household_members
      set created_at = created_at - interval '1 day', joined_at = joined_at - interval '1 day' where user_id = ${bobId}`);
    const { token } = await invite(alice, bob.data.email);
    const before = Date.now();
    const joined = await okJson(await accept(bob, token));
    const bobJoined = Date.parse(joined.members.find((m) => m.isMe)!.joinedAt);
    expect(bobJoined).toBeGreaterThanOrEqual(before - 1000);
    expect(bobJoined).toBeLessThanOrEqual(Date.now() + 1000);
    // Alice, who made the household, joined it before Bob and is listed first.
    expect(joined.members.map((m) => m.email)).toEqual([alice.data.email, bob.data.email]);
  });

  it('with mail on, an unconfirmed address cannot accept: 403 saying to confirm it; once confirmed it can', async () => {
    const alice = await signedInWithProfile(t);
    const data = uniqueSignUp();
    const client = new TestClient(t);
    expect((await client.api.account['sign-up'].$post({ json: data })).status).toBe(201);
    // Signed in with the password, the verification link not followed.
    expect(
      (await client.api.account['sign-in'].$post({ json: { email: data.email, password: data.password } })).status,
    ).toBe(200);
    const { token } = await invite(alice, data.email);
    const preview = await okJson(await client.api.household.invitations.preview.$post({ json: { token } }));
    expect(preview).toMatchObject({ emailMatches: true, mustVerifyEmail: true });
    await outboxDrained(t.database.db);
    const refused = await expectRefusedWithoutWrite(
      t.database,
      () => client.api.household.invitations.accept.$post({ json: { token } }),
      403,
    );
    expect(refused.error).toMatchObject({ code: 'email_not_verified', message: HOUSEHOLD_MESSAGES.verifyEmailFirst });
    // The emailed verification link, then the same invitation works.
    const mail = await t.smtp!.waitFor((m) => m.to.includes(data.email) && /confirm/i.test(m.subject));
    expect((await client.get(linkIn(mail, `${t.env.PUBLIC_URL}/api/auth/verify-email`))).status).toBe(302);
    expect(
      (await okJson(await client.api.household.invitations.preview.$post({ json: { token } }))).mustVerifyEmail,
    ).toBe(false);
    const joined = await okJson(await client.api.household.invitations.accept.$post({ json: { token } }));
    expect(joined.members.map((m) => m.email)).toEqual([alice.data.email, data.email]);
  });

  it('without mail, an unconfirmed account accepts as before (no address can be confirmed)', async () => {
    const alice = await signedInWithProfile(t);
    const data = uniqueSignUp();
    const { token } = await invite(alice, data.email);
    // A second server on the same database without SMTP_URL (created after the invitation's email
    // went out, so its worker sends nothing this test waits for).
    const noMail = await createTestApp({ database: t.database, now: () => clock });
    try {
      const client = new TestClient(noMail);
      expect((await client.api.account['sign-up'].$post({ json: data })).status).toBe(201);
      expect(
        (await client.api.account['sign-in'].$post({ json: { email: data.email, password: data.password } })).status,
      ).toBe(200);
      const preview = await okJson(await client.api.household.invitations.preview.$post({ json: { token } }));
      expect(preview).toMatchObject({ emailMatches: true, mustVerifyEmail: false });
      const joined = await okJson(await client.api.household.invitations.accept.$post({ json: { token } }));
      expect(joined.members.map((m) => m.email)).toEqual([alice.data.email, data.email]);
    } finally {
      await noMail.close();
    }
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
    // The invitation's email is sent by a job: done before the snapshots, or its row changes under them.
    await outboxDrained(t.database.db);
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

describe('a deleted account and its household', () => {
  const deleteAccount = (m: Member) =>
    m.client.api.account.$delete({ json: { username: m.data.username, password: m.data.password } });
  const nameOf = (m: Member) => `${m.data.firstName} ${m.data.lastName}`;
  /** `m`'s account was made `days` ago (their membership row too, as when the account was made). */
  async function accountAged(m: Member, days: number) {
    const id = await userIdOf(t.database.db, m.data.email);
    await t.database.db.execute(
      sql`update users set created_at = now() - make_interval(days => ${days}) where id = ${id}`,
    );
    await t.database.db.execute(
      sql`update household_members set created_at = now() - make_interval(days => ${days}) where user_id = ${id}`,
    );
  }
  const mailTo = (m: Member, subject: string) =>
    t.smtp!.waitFor((mail) => mail.to.includes(m.data.email) && mail.subject === subject);

  it("the last owner's deletion makes the longest-standing editor the owner, not an older account's viewer; everyone is told", async () => {
    const [alice, vic, ed, fay] = await Promise.all([
      signedInWithProfile(t),
      signedInWithProfile(t),
      signedInWithProfile(t),
      signedInWithProfile(t),
    ]);
    // Vic has the oldest account, Fay's is older than Ed's; Ed joined Alice's household before Fay.
    await accountAged(vic!, 300);
    await accountAged(fay!, 200);
    await accountAged(ed!, 100);
    for (const [m, role] of [
      [vic!, 'viewer'],
      [ed!, 'editor'],
      [fay!, 'editor'],
    ] as const) {
      const { token } = await invite(alice!, m.data.email, role);
      expect((await accept(m, token)).status).toBe(200);
    }
    const cans = await byName(alice!, 'Canned Food');
    await setQuantity(alice!, cans.id, 12);

    expect((await deleteAccount(alice!)).status).toBe(204);
    const after = await household(ed!);
    expect(after.members.map((m) => [m.email, m.role])).toEqual([
      [vic!.data.email, 'viewer'],
      [ed!.data.email, 'owner'],
      [fay!.data.email, 'editor'],
    ]);
    expect(after.role).toBe('owner');
    expect(after.activity[0]).toMatchObject({
      actorName: nameOf(alice!),
      summary: `deleted their account; ${nameOf(ed!)} is now the owner`,
    });
    expect((await byName(fay!, 'Canned Food')).currentQuantity).toBe(12);
    // Each remaining member gets an email through the outbox (the real SMTP receiver here).
    const toEd = await mailTo(ed!, 'You are now the owner of your Holdfast household');
    expect(toEd.body).toContain(`${nameOf(alice!)}, the last owner of your Holdfast household, deleted their account.`);
    for (const m of [vic!, fay!]) {
      const mail = await mailTo(m, 'Your Holdfast household has a new owner');
      expect(mail.body).toContain(`${nameOf(ed!)}, its longest-standing editor, is now its owner`);
    }
    // Ed, the owner now, manages the household.
    expect(
      (await ed!.client.api.household.invitations.$post({ json: { email: 'new@example.com', role: 'viewer' } })).status,
    ).toBe(201);

    // A member who is not the last owner: an activity line, no email.
    expect((await deleteAccount(fay!)).status).toBe(204);
    expect((await household(ed!)).activity[0]).toMatchObject({
      actorName: nameOf(fay!),
      summary: 'deleted their account',
    });
    await outboxDrained(t.database.db);
    const ownerMails = t.smtp!.messages.filter((mail) => /owner|No one can change/.test(mail.subject));
    expect(
      ownerMails
        .map((mail) => mail.to)
        .flat()
        .sort(),
    ).toEqual([ed!.data.email, vic!.data.email, fay!.data.email].sort());
  });

  it('two owners deleting their accounts at once: the second deletion still makes the editor the owner', async () => {
    const [alice, bob, carol] = await Promise.all([
      signedInWithProfile(t),
      signedInWithProfile(t),
      signedInWithProfile(t),
    ]);
    for (const m of [bob!, carol!]) {
      const { token } = await invite(alice!, m.data.email, 'editor');
      expect((await accept(m, token)).status).toBe(200);
    }
    const bobId = (await household(alice!)).members.find((m) => m.email === bob!.data.email)!.userId;
    await alice!.client.api.household.members[':userId'].$patch({ param: { userId: bobId }, json: { role: 'owner' } });
    expect((await atOnce(() => [deleteAccount(alice!), deleteAccount(bob!)])).map((r) => r.status)).toEqual([204, 204]);
    expect((await household(carol!)).members.map((m) => [m.email, m.role])).toEqual([[carol!.data.email, 'owner']]);
    await mailTo(carol!, 'You are now the owner of your Holdfast household');
  });

  it('with only viewers left, the household keeps its data, no one can edit it, and the viewers are told', async () => {
    const [alice, vic, wes] = await Promise.all([
      signedInWithProfile(t),
      signedInWithProfile(t),
      signedInWithProfile(t),
    ]);
    for (const m of [vic!, wes!]) {
      const { token } = await invite(alice!, m.data.email, 'viewer');
      expect((await accept(m, token)).status).toBe(200);
    }
    const cans = await byName(alice!, 'Canned Food');
    await setQuantity(alice!, cans.id, 15);
    await alice!.client.api['family-plan'].$put({
      json: { outOfTownContacts: [{ name: 'Aunt May', mobilePhone: '555 0199' }] },
    });

    expect((await deleteAccount(alice!)).status).toBe(204);
    const after = await household(vic!);
    // Nobody is an owner or editor: the answer's roles say no one can edit it.
    expect(after.members.map((m) => [m.email, m.role])).toEqual([
      [vic!.data.email, 'viewer'],
      [wes!.data.email, 'viewer'],
    ]);
    expect(after.activity[0]).toMatchObject({
      actorName: nameOf(alice!),
      summary: 'deleted their account; only viewers are left, so no one can change the household',
    });
    expect((await byName(wes!, 'Canned Food')).currentQuantity).toBe(15);
    expect((await okJson(await vic!.client.api['family-plan'].$get())).plan.outOfTownContacts[0]!.name).toBe(
      'Aunt May',
    );
    for (const m of [vic!, wes!]) {
      const mail = await mailTo(m, 'No one can change your Holdfast household now');
      expect(mail.body).toContain('Only viewers are left, so no one can change');
    }
    await outboxDrained(t.database.db);
    await expectRefusedWithoutWrite(t.database, () => setQuantity(vic!, cans.id, 3), 403);
    // A viewer may still leave for a household of their own.
    expect((await vic!.client.api.household.leave.$post()).status).toBe(200);
    expect((await household(wes!)).members.map((m) => m.role)).toEqual(['viewer']);
  });
});
