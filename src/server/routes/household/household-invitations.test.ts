/**
 * Invitations that cannot be used to spam, that survive sign-up, and that say so when mail is off
 * (issue 35, items 4, 6 and 9; decisions 0260-0262): daily caps per account and per household that
 * revoking does not undo, no user-chosen text in subjects, names cleaned of control and bidi
 * characters wherever others see them, a signed-out lookup by token, a sign-up that returns to
 * the invitation, and the link given to the owner when the server sends no mail.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { HOUSEHOLD_LIMITS, HOUSEHOLD_MESSAGES } from '@shared/households/schemas';
import { householdActivity, profiles } from '../../db/schema';
import { rowsOf } from '../../db/sql-helpers';
import { createTestApp, type TestApp } from '../../test/app';
import { errorJson, okJson, signedInWithProfile, TestClient, uniqueSignUp } from '../../test/client';
import { householdIdOf, inviteByEmail } from '../../test/households';
import { linkIn } from '../../test/smtp';
import { expectNothingWritten } from '../../test/snapshot';

const DAY = 86_400_000;
let clock = Date.now();
const t: TestApp = await createTestApp({ mail: true, now: () => clock });
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof signedInWithProfile>>;
const RLO = '\u202e';
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]/; // eslint-disable-line no-control-regex

let seq = 0;
const address = () => `invitee${Date.now().toString(36)}${(seq += 1)}@example.com`;
const sendInvite = (m: Member, email = address(), role: 'editor' | 'viewer' = 'viewer') =>
  m.client.api.household.invitations.$post({ json: { email, role } });
const userIdOf = async (m: Member) =>
  (await okJson(await m.client.api.household.$get())).members.find((x) => x.isMe)!.userId;
const invitationsBy = async (userId: string) =>
  rowsOf<{ n: number }>(
    await t.database.db.execute(sql`select count(*)::int as n from household_invitations where invited_by = ${userId}`),
  )[0]!.n;

describe('daily invitation caps (item 4)', () => {
  it(`52 invitations in a row: ${HOUSEHOLD_LIMITS.invitationsPerAccountPerDay} go out, the rest answer 429 with Retry-After and write nothing; a day later one more goes`, async () => {
    const owner = await signedInWithProfile(t);
    const statuses: number[] = [];
    for (let i = 0; i < HOUSEHOLD_LIMITS.invitationsPerAccountPerDay; i++)
      statuses.push((await sendInvite(owner)).status);
    expect(statuses).toEqual(Array(HOUSEHOLD_LIMITS.invitationsPerAccountPerDay).fill(201));

    clock += 60_000;
    // (The job worker is still marking the ten emails sent: no email for a refused one is below.)
    const refusedTo = address();
    const refused = await expectNothingWritten(t.database, () => sendInvite(owner, refusedTo), {
      except: ['rate_limits', 'sessions', 'security_events', 'jobs'],
    });
    expect(refused.status).toBe(429);
    // The first of the ten leaves the window 24 hours after it was made: a minute has gone by.
    expect(Number(refused.headers.get('retry-after'))).toBe(DAY / 1000 - 60);
    expect((await errorJson(refused)).error).toEqual({
      code: 'rate_limited',
      message: `${HOUSEHOLD_MESSAGES.accountInvitationsPerDay} Please try again in 24 hours.`,
    });
    const alsoRefused = Array.from({ length: 41 }, address);
    for (const email of alsoRefused) expect((await sendInvite(owner, email)).status).toBe(429);
    expect(await invitationsBy(await userIdOf(owner))).toBe(HOUSEHOLD_LIMITS.invitationsPerAccountPerDay);
    const mailed = rowsOf<{ n: number }>(
      await t.database.db.execute(
        sql`select count(*)::int as n from jobs where payload->>'to' in ${[refusedTo, ...alsoRefused]}`,
      ),
    )[0]!.n;
    expect(mailed).toBe(0);

    clock += DAY - 60_000 + 1000;
    expect((await sendInvite(owner)).status).toBe(201);
  });

  it('invite-then-revoke does not get past the cap: revoked invitations count', async () => {
    const owner = await signedInWithProfile(t);
    for (let i = 0; i < HOUSEHOLD_LIMITS.invitationsPerAccountPerDay; i++) {
      const { id } = await okJson(await sendInvite(owner));
      expect((await owner.client.api.household.invitations[':id'].$delete({ param: { id } })).status).toBe(204);
    }
    expect((await okJson(await owner.client.api.household.$get())).invitations).toEqual([]);
    const res = await sendInvite(owner);
    expect(res.status).toBe(429);
    expect((await errorJson(res)).error.message).toMatch(HOUSEHOLD_MESSAGES.accountInvitationsPerDay);
  });

  it(`a household with several owners sends at most ${HOUSEHOLD_LIMITS.invitationsPerHouseholdPerDay} a day between them`, async () => {
    const [ana, ben, cleo] = [await signedInWithProfile(t), await signedInWithProfile(t), await signedInWithProfile(t)];
    for (const m of [ben, cleo]) {
      const { token } = await inviteByEmail(t, ana.client, m.data.email, 'editor');
      expect((await m.client.api.household.invitations.accept.$post({ json: { token } })).status).toBe(200);
      const userId = await userIdOf(m);
      await okJson(
        await ana.client.api.household.members[':userId'].$patch({ param: { userId }, json: { role: 'owner' } }),
      );
    }
    for (let i = 2; i < HOUSEHOLD_LIMITS.invitationsPerAccountPerDay; i++)
      expect((await sendInvite(ana)).status).toBe(201);
    // Revoked as they go (the pending and member caps would stop them first): they still count.
    for (let i = 0; i < HOUSEHOLD_LIMITS.invitationsPerAccountPerDay; i++) {
      const { id } = await okJson(await sendInvite(ben));
      await ben.client.api.household.invitations[':id'].$delete({ param: { id } });
    }
    const res = await sendInvite(cleo);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await errorJson(res)).error.message).toMatch(HOUSEHOLD_MESSAGES.householdInvitationsPerDay);
  });
});

describe('names others see, and email subjects (item 4)', () => {
  it("the subject carries no user-chosen text; a stored name with U+202E and a line break is cleaned in the email and in the household's answer", async () => {
    const owner = await signedInWithProfile(t, { firstName: 'Ana', lastName: 'Owner' });
    const ownerId = await userIdOf(owner);
    // A row written before names were cleaned on input.
    await t.database.db
      .update(profiles)
      .set({ firstName: `WIN $1000 NOW${RLO}\r\nat http://spam.example\u200b`, lastName: `\u2066Owner\u2069` })
      .where(eq(profiles.userId, ownerId));
    await t.database.db.insert(householdActivity).values({
      householdId: await householdIdOf(t.database.db, ownerId),
      userId: ownerId,
      actorName: `Ana${RLO}\nOwner`,
      summary: `made Ben\u200b${RLO} an editor`,
    });

    const email = address();
    const { token } = await inviteByEmail(t, owner.client, email, 'editor');
    const mail = t.smtp!.messages.find((m) => m.to.includes(email))!;
    expect(mail.subject).toBe("You're invited to a household on Holdfast");
    expect(mail.body).toContain(
      'WIN $1000 NOW at http://spam.example Owner invited you to their household on Holdfast as an editor.',
    );
    expect(mail.body).not.toMatch(/[\u202e\u200b\u2066\u2069]/);

    const household = await okJson(await owner.client.api.household.$get());
    const me = household.members.find((m) => m.isMe)!;
    expect(me.name).toBe('WIN $1000 NOW at http://spam.example Owner');
    expect(household.invitations.map((i) => i.invitedBy)).toEqual(['WIN $1000 NOW at http://spam.example Owner']);
    expect(household.activity.map((a) => `${a.actorName} ${a.summary}`)).toEqual(
      expect.arrayContaining(['Ana Owner made Ben an editor']),
    );
    for (const text of [
      ...household.members.map((m) => m.name),
      ...household.activity.flatMap((a) => [a.actorName, a.summary]),
    ])
      expect(text).not.toMatch(INVISIBLE);

    // The signed-out page names the inviter the same way.
    const lookup = await okJson(await new TestClient(t).api.household.invitations.lookup.$post({ json: { token } }));
    expect(lookup.inviter).toBe('WIN $1000 NOW at http://spam.example Owner');
  });

  it('names typed at sign-up are cleaned before they are stored', async () => {
    const owner = await signedInWithProfile(t, { firstName: `Ana${RLO}\nX`, lastName: 'Owner\u200b' });
    const household = await okJson(await owner.client.api.household.$get());
    expect(household.members[0]!.name).toBe('Ana X Owner');
  });
});

describe('the signed-out lookup and sign-up through an invitation (item 6)', () => {
  it('answers inviter, role and the invited address from the token, never the token; 404 for an unusable one', async () => {
    const owner = await signedInWithProfile(t, { firstName: 'Dora', lastName: 'Owner' });
    const email = address();
    const { id, token } = await inviteByEmail(t, owner.client, email, 'viewer');
    const visitor = new TestClient(t);
    const res = await visitor.api.household.invitations.lookup.$post({ json: { token } });
    const text = await res.text();
    expect(res.status).toBe(200);
    expect(JSON.parse(text)).toEqual({ inviter: 'Dora Owner', role: 'viewer', email });
    expect(text).not.toContain(token);

    expect((await visitor.api.household.invitations.lookup.$post({ json: { token: `${token}x` } })).status).toBe(404);
    expect(
      (await visitor.request('/api/household/invitations/lookup', { method: 'POST', json: { token: '' } })).status,
    ).toBe(400);
    await owner.client.api.household.invitations[':id'].$delete({ param: { id } });
    const revoked = await visitor.api.household.invitations.lookup.$post({ json: { token } });
    expect(revoked.status).toBe(404);
    expect((await errorJson(revoked)).error.message).toBe(HOUSEHOLD_MESSAGES.invitationInvalid);
  });

  it('is rate-limited per address', async () => {
    const limited = await createTestApp({ database: t.database, env: { TRUST_PROXY: '1' } });
    try {
      const visitor = new TestClient(limited);
      const ask = () =>
        visitor.request('/api/household/invitations/lookup', {
          method: 'POST',
          json: { token: 'no-such-token' },
          headers: { 'x-forwarded-for': '203.0.113.9' },
        });
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++) statuses.push((await ask()).status);
      expect(statuses.slice(0, 30).every((s) => s === 404)).toBe(true);
      expect(statuses[30]).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it("a sign-up from an invitation's page gets a verification link that returns to it; not for another address's invitation", async () => {
    const owner = await signedInWithProfile(t);
    const email = address();
    const { token } = await inviteByEmail(t, owner.client, email, 'editor');
    const verifyLocation = async (data: ReturnType<typeof uniqueSignUp> & { invitation: string }) => {
      const visitor = new TestClient(t);
      expect((await visitor.api.account['sign-up'].$post({ json: data })).status).toBe(201);
      const mail = await t.smtp!.waitFor((m) => m.to.includes(data.email) && /Confirm/.test(m.subject));
      const verified = await visitor.get(linkIn(mail, `${t.env.PUBLIC_URL}/api/auth/verify-email`));
      expect(verified.status).toBe(302);
      return verified.headers.get('location');
    };
    expect(await verifyLocation({ ...uniqueSignUp({ email }), invitation: token })).toBe(
      `/auth/callback?invitation=${token}`,
    );
    expect(await verifyLocation({ ...uniqueSignUp(), invitation: token })).toBe('/auth/callback');
  });
});

describe('without mail (item 9)', () => {
  it('the config says whether mail is on; the invitation answer holds the link only when it is off, and the link works', async () => {
    const owner = await signedInWithProfile(t, { firstName: 'Eve', lastName: 'Owner' });
    const withMail = await okJson(await sendInvite(owner));
    expect(Object.keys(withMail)).toEqual(['id']);
    // A second instance on the same database, without SMTP_URL (made after the sign-up: its job
    // worker would take the verification email off this one's SMTP server).
    const noMail = await createTestApp({ database: t.database, now: () => clock });
    try {
      expect((await okJson(await new TestClient(t).api.config.$get())).mailEnabled).toBe(true);
      expect((await okJson(await new TestClient(noMail).api.config.$get())).mailEnabled).toBe(false);

      const there = new TestClient(noMail);
      for (const [name, value] of owner.client.cookies) there.cookies.set(name, value);
      const email = address();
      const answer = await okJson(await there.api.household.invitations.$post({ json: { email, role: 'editor' } }));
      expect(answer.link).toMatch(new RegExp(`^${t.env.PUBLIC_URL}/household/join/[A-Za-z0-9_-]{43}$`));
      const token = answer.link!.slice(answer.link!.lastIndexOf('/') + 1);
      expect(
        await okJson(await new TestClient(noMail).api.household.invitations.lookup.$post({ json: { token } })),
      ).toEqual({
        inviter: 'Eve Owner',
        role: 'editor',
        email,
      });
    } finally {
      await noMail.close();
    }
  });
});
