/**
 * Two-factor sign-in (decision 0286): turning it on with the password and the first code from
 * the app, the second step of sign-in with an authenticator code or a recovery code (each once),
 * limits, turning it off, new recovery codes, and the security log. Real PostgreSQL; the codes
 * are computed here from the secret the page shows (RFC 6238, test/totp.ts).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@shared/account/schemas';
import { TWO_FACTOR_MESSAGES } from '@shared/account/two-factor';
import { securityEvents, twoFactors, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { errorJson, okJson, signedInWithProfile, TestClient } from '../../test/client';
import { totpCode, wrongTotpCode } from '../../test/totp';

const BOSS = 'boss-2fa@example.com';
const DEPUTY = 'deputy-2fa@example.com';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ mail: true, env: { ADMIN_EMAILS: `${BOSS}, ${DEPUTY}` } });
}, 60_000);
afterAll(async () => {
  await t.close();
});

/** A signed-in user who turned two-factor sign-in on: the secret and the 10 recovery codes. */
async function withTwoFactor(email?: string) {
  const { client, data } = await signedInWithProfile(t, email ? { email } : {});
  const setup = await client.api.account['two-factor'].enable.$post({ json: { currentPassword: data.password } });
  expect(setup.status).toBe(200);
  const { secret, totpUri, qrCode } = await okJson(setup);
  expect(totpUri).toMatch(/^otpauth:\/\/totp\/Holdfast:/);
  expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
  const confirm = await client.api.account['two-factor'].confirm.$post({ json: { code: totpCode(secret) } });
  expect(confirm.status).toBe(200);
  const { recoveryCodes } = await okJson(confirm);
  return { client, data, secret, recoveryCodes };
}

async function signInWithPassword(email: string, password: string, ip = '198.51.100.20') {
  const browser = new TestClient(t);
  const res = await browser.request('/api/account/sign-in', {
    method: 'POST',
    json: { email, password },
    headers: { 'x-forwarded-for': ip },
  });
  return { browser, res };
}

const verify = (browser: TestClient, method: 'totp' | 'recovery', code: string) =>
  browser.api.account['two-factor'].verify.$post({ json: { method, code } });
const signedIn = async (client: TestClient) => (await okJson(await client.api.account.session.$get())).user !== null;

async function eventTypes(userId: string) {
  const rows = await t.database.db
    .select({ type: securityEvents.eventType, metadata: securityEvents.metadata })
    .from(securityEvents)
    .where(eq(securityEvents.userId, userId));
  return rows;
}

describe('turning two-factor sign-in on', () => {
  it('needs the password, then a right code; shows 10 recovery codes once, and logs it', async () => {
    const { client, data } = await signedInWithProfile(t);
    const status0 = await okJson(await client.api.account['two-factor'].$get());
    expect(status0).toEqual({ enabled: false, recoveryCodesLeft: 0 });

    const wrong = await client.api.account['two-factor'].enable.$post({ json: { currentPassword: 'Wr0ng!Pass' } });
    expect(wrong.status).toBe(400);
    expect((await errorJson(wrong)).error.fields).toEqual({ currentPassword: [ACCOUNT_MESSAGES.wrongPassword] });

    const setup = await okJson(
      await client.api.account['two-factor'].enable.$post({ json: { currentPassword: data.password } }),
    );
    expect(setup.secret).toMatch(/^[A-Z2-7]+=*$/);
    // Not on until a code confirms it: sign-in still needs only the password.
    expect((await signInWithPassword(data.email, data.password)).res.status).toBe(200);

    const bad = await client.api.account['two-factor'].confirm.$post({ json: { code: wrongTotpCode(setup.secret) } });
    expect(bad.status).toBe(400);
    expect((await errorJson(bad)).error.fields).toEqual({ code: [TWO_FACTOR_MESSAGES.wrongCode] });
    const malformed = await client.api.account['two-factor'].confirm.$post({ json: { code: '12ab' } });
    expect(malformed.status).toBe(400);
    expect((await errorJson(malformed)).error.fields).toEqual({ code: [TWO_FACTOR_MESSAGES.codeFormat] });

    const ok = await client.api.account['two-factor'].confirm.$post({ json: { code: totpCode(setup.secret) } });
    expect(ok.status).toBe(200);
    const { recoveryCodes } = await okJson(ok);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    // This browser stays signed in (the plugin gave it a new session).
    expect(await signedIn(client)).toBe(true);
    expect(await okJson(await client.api.account['two-factor'].$get())).toEqual({
      enabled: true,
      recoveryCodesLeft: 10,
    });
    // Stored encrypted: neither the secret nor a code is in the row as text.
    const [user] = await t.database.db.select().from(users).where(eq(users.email, data.email));
    const [row] = await t.database.db.select().from(twoFactors).where(eq(twoFactors.userId, user!.id));
    expect(row!.secret).not.toContain(setup.secret);
    expect(row!.backupCodes).not.toContain(recoveryCodes[0]);
    expect((await eventTypes(user!.id)).map((e) => e.type)).toContain('two_factor_enabled');

    const again = await client.api.account['two-factor'].enable.$post({ json: { currentPassword: data.password } });
    expect(again.status).toBe(409);
  });
});

describe('signing in with two-factor on', () => {
  it('asks for the second step after the password, then signs in with a code from the app', async () => {
    const { data, secret } = await withTwoFactor();
    const { browser, res } = await signInWithPassword(data.email, data.password);
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ twoFactorRequired: true });
    expect(browser.sessionCookie()).toBeUndefined();
    expect(await signedIn(browser)).toBe(false);

    const wrong = await verify(browser, 'totp', wrongTotpCode(secret));
    expect(wrong.status).toBe(400);
    expect((await errorJson(wrong)).error.fields).toEqual({ code: [TWO_FACTOR_MESSAGES.wrongCode] });
    expect(await signedIn(browser)).toBe(false);

    const right = await verify(browser, 'totp', totpCode(secret));
    expect(right.status).toBe(200);
    expect((await okJson(right)).user?.email).toBe(data.email);
    expect(await signedIn(browser)).toBe(true);

    const [user] = await t.database.db.select().from(users).where(eq(users.email, data.email));
    const events = await eventTypes(user!.id);
    expect(events).toContainEqual(
      expect.objectContaining({
        type: 'failed_login_attempt',
        metadata: expect.objectContaining({ reason: 'wrong_two_factor_code' }),
      }),
    );
    expect(events).toContainEqual(
      expect.objectContaining({
        type: 'successful_login',
        metadata: expect.objectContaining({ login_method: 'email_password_totp' }),
      }),
    );
    // Its own log tells it plainly.
    const log = await okJson(await browser.api.account['security-events'].$get({ query: {} }));
    expect(log.events.map((e) => e.summary)).toContain('Signed in with password and authenticator code');
    expect(log.events.map((e) => e.summary)).toContain('Two-factor sign-in turned on');
  });

  it('a code without the password first is refused; the challenge is only for the browser that gave it', async () => {
    const { data, secret } = await withTwoFactor();
    const stranger = new TestClient(t);
    const res = await verify(stranger, 'totp', totpCode(secret));
    expect(res.status).toBe(401);
    expect((await errorJson(res)).error.code).toBe('two_factor_expired');
    expect(await signedIn(stranger)).toBe(false);
    // The wrong password still answers as before, not with the second step.
    expect((await signInWithPassword(data.email, 'Wr0ng!Pass')).res.status).toBe(401);
  });

  it('a recovery code signs in once, and is then used up', async () => {
    const { data, recoveryCodes } = await withTwoFactor();
    const first = await signInWithPassword(data.email, data.password);
    expect(first.res.status).toBe(202);
    const ok = await verify(first.browser, 'recovery', ` ${recoveryCodes[3]!} `);
    expect(ok.status).toBe(200);
    expect(await signedIn(first.browser)).toBe(true);
    expect(await okJson(await first.browser.api.account['two-factor'].$get())).toEqual({
      enabled: true,
      recoveryCodesLeft: 9,
    });

    const second = await signInWithPassword(data.email, data.password);
    const reused = await verify(second.browser, 'recovery', recoveryCodes[3]!);
    expect(reused.status).toBe(400);
    expect((await errorJson(reused)).error.fields).toEqual({ code: [TWO_FACTOR_MESSAGES.wrongRecoveryCode] });
    expect(await signedIn(second.browser)).toBe(false);
    expect((await verify(second.browser, 'recovery', recoveryCodes[4]!)).status).toBe(200);

    const [user] = await t.database.db.select().from(users).where(eq(users.email, data.email));
    const used = (await eventTypes(user!.id)).filter((e) => e.type === 'recovery_code_used');
    expect(used).toHaveLength(2);
  });

  it('limits the tries: five wrong codes end the challenge, and the account is held after more', async () => {
    const { data, secret } = await withTwoFactor();
    const { browser } = await signInWithPassword(data.email, data.password, '198.51.100.31');
    const wrong = wrongTotpCode(secret);
    for (let i = 0; i < 5; i++) expect((await verify(browser, 'totp', wrong)).status).toBe(400);
    // The sixth try ends this sign-in: the password is needed again, even with a right code.
    const ended = await verify(browser, 'totp', totpCode(secret));
    expect(ended.status).toBe(401);
    expect(await signedIn(browser)).toBe(false);

    // Per account across sign-ins (our limit): ten codes in 15 minutes, then 429 with Retry-After.
    const again = await signInWithPassword(data.email, data.password, '198.51.100.32');
    for (let i = 0; i < 4; i++) expect((await verify(again.browser, 'totp', wrong)).status).toBe(400);
    const held = await verify(again.browser, 'totp', totpCode(secret));
    expect(held.status).toBe(429);
    expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await signedIn(again.browser)).toBe(false);
  });
});

describe('turning it off and new recovery codes', () => {
  it('new recovery codes need the password; the old ones stop working', async () => {
    const { client, data, recoveryCodes } = await withTwoFactor();
    const wrong = await client.api.account['two-factor']['recovery-codes'].$post({
      json: { currentPassword: 'Wr0ng!Pass' },
    });
    expect(wrong.status).toBe(400);
    const res = await client.api.account['two-factor']['recovery-codes'].$post({
      json: { currentPassword: data.password },
    });
    expect(res.status).toBe(200);
    const fresh = (await okJson(res)).recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(recoveryCodes[0]);

    const { browser } = await signInWithPassword(data.email, data.password);
    expect((await verify(browser, 'recovery', recoveryCodes[0]!)).status).toBe(400);
    expect((await verify(browser, 'recovery', fresh[0]!)).status).toBe(200);
  });

  it('turning off needs the password, keeps this session, and sign-in needs only the password again', async () => {
    const { client, data } = await withTwoFactor();
    const wrong = await client.api.account['two-factor'].disable.$post({ json: { currentPassword: 'Wr0ng!Pass' } });
    expect(wrong.status).toBe(400);
    expect((await errorJson(wrong)).error.fields).toEqual({ currentPassword: [ACCOUNT_MESSAGES.wrongPassword] });
    expect((await signInWithPassword(data.email, data.password)).res.status).toBe(202);

    const off = await client.api.account['two-factor'].disable.$post({ json: { currentPassword: data.password } });
    expect(off.status).toBe(204);
    expect(await signedIn(client)).toBe(true);
    expect(await okJson(await client.api.account['two-factor'].$get())).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
    });
    expect((await signInWithPassword(data.email, data.password)).res.status).toBe(200);

    const [user] = await t.database.db.select().from(users).where(eq(users.email, data.email));
    expect(await t.database.db.select().from(twoFactors).where(eq(twoFactors.userId, user!.id))).toEqual([]);
    expect((await eventTypes(user!.id)).map((e) => e.type)).toContain('two_factor_disabled');
    expect(
      (await client.api.account['two-factor'].disable.$post({ json: { currentPassword: data.password } })).status,
    ).toBe(409);
  });

  it('needs a session', async () => {
    const anonymous = new TestClient(t);
    expect((await anonymous.api.account['two-factor'].$get()).status).toBe(401);
    expect((await anonymous.api.account['two-factor'].enable.$post({ json: { currentPassword: 'x' } })).status).toBe(
      401,
    );
  });
});

describe('administrators (the admin page)', () => {
  it('shows who has it on, and can require it: an administrator without it gets 403 until they turn it on', async () => {
    const deputy = await signedInWithProfile(t, { email: DEPUTY });
    // Turning the requirement on needs one's own first (or the page would lock its administrator out).
    const early = await deputy.client.api.admin['two-factor'].$put({ json: { required: true } });
    expect(early.status).toBe(400);
    expect((await errorJson(early)).error.fields).toEqual({ required: [TWO_FACTOR_MESSAGES.adminRequiresOwn] });

    const boss = await withTwoFactor(BOSS);
    const on = await boss.client.api.admin['two-factor'].$put({ json: { required: true } });
    expect(on.status).toBe(200);
    try {
      expect((await okJson(await boss.client.api.admin.instance.$get())).requireAdminTwoFactor).toBe(true);
      const list = await okJson(await boss.client.api.admin.users.$get({ query: { q: '-2fa@' } }));
      expect(list.users.map((u) => [u.email, u.twoFactor])).toEqual([
        [BOSS, true],
        [DEPUTY, false],
      ]);
      const audit = await okJson(await boss.client.api.admin.audit.$get({ query: {} }));
      expect(audit.entries[0]).toMatchObject({ actor: BOSS, action: 'admin_two_factor', details: { required: true } });

      // The deputy is held back on every admin route, with a clear message.
      const held = await deputy.client.api.admin.instance.$get();
      expect(held.status).toBe(403);
      expect((await errorJson(held)).error).toMatchObject({
        code: 'two_factor_required',
        message: TWO_FACTOR_MESSAGES.adminRequired,
      });
      expect((await deputy.client.api.admin.users.$get({ query: {} })).status).toBe(403);
      // Anyone else still gets the 404 of a route that does not exist.
      const member = await signedInWithProfile(t);
      expect((await member.client.api.admin.instance.$get()).status).toBe(404);

      const setup = await okJson(
        await deputy.client.api.account['two-factor'].enable.$post({
          json: { currentPassword: deputy.data.password },
        }),
      );
      expect(
        (await deputy.client.api.account['two-factor'].confirm.$post({ json: { code: totpCode(setup.secret) } }))
          .status,
      ).toBe(200);
      expect((await deputy.client.api.admin.instance.$get()).status).toBe(200);
    } finally {
      expect((await boss.client.api.admin['two-factor'].$put({ json: { required: false } })).status).toBe(200);
    }
  });
});
