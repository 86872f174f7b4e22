/**
 * Account security for everyone (decision 0285): changing the password and the email, the
 * sessions list with signing sessions out, and the user's own security log. Real PostgreSQL,
 * the real SMTP receiver, real event streams.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@shared/account/schemas';
import { MESSAGES } from '@shared/auth/schemas';
import { accounts, sessions, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { errorJson, okJson, signedInWithProfile, TestClient } from '../../test/client';
import { linkIn } from '../../test/smtp';
import { expectRefusedWithoutWrite } from '../../test/snapshot';
import { readSse, type SseReader } from '../../test/sse';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ mail: true });
}, 60_000);
const streams: SseReader[] = [];
afterAll(async () => {
  streams.forEach((s) => s.close());
  await t.close();
});

const NEW_PASSWORD = 'N3w!Passw0rd';
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

/** The same user signed in on a second browser (a phone). */
async function secondDevice(email: string, password: string, userAgent = CHROME_ANDROID) {
  const phone = new TestClient(t);
  const res = await phone.request('/api/account/sign-in', {
    method: 'POST',
    json: { email, password },
    headers: { 'user-agent': userAgent },
  });
  expect(res.status).toBe(200);
  return phone;
}

async function openStream(client: TestClient): Promise<SseReader> {
  const abort = new AbortController();
  // Raw: /api/realtime is not in AppType (an untyped event-stream Response).
  const res = await client.request('/api/realtime', { signal: abort.signal });
  expect(res.status).toBe(200);
  const stream = readSse(res, abort);
  streams.push(stream);
  await stream.next((e) => e.event === 'ready');
  return stream;
}

const endsWithin = (s: SseReader, ms: number) =>
  Promise.race([s.ended.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), ms))]);

const signedIn = async (client: TestClient) => (await okJson(await client.api.account.session.$get())).user !== null;

async function logKinds(client: TestClient) {
  const res = await client.api.account['security-events'].$get({ query: {} });
  expect(res.status).toBe(200);
  return (await okJson(res)).events;
}

describe('POST /api/account/password', () => {
  it('changes the password, ends the other sessions and their streams, keeps this one, and logs it', async () => {
    const { client: laptop, data } = await signedInWithProfile(t);
    const phone = await secondDevice(data.email, data.password);
    const [laptopStream, phoneStream] = [await openStream(laptop), await openStream(phone)];

    const res = await laptop.api.account.password.$post({
      json: { currentPassword: data.password, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(await okJson(res)).toEqual({ endedSessions: 1 });

    expect(await endsWithin(phoneStream, 2000)).toBe(true);
    expect(await signedIn(phone)).toBe(false);
    expect(await signedIn(laptop)).toBe(true);
    expect(await endsWithin(laptopStream, 200)).toBe(false);

    const fresh = new TestClient(t);
    expect(
      (await fresh.api.account['sign-in'].$post({ json: { email: data.email, password: data.password } })).status,
    ).toBe(401);
    expect(
      (await fresh.api.account['sign-in'].$post({ json: { email: data.email, password: NEW_PASSWORD } })).status,
    ).toBe(200);

    const events = await logKinds(laptop);
    expect(events.find((e) => e.kind === 'password_changed')?.summary).toBe(
      'Password changed; 1 other session was signed out',
    );
    // The line's code and parameters, for the web to write in the reader's language (decision 0351).
    expect(events.find((e) => e.kind === 'password_changed')?.detail).toEqual({
      code: 'password_changed',
      provider: null,
      name: null,
      email: null,
      count: 1,
    });
    expect(events.find((e) => e.kind === 'signed_in')?.detail).toMatchObject({ code: 'signed_in.email_password' });
  });

  it('answers a wrong current password at its field, logs the failure, and changes nothing', async () => {
    const { client, data } = await signedInWithProfile(t);
    const res = await client.api.account.password.$post({
      json: { currentPassword: 'Wr0ng!Pass', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(res.status).toBe(400);
    expect((await errorJson(res)).error.fields).toEqual({ currentPassword: [ACCOUNT_MESSAGES.wrongPassword] });
    expect(
      (await new TestClient(t).api.account['sign-in'].$post({ json: { email: data.email, password: data.password } }))
        .status,
    ).toBe(200);
    const events = await logKinds(client);
    expect(events.find((e) => e.kind === 'sign_in_failed')).toMatchObject({
      summary: 'Wrong current password given to change your account',
      detail: { code: 'sign_in_failed.wrong_current_password' },
    });
  });

  it('checks the new password with the sign-up rules and refuses without writing', async () => {
    const { client, data } = await signedInWithProfile(t);
    const refused: [unknown, string][] = [
      [{ currentPassword: data.password, newPassword: 'short', confirmPassword: 'short' }, 'newPassword'],
      [
        { currentPassword: data.password, newPassword: 'alllowercase1!', confirmPassword: 'alllowercase1!' },
        'newPassword',
      ],
      [{ currentPassword: data.password, newPassword: NEW_PASSWORD, confirmPassword: 'N3w!Other' }, 'confirmPassword'],
      [{ currentPassword: data.password, newPassword: data.password, confirmPassword: data.password }, 'newPassword'],
      [{ currentPassword: '', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, 'currentPassword'],
    ];
    for (const [body, field] of refused) {
      // Raw: some bodies are ones the typed client would still send, kept alike for the loop.
      const refusal = await expectRefusedWithoutWrite(
        t.database,
        () => client.post('/api/account/password', body),
        400,
      );
      expect(Object.keys(refusal.error.fields ?? {})).toContain(field);
    }
    const mismatch = await client.post('/api/account/password', refused[2]![0]);
    expect((await errorJson(mismatch)).error.fields?.confirmPassword).toEqual([MESSAGES.confirmPassword]);
    await expectRefusedWithoutWrite(
      t.database,
      () =>
        new TestClient(t).api.account.password.$post({
          json: { currentPassword: data.password, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
        }),
      401,
    );
  });

  it('is limited like sign-in: after 5 wrong passwords the next try waits (429)', async () => {
    const { client, data } = await signedInWithProfile(t);
    const wrong = { currentPassword: 'Wr0ng!Pass', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    for (let i = 0; i < 5; i += 1) expect((await client.api.account.password.$post({ json: wrong })).status).toBe(400);
    const held = await client.api.account.password.$post({ json: { ...wrong, currentPassword: data.password } });
    expect(held.status).toBe(429);
    expect(held.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('tells an account without a password (Google only) to set one first', async () => {
    const { client, data } = await signedInWithProfile(t);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, data.email));
    await t.database.db
      .delete(accounts)
      .where(and(eq(accounts.userId, user!.id), eq(accounts.providerId, 'credential')));
    const res = await client.api.account.password.$post({
      json: { currentPassword: data.password, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(res.status).toBe(400);
    expect((await errorJson(res)).error.fields).toEqual({ currentPassword: [ACCOUNT_MESSAGES.noPassword] });
  });
});

describe('POST /api/account/email', () => {
  it('sends the link to the new address, tells the old one, and changes the email only when it is followed', async () => {
    const { client, data } = await signedInWithProfile(t);
    const newEmail = `moved-${data.username.toLowerCase()}@example.org`;
    const res = await client.api.account.email.$post({
      json: { newEmail: newEmail.toUpperCase(), currentPassword: data.password },
    });
    expect(res.status).toBe(202);

    const notice = await t.smtp!.waitFor((m) => m.to.includes(data.email) && m.subject.includes('is changing'));
    expect(notice.body).toContain(`Your Holdfast email is changing to ${newEmail}`);
    expect(notice.body).toContain("If this wasn't you");
    const confirm = await t.smtp!.waitFor((m) => m.to.includes(newEmail));
    expect(confirm.subject).toBe('Confirm your new email for Holdfast');

    // Not yet: the old address still signs in, the new one does not.
    const [before] = await t.database.db.select().from(users).where(eq(users.email, data.email));
    expect(before).toBeDefined();

    // Followed in another browser (the new mailbox's): the change is made; this session stays.
    const link = linkIn(confirm, `${t.env.PUBLIC_URL}/api/auth/verify-email`);
    const follow = await new TestClient(t).get(link);
    expect(follow.status).toBe(302);
    expect(follow.headers.get('location')).toBe('/auth/callback?email=changed');
    const [after] = await t.database.db.select().from(users).where(eq(users.id, before!.id));
    expect(after).toMatchObject({ email: newEmail, emailVerified: true });
    // This browser's session shows it once the remembered session (SessionMemo, 2 s) is read again.
    await expect
      .poll(async () => (await okJson(await client.api.account.session.$get())).user?.email, { timeout: 5000 })
      .toBe(newEmail);

    const fresh = new TestClient(t);
    expect(
      (await fresh.api.account['sign-in'].$post({ json: { email: newEmail, password: data.password } })).status,
    ).toBe(200);

    const kinds = (await logKinds(client)).map((e) => [e.kind, e.summary]);
    expect(kinds).toContainEqual(['email_change_requested', `Asked to change the email to ${newEmail}`]);
    expect(kinds).toContainEqual(['email_changed', `Email changed to ${newEmail}`]);

    // The link works once: the account's address is no longer the one it was made for.
    const again = await new TestClient(t).get(link);
    expect(again.headers.get('location')).toContain('error=');
  });

  it('answers an address another account has at its field (409), as sign-up does; a wrong password, the same address', async () => {
    const { client, data } = await signedInWithProfile(t);
    const other = await signedInWithProfile(t);
    const taken = await client.api.account.email.$post({
      json: { newEmail: other.data.email, currentPassword: data.password },
    });
    expect(taken.status).toBe(409);
    expect((await errorJson(taken)).error.fields).toEqual({ newEmail: [ACCOUNT_MESSAGES.emailTaken] });

    const wrong = await client.api.account.email.$post({
      json: { newEmail: 'fresh@example.org', currentPassword: 'Wr0ng!Pass' },
    });
    expect(wrong.status).toBe(400);
    expect((await errorJson(wrong)).error.fields).toEqual({ currentPassword: [ACCOUNT_MESSAGES.wrongPassword] });

    const same = await client.api.account.email.$post({
      json: { newEmail: data.email, currentPassword: data.password },
    });
    expect(same.status).toBe(400);
    expect((await errorJson(same)).error.fields).toEqual({ newEmail: [ACCOUNT_MESSAGES.sameEmail] });

    const invalid = await client.post('/api/account/email', {
      newEmail: 'not-an-address',
      currentPassword: data.password,
    });
    expect(invalid.status).toBe(400);
    expect((await errorJson(invalid)).error.fields).toEqual({ newEmail: [MESSAGES.email] });
  });
});

describe('/api/account/sessions', () => {
  it('lists my sessions with device, address and which is this one; never another user’s', async () => {
    const { client, data } = await signedInWithProfile(t);
    await secondDevice(data.email, data.password);
    const stranger = await signedInWithProfile(t);
    const res = await client.api.account.sessions.$get();
    expect(res.status).toBe(200);
    const list = (await okJson(res)).sessions;
    expect(list).toHaveLength(2);
    expect(list.filter((s) => s.current)).toHaveLength(1);
    expect(list.map((s) => s.device).sort()).toEqual(['Chrome on Android', 'Unknown browser']);
    const theirs = (await okJson(await stranger.client.api.account.sessions.$get())).sessions;
    expect(theirs.map((s) => s.id)).not.toContain(list[0]!.id);
  });

  it('signs out another session: its stream ends and it is signed out; another user’s id is 404', async () => {
    const { client, data } = await signedInWithProfile(t);
    const phone = await secondDevice(data.email, data.password);
    const stranger = await signedInWithProfile(t);
    const phoneStream = await openStream(phone);
    const strangerStream = await openStream(stranger.client);

    const mine = (await okJson(await client.api.account.sessions.$get())).sessions;
    const phoneId = mine.find((s) => !s.current)!.id;
    const thisId = mine.find((s) => s.current)!.id;
    const strangerId = (await okJson(await stranger.client.api.account.sessions.$get())).sessions[0]!.id;

    // Another user's session: 404, nothing changes (theirs stays, its stream stays open).
    await expectRefusedWithoutWrite(
      t.database,
      () => client.api.account.sessions[':id'].$delete({ param: { id: strangerId } }),
      404,
    );
    expect(await signedIn(stranger.client)).toBe(true);
    // This session: sign out instead.
    expect((await client.api.account.sessions[':id'].$delete({ param: { id: thisId } })).status).toBe(400);

    expect((await client.api.account.sessions[':id'].$delete({ param: { id: phoneId } })).status).toBe(204);
    expect(await endsWithin(phoneStream, 2000)).toBe(true);
    expect(await signedIn(phone)).toBe(false);
    expect(await signedIn(client)).toBe(true);
    expect(await endsWithin(strangerStream, 100)).toBe(false);
    expect((await client.api.account.sessions[':id'].$delete({ param: { id: phoneId } })).status).toBe(404);

    const events = await logKinds(client);
    expect(events[0]).toMatchObject({
      kind: 'signed_out',
      summary: 'Signed out another session',
      detail: { code: 'signed_out.others', count: 1 },
    });
  });

  it('signs out every other session at once', async () => {
    const { client, data } = await signedInWithProfile(t);
    const phone = await secondDevice(data.email, data.password);
    const tablet = await secondDevice(data.email, data.password);
    const res = await client.api.account.sessions.$delete();
    expect(res.status).toBe(200);
    expect(await okJson(res)).toEqual({ endedSessions: 2 });
    expect(await signedIn(phone)).toBe(false);
    expect(await signedIn(tablet)).toBe(false);
    expect(await signedIn(client)).toBe(true);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, data.email));
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, user!.id))).toHaveLength(1);
  });
});

describe('GET /api/account/security-events', () => {
  it('pages my log newest first by cursor, shows only mine, and refuses a cursor it did not make', async () => {
    const { client, data } = await signedInWithProfile(t);
    // 25 failed sign-ins and more sign-ins: more than one page.
    const other = new TestClient(t);
    for (let i = 0; i < 3; i += 1)
      await other.api.account['sign-in'].$post({ json: { email: data.email, password: 'Wr0ng!Pass' } });
    for (let i = 0; i < 22; i += 1) await secondDevice(data.email, data.password);
    const stranger = await signedInWithProfile(t);

    const first = await okJson(await client.api.account['security-events'].$get({ query: {} }));
    expect(first.events).toHaveLength(20);
    expect(first.nextCursor).not.toBeNull();
    const second = await okJson(
      await client.api.account['security-events'].$get({ query: { cursor: first.nextCursor! } }),
    );
    const all = [...first.events, ...second.events];
    expect(new Set(all.map((e) => e.id)).size).toBe(all.length);
    const times = all.map((e) => e.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(all.filter((e) => e.kind === 'sign_in_failed')).toHaveLength(3);
    expect(all.find((e) => e.device === 'Chrome on Android')?.summary).toBe('Signed in with email and password');

    const theirs = await okJson(await stranger.client.api.account['security-events'].$get({ query: {} }));
    expect(theirs.events.map((e) => e.id).some((id) => all.some((e) => e.id === id))).toBe(false);

    const bad = await client.api.account['security-events'].$get({ query: { cursor: 'not-ours' } });
    expect(bad.status).toBe(400);
    expect(Object.keys((await errorJson(bad)).error.fields ?? {})).toEqual(['cursor']);
  });
});
