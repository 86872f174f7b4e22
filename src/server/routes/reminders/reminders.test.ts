/**
 * /api/reminders: the expiry settings, the one-click unsubscribe link (no session, no Origin, as
 * a mail provider posts it) and the browser tests' clock hook, on real PostgreSQL.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPIRY_MESSAGES } from '@shared/supplies/expiry';
import { profiles, users } from '../../db/schema';
import { parseEnv } from '../../platform/env';
import { createTestApp, type TestApp } from '../../test/app';
import { errorJson, okJson, signedInWithProfile, signUpAndVerify, TestClient } from '../../test/client';
import { addBatch, outboxDrained, remindersTo, userIdOf } from '../../test/reminders';

let clock = Date.parse('2026-03-01T08:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ mail: true, now: () => clock });
});
afterAll(async () => {
  await t.close();
});

const settingsOf = async (userId: string) => {
  const [row] = await t.app.services.db
    .select({ windowDays: profiles.expiryWindowDays, reminders: profiles.expiryReminders })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row;
};

describe('expiry settings', () => {
  it('reads and saves the window and the reminders switch', async () => {
    const { client, data } = await signedInWithProfile(t);
    const res = await client.api.reminders.settings.$get();
    expect(res.status).toBe(200);
    expect(await okJson(res)).toEqual({ windowDays: 30, reminders: true, emailVerified: true });

    const saved = await client.api.reminders.settings.$put({ json: { windowDays: 60 } });
    expect(saved.status).toBe(200);
    expect(await okJson(saved)).toEqual({ windowDays: 60, reminders: true, emailVerified: true });
    const off = await client.api.reminders.settings.$put({ json: { reminders: false } });
    expect(await okJson(off)).toEqual({ windowDays: 60, reminders: false, emailVerified: true });
    expect(await settingsOf(await userIdOf(t.app.services.db, data.email))).toEqual({
      windowDays: 60,
      reminders: false,
    });
  });

  it.each([6, 181, 7.5, '30'])(
    'refuses a window of %j with the field message and writes nothing',
    async (windowDays) => {
      const { client, data } = await signedInWithProfile(t);
      const res = await client.request('/api/reminders/settings', {
        method: 'PUT',
        json: { windowDays, reminders: false },
      });
      expect(res.status).toBe(400);
      expect((await errorJson(res)).error.fields).toEqual({ windowDays: [EXPIRY_MESSAGES.window] });
      expect(await settingsOf(await userIdOf(t.app.services.db, data.email))).toEqual({
        windowDays: 30,
        reminders: true,
      });
    },
  );

  it('answers 401 without a session and 404 without a profile', async () => {
    const anonymous = new TestClient(t);
    expect((await anonymous.api.reminders.settings.$get()).status).toBe(401);
    expect((await anonymous.api.reminders.settings.$put({ json: { reminders: false } })).status).toBe(401);
    const { client } = await signUpAndVerify(t);
    const res = await client.api.reminders.settings.$get();
    expect(res.status).toBe(404);
    expect((await errorJson(res)).error.code).toBe('profile_not_found');
    expect((await client.api.reminders.settings.$put({ json: { windowDays: 14 } })).status).toBe(404);
  });

  it('tells the form when the address is not verified', async () => {
    const { client, data } = await signedInWithProfile(t);
    await t.app.services.db.update(users).set({ emailVerified: false }).where(eq(users.email, data.email));
    expect(await okJson(await client.api.reminders.settings.$get())).toMatchObject({ emailVerified: false });
  });
});

describe('one-click unsubscribe', () => {
  it('the List-Unsubscribe URL of a reminder, posted as a mail provider does, turns reminders off', async () => {
    const { client, data } = await signedInWithProfile(t);
    const db = t.app.services.db;
    const userId = await userIdOf(db, data.email);
    await addBatch(db, userId, { name: 'Lentils', expiresOn: '2026-03-03' });
    await t.app.services.reminders.runNow();
    await outboxDrained(db);
    const [mail] = remindersTo(t, data.email);
    const headers = mail!.raw.slice(0, mail!.raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ');
    const url = /^List-Unsubscribe: <([^>]+)>$/m.exec(headers)![1]!;
    expect(url.startsWith(`${t.env.PUBLIC_URL}/api/reminders/unsubscribe/`)).toBe(true);

    // RFC 8058: a POST with the form body, no cookie, no Origin, from another machine.
    const res = await t.app.request(new URL(url).pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': 'MailProvider/1.0' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, reminders: false });
    expect(await settingsOf(userId)).toMatchObject({ reminders: false });
    expect(await okJson(await client.api.reminders.settings.$get())).toMatchObject({ reminders: false });

    // Nothing more is sent, and the link keeps answering 200 (a provider may post it twice).
    await addBatch(db, userId, { name: 'Barley', expiresOn: '2026-03-04' });
    clock += 8 * 86_400_000;
    await t.app.services.reminders.runNow();
    await outboxDrained(db);
    expect(remindersTo(t, data.email)).toHaveLength(1);
    expect((await t.app.request(new URL(url).pathname, { method: 'POST' })).status).toBe(200);
  });

  it('answers 404 to a token it did not sign, without changing anything', async () => {
    const { data } = await signedInWithProfile(t);
    const userId = await userIdOf(t.app.services.db, data.email);
    const forged = `${Buffer.from(userId).toString('base64url')}.${'A'.repeat(43)}`;
    for (const token of [forged, 'nonsense', `${forged}x`]) {
      const res = await t.app.request(`/api/reminders/unsubscribe/${token}`, { method: 'POST' });
      expect(res.status).toBe(404);
    }
    expect(await settingsOf(userId)).toMatchObject({ reminders: true });
  });
});

describe('browser test hooks', () => {
  it('are not routes at all without HOLDFAST_TEST_HOOKS', async () => {
    for (const path of ['/api/test/clock', '/api/test/reminders/run']) {
      const res = await t.app.request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ now: '2030-01-01T00:00:00.000Z' }),
      });
      expect(res.status).toBe(404);
    }
  });

  it('cannot be switched on outside NODE_ENV=test', () => {
    expect(() => parseEnv({ HOLDFAST_TEST_HOOKS: '1' })).toThrow(
      /HOLDFAST_TEST_HOOKS: is only allowed with NODE_ENV=test/,
    );
    expect(() => parseEnv({ NODE_ENV: 'development', HOLDFAST_TEST_HOOKS: '1' })).toThrow(/HOLDFAST_TEST_HOOKS/);
    expect(parseEnv({ NODE_ENV: 'test', HOLDFAST_TEST_HOOKS: '1' }).HOLDFAST_TEST_HOOKS).toBe(true);
  });

  it('move the server clock and run the sweep with the switch', async () => {
    const hooked = await createTestApp({
      database: t.database,
      env: { HOLDFAST_TEST_HOOKS: '1', SMTP_URL: t.smtp!.url },
    });
    try {
      const { data } = await signedInWithProfile(t);
      const db = t.app.services.db;
      await addBatch(db, await userIdOf(db, data.email), { name: 'Rations', expiresOn: '2031-01-03' });
      const post = (path: string, body?: unknown) =>
        hooked.app.request(path, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          ...(body ? { body: JSON.stringify(body) } : {}),
        });
      const moved = await post('/api/test/clock', { now: '2031-01-01T12:00:00.000Z' });
      expect(moved.status).toBe(200);
      const { now } = (await moved.json()) as { now: string };
      expect(Math.abs(Date.parse(now) - Date.parse('2031-01-01T12:00:00.000Z'))).toBeLessThan(5_000);
      expect(Math.abs(hooked.app.services.now() - Date.parse('2031-01-01T12:00:00.000Z'))).toBeLessThan(5_000);

      const run = await post('/api/test/reminders/run');
      expect(run.status).toBe(200);
      expect(await run.json()).toMatchObject({ ran: true });
      await outboxDrained(db);
      expect(remindersTo(t, data.email).map((m) => m.subject)).toEqual(['Holdfast: Rations expires on 3 January']);
    } finally {
      await hooked.close();
    }
  });
});
