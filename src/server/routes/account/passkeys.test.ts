/**
 * Passkeys (decision 0288): adding one (the password first), signing in with it without a
 * password and without a second step, using it as the second step after a password, renaming
 * and removing, limits and the security log. Real PostgreSQL; the passkey is a software
 * authenticator making real WebAuthn answers (test/webauthn.ts), checked by the real plugin.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSKEY_MESSAGES } from '@shared/account/passkeys';
import { ACCOUNT_MESSAGES } from '@shared/account/schemas';
import { adminAudit, securityEvents, twoFactors, users } from '../../db/schema';
import { parseAdminArgs, runAdminCommand } from '../../services/admin/commands';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test/app';
import { errorJson, okJson, signedInWithProfile, TestClient } from '../../test/client';
import { totpCode } from '../../test/totp';
import { SoftPasskey } from '../../test/webauthn';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ mail: true });
}, 60_000);
afterAll(async () => {
  await t.close();
});

type Client = TestClient;

async function addPasskey(client: Client, password: string, name = 'My phone') {
  const key = new SoftPasskey(TEST_PUBLIC_URL);
  const start = await client.request('/api/account/passkeys/registration-options', {
    method: 'POST',
    json: { currentPassword: password },
  });
  expect(start.status).toBe(200);
  const options = (await start.json()) as { challenge: string; rp: { id: string } };
  expect(options.rp.id).toBe(new URL(TEST_PUBLIC_URL).hostname);
  const res = await client.request('/api/account/passkeys', {
    method: 'POST',
    json: { name, response: key.register(options) },
  });
  expect(res.status).toBe(201);
  return { key, passkey: (await res.json()) as { id: string; name: string } };
}

async function passkeySignIn(browser: Client, key: SoftPasskey, extra: { afterPassword?: boolean } = {}) {
  const start = await browser.request('/api/account/passkeys/sign-in-options', { method: 'POST' });
  expect(start.status).toBe(200);
  const options = (await start.json()) as { challenge: string };
  return browser.request('/api/account/passkeys/sign-in', {
    method: 'POST',
    json: { response: key.authenticate(options), ...extra },
  });
}

const signedIn = async (client: Client) => (await okJson(await client.api.account.session.$get())).user;

async function events(userId: string) {
  return t.database.db
    .select({ type: securityEvents.eventType, metadata: securityEvents.metadata })
    .from(securityEvents)
    .where(eq(securityEvents.userId, userId));
}

describe('adding a passkey', () => {
  it('needs the password, then saves the passkey with its name, lists it and logs it', async () => {
    const { client, data } = await signedInWithProfile(t);
    const missing = await client.request('/api/account/passkeys/registration-options', { method: 'POST', json: {} });
    expect(missing.status).toBe(400);
    expect((await errorJson(missing)).error.fields).toEqual({
      currentPassword: [ACCOUNT_MESSAGES.currentPasswordRequired],
    });
    const wrong = await client.request('/api/account/passkeys/registration-options', {
      method: 'POST',
      json: { currentPassword: 'Wr0ng!Pass' },
    });
    expect(wrong.status).toBe(400);
    expect((await errorJson(wrong)).error.fields).toEqual({ currentPassword: [ACCOUNT_MESSAGES.wrongPassword] });

    const { passkey } = await addPasskey(client, data.password, '  Work laptop ');
    expect(passkey.name).toBe('Work laptop');
    const list = (await (await client.request('/api/account/passkeys')).json()) as {
      passkeys: { id: string; name: string; createdAt: string; lastUsedAt: string | null }[];
    };
    expect(list.passkeys).toEqual([
      { id: passkey.id, name: 'Work laptop', createdAt: expect.any(String), lastUsedAt: null },
    ]);
    const user = (await signedIn(client))!;
    expect((await events(user.id)).filter((e) => e.type === 'passkey_added')).toHaveLength(1);
    const log = (await (await client.request('/api/account/security-events')).json()) as {
      events: { summary: string }[];
    };
    expect(log.events.map((e) => e.summary)).toContain('Passkey added: Work laptop');
  });

  it('refuses an answer to no started ceremony, and a name that is empty, at the field', async () => {
    const { client } = await signedInWithProfile(t);
    const key = new SoftPasskey(TEST_PUBLIC_URL);
    const noStart = await client.request('/api/account/passkeys', {
      method: 'POST',
      json: { name: 'Phone', response: key.register({ challenge: 'bm90LWEtY2hhbGxlbmdl' }) },
    });
    expect(noStart.status).toBe(400);
    expect((await errorJson(noStart)).error.message).toBe(PASSKEY_MESSAGES.setupExpired);
    const noName = await client.request('/api/account/passkeys', {
      method: 'POST',
      json: { name: '  ', response: key.register({ challenge: 'x' }) },
    });
    expect(noName.status).toBe(400);
    expect((await errorJson(noName)).error.fields?.name).toEqual([PASSKEY_MESSAGES.nameRequired]);
  });
});

describe('signing in with a passkey', () => {
  it('signs in without a password and without a second step (two-factor on), logs it and marks it used', async () => {
    const { client, data } = await signedInWithProfile(t);
    const user = (await signedIn(client))!;
    const setup = await okJson(
      await client.api.account['two-factor'].enable.$post({ json: { currentPassword: data.password } }),
    );
    expect(
      (await client.api.account['two-factor'].confirm.$post({ json: { code: totpCode(setup.secret) } })).status,
    ).toBe(200);
    const { key } = await addPasskey(client, data.password);

    const browser = new TestClient(t);
    const res = await passkeySignIn(browser, key);
    expect(res.status).toBe(200);
    expect((await signedIn(browser))?.id).toBe(user.id);

    const list = (await (await client.request('/api/account/passkeys')).json()) as {
      passkeys: { lastUsedAt: string | null }[];
    };
    expect(list.passkeys[0]!.lastUsedAt).not.toBeNull();
    const logged = await events(user.id);
    expect(logged.some((e) => e.type === 'successful_login' && e.metadata?.login_method === 'passkey')).toBe(true);
  });

  it('refuses a passkey whose device did not verify the person, an unknown passkey, and a disabled account', async () => {
    const { client, data } = await signedInWithProfile(t);
    const user = (await signedIn(client))!;
    const { key } = await addPasskey(client, data.password);

    key.userVerified = false;
    const unverified = await passkeySignIn(new TestClient(t), key);
    expect(unverified.status).toBe(401);
    expect((await errorJson(unverified)).error.message).toBe(PASSKEY_MESSAGES.notVerified);
    key.userVerified = true;

    const stranger = await passkeySignIn(new TestClient(t), new SoftPasskey(TEST_PUBLIC_URL));
    expect(stranger.status).toBe(401);
    expect((await errorJson(stranger)).error.message).toBe(PASSKEY_MESSAGES.signInFailed);

    await t.database.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, user.id));
    const disabled = await passkeySignIn(new TestClient(t), key);
    expect(disabled.status).toBe(403);
    expect((await errorJson(disabled)).error.code).toBe('account_disabled');
  });

  it('is the second step after a password when two-factor sign-in is on, only with that account’s passkey', async () => {
    const { client, data } = await signedInWithProfile(t);
    const user = (await signedIn(client))!;
    const setup = await okJson(
      await client.api.account['two-factor'].enable.$post({ json: { currentPassword: data.password } }),
    );
    await client.api.account['two-factor'].confirm.$post({ json: { code: totpCode(setup.secret) } });
    const { key } = await addPasskey(client, data.password);
    const other = await signedInWithProfile(t);
    const { key: otherKey } = await addPasskey(other.client, other.data.password);

    // No password given first: nothing waits for a second step.
    const none = await passkeySignIn(new TestClient(t), key, { afterPassword: true });
    expect(none.status).toBe(401);
    expect((await errorJson(none)).error.code).toBe('two_factor_expired');

    const browser = new TestClient(t);
    const password = await browser.request('/api/account/sign-in', {
      method: 'POST',
      json: { email: data.email, password: data.password },
    });
    expect(password.status).toBe(202);
    const wrongAccount = await passkeySignIn(browser, otherKey, { afterPassword: true });
    expect(wrongAccount.status).toBe(400);
    expect((await errorJson(wrongAccount)).error.message).toBe(PASSKEY_MESSAGES.otherAccount);
    expect(await signedIn(browser)).toBeNull();

    const res = await passkeySignIn(browser, key, { afterPassword: true });
    expect(res.status).toBe(200);
    expect((await signedIn(browser))?.id).toBe(user.id);
    expect(browser.cookies.has('holdfast.two_factor')).toBe(false);
    const logged = await events(user.id);
    expect(
      logged.some((e) => e.type === 'successful_login' && e.metadata?.login_method === 'email_password_passkey'),
    ).toBe(true);
  });

  it('limits the tries on one account', async () => {
    const { client, data } = await signedInWithProfile(t);
    const { key } = await addPasskey(client, data.password);
    key.userVerified = false;
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await passkeySignIn(new TestClient(t), key)).status);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('renaming and removing a passkey', () => {
  it('renames and removes only one’s own; a removed passkey no longer signs in; the removal is logged', async () => {
    const { client, data } = await signedInWithProfile(t);
    const user = (await signedIn(client))!;
    const { key, passkey } = await addPasskey(client, data.password);
    const other = await signedInWithProfile(t);

    const theirs = await other.client.request(`/api/account/passkeys/${passkey.id}`, {
      method: 'PATCH',
      json: { name: 'Mine now' },
    });
    expect(theirs.status).toBe(404);
    expect((await other.client.request(`/api/account/passkeys/${passkey.id}`, { method: 'DELETE' })).status).toBe(404);

    const renamed = await client.request(`/api/account/passkeys/${passkey.id}`, {
      method: 'PATCH',
      json: { name: 'Old phone' },
    });
    expect(renamed.status).toBe(200);
    expect(((await renamed.json()) as { name: string }).name).toBe('Old phone');

    expect((await client.request(`/api/account/passkeys/${passkey.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await passkeySignIn(new TestClient(t), key)).status).toBe(401);
    const removed = await t.database.db
      .select({ metadata: securityEvents.metadata })
      .from(securityEvents)
      .where(and(eq(securityEvents.userId, user.id), eq(securityEvents.eventType, 'passkey_removed')));
    expect(removed).toHaveLength(1);
    expect(removed[0]!.metadata).toMatchObject({ name: 'Old phone' });
  });
});

describe('npm run admin -- two-factor-off EMAIL', () => {
  it('turns off the authenticator and recovery codes (the password alone signs in), keeps passkeys, and audits it', async () => {
    const { client, data } = await signedInWithProfile(t);
    const user = (await signedIn(client))!;
    const setup = await okJson(
      await client.api.account['two-factor'].enable.$post({ json: { currentPassword: data.password } }),
    );
    await client.api.account['two-factor'].confirm.$post({ json: { code: totpCode(setup.secret) } });
    const { key } = await addPasskey(client, data.password);
    const before = await new TestClient(t).request('/api/account/sign-in', {
      method: 'POST',
      json: { email: data.email, password: data.password },
    });
    expect(before.status).toBe(202);

    expect(parseAdminArgs(['two-factor-off', data.email.toUpperCase()])).toEqual({
      command: 'two-factor-off',
      email: data.email,
    });
    const lines = await runAdminCommand(t.database, t.env, 'two-factor-off', data.email);
    expect(lines).toEqual([
      `Two-factor sign-in is off for ${data.email}: the password alone signs in. They can turn it on again in their profile.`,
      'Their passkey still signs in; they can remove it in Profile › Sign-in and security.',
    ]);

    const after = await new TestClient(t).request('/api/account/sign-in', {
      method: 'POST',
      json: { email: data.email, password: data.password },
    });
    expect(after.status).toBe(200);
    expect(await t.database.db.select().from(twoFactors).where(eq(twoFactors.userId, user.id))).toEqual([]);
    expect((await passkeySignIn(new TestClient(t), key)).status).toBe(200);
    const audit = await t.database.db.select().from(adminAudit).where(eq(adminAudit.targetUserId, user.id));
    expect(audit).toMatchObject([{ actor: 'command line', action: 'two_factor_off', targetEmail: data.email }]);
    const logged = await events(user.id);
    expect(logged.filter((e) => e.type === 'two_factor_disabled')).toHaveLength(1);

    // Again: nothing to turn off, said plainly.
    expect(await runAdminCommand(t.database, t.env, 'two-factor-off', data.email)).toEqual([
      `Two-factor sign-in was not on for ${data.email}.`,
      'Their passkey still signs in; they can remove it in Profile › Sign-in and security.',
    ]);
  });
});
