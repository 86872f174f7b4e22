/**
 * Administrators and who may sign up (issue 39, decision 284), over the real API on real
 * PostgreSQL with a real SMTP receiver: the sign-up policies, administrators' invitations,
 * disabled accounts (their open streams end), the verified-email gate with mail on, the admin
 * routes' 404 to everyone else, and the `npm run admin` commands' functions.
 */
import { spawnSync } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNUP_MESSAGES } from '@shared/auth/signup-policy';
import { API_ERROR_CODES } from '@shared/errors';
import { adminAudit, users } from '../../db/schema';
import { AdminUsageError, parseAdminArgs, runAdminCommand } from '../../services/admin/commands';
import { createTestApp, type TestApp } from '../../test/app';
import { errorJson, okJson, signedInWithProfile, signUpAndVerify, TestClient, uniqueSignUp } from '../../test/client';
import { inviteByEmail } from '../../test/households';
import { linkIn } from '../../test/smtp';
import { readSse, type SseReader } from '../../test/sse';

const ADMIN_EMAIL = 'chief@example.com';
let t: TestApp;
let admin: TestClient;
const streams: SseReader[] = [];

beforeAll(async () => {
  t = await createTestApp({
    mail: true,
    env: { ADMIN_EMAILS: `Other@example.com, ${ADMIN_EMAIL}`, RATE_LIMIT_SCALE: '100' },
  });
  admin = (await signedInWithProfile(t, { email: ADMIN_EMAIL })).client;
}, 60_000);
afterAll(async () => {
  streams.forEach((s) => s.close());
  await t.close();
});

const setPolicy = async (policy: 'open' | 'invite' | 'closed' | null) =>
  expect((await admin.api.admin['signup-policy'].$put({ json: { policy } })).status).toBe(200);
const signUp = (client: TestClient, data: ReturnType<typeof uniqueSignUp>) =>
  client.api.account['sign-up'].$post({ json: data });
const userIdOf = async (email: string) =>
  (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id;

describe('sign-up policy', () => {
  it('closed: a stranger is refused with a clear 403; an administrator invitation lets them in', async () => {
    await setPolicy('closed');
    const stranger = new TestClient(t);
    const data = uniqueSignUp();
    const refused = await signUp(stranger, data);
    expect(refused.status).toBe(403);
    const body = await errorJson(refused);
    expect(body.error).toMatchObject({ code: API_ERROR_CODES.signupClosed, message: SIGNUP_MESSAGES.closed });
    expect(await userIdOf(data.email)).toBeUndefined();

    // The public configuration tells the web app, which shows how to get in instead of the form.
    const config = (await (await stranger.get('/api/config')).json()) as { signups: string };
    expect(config.signups).toBe('closed');

    expect((await admin.api.admin.invitations.$post({ json: { email: data.email } })).status).toBe(201);
    const mail = await t.smtp!.waitFor((m) => m.to.includes(data.email) && /invited/i.test(m.subject));
    const link = linkIn(mail, `${t.env.PUBLIC_URL}/invited/`);
    const token = decodeURIComponent(new URL(link).pathname.split('/').at(-1)!);

    // Another address cannot use it, nor a made-up token.
    const other = uniqueSignUp();
    expect((await signUp(new TestClient(t), { ...other, invitation: token })).status).toBe(403);
    expect((await signUp(stranger, { ...data, invitation: 'not-a-token' })).status).toBe(403);

    expect((await signUp(stranger, { ...data, invitation: token })).status).toBe(201);
    expect(await userIdOf(data.email)).toBeDefined();
    // Used once: the same link cannot create a second account after this one is deleted.
    const [audit] = await t.database.db.select().from(adminAudit).where(eq(adminAudit.targetEmail, data.email));
    expect(audit).toMatchObject({ action: 'invite', actor: ADMIN_EMAIL });
  });

  it('invite: only through a household invitation (or an administrator one)', async () => {
    await setPolicy('invite');
    const data = uniqueSignUp();
    const refused = await signUp(new TestClient(t), data);
    expect(refused.status).toBe(403);
    expect((await errorJson(refused)).error.message).toBe(SIGNUP_MESSAGES.invite);

    const { token } = await inviteByEmail(t, admin, data.email, 'viewer');
    expect((await signUp(new TestClient(t), { ...data, invitation: token })).status).toBe(201);
  });

  it('closed refuses a household invitation; open lets anyone in; null goes back to SIGNUPS', async () => {
    await setPolicy('closed');
    const data = uniqueSignUp();
    const { token } = await inviteByEmail(t, admin, data.email, 'viewer');
    expect((await signUp(new TestClient(t), { ...data, invitation: token })).status).toBe(403);
    await setPolicy(null);
    const res = await admin.api.admin.instance.$get();
    expect(res.status).toBe(200);
    const instance = await okJson(res);
    expect(instance.signups).toEqual({ policy: 'open', fromEnv: true, envDefault: 'open' });
    expect((await signUp(new TestClient(t), data)).status).toBe(201);
  });

  it('refuses a policy that is not one', async () => {
    const res = await admin.request('/api/admin/signup-policy', { method: 'PUT', json: { policy: 'sometimes' } });
    expect(res.status).toBe(400);
    expect((await errorJson(res)).error.fields?.policy).toBeDefined();
  });
});

describe('disabled accounts', () => {
  it('disabling ends the sessions and the open stream at once; sign-in then says it is disabled', async () => {
    const { client, data } = await signedInWithProfile(t);
    const abort = new AbortController();
    const res = await client.request('/api/realtime', { signal: abort.signal });
    expect(res.status).toBe(200);
    const stream = readSse(res, abort);
    streams.push(stream);
    await stream.next((e) => e.event === 'ready');

    const id = (await userIdOf(data.email))!;
    expect((await admin.api.admin.users[':id'].disable.$post({ param: { id } })).status).toBe(200);
    const ended = await Promise.race([
      stream.ended.then(() => true),
      new Promise<boolean>((r) => setTimeout(() => r(false), 3000)),
    ]);
    expect(ended).toBe(true);
    expect((await client.api.kits.$get({ query: {} })).status).toBe(401);

    const signIn = await new TestClient(t).api.account['sign-in'].$post({
      json: { email: data.email, password: data.password },
    });
    expect(signIn.status).toBe(403);
    expect((await errorJson(signIn)).error).toMatchObject({
      code: API_ERROR_CODES.accountDisabled,
      message: 'This account is disabled.',
    });
    // A wrong password still says only that it is wrong.
    const wrong = await new TestClient(t).api.account['sign-in'].$post({
      json: { email: data.email, password: 'Wr0ng!Password' },
    });
    expect(wrong.status).toBe(401);

    expect((await admin.api.admin.users[':id'].enable.$post({ param: { id } })).status).toBe(200);
    const again = await new TestClient(t).api.account['sign-in'].$post({
      json: { email: data.email, password: data.password },
    });
    expect(again.status).toBe(200);
  });

  it('an administrator cannot disable or delete their own account here', async () => {
    const id = (await userIdOf(ADMIN_EMAIL))!;
    expect((await admin.api.admin.users[':id'].disable.$post({ param: { id } })).status).toBe(409);
    expect((await admin.api.admin.users[':id'].$delete({ param: { id } })).status).toBe(409);
  });
});

describe('with mail on, an unconfirmed account reaches only its account routes', () => {
  it('answers 403 email_not_verified elsewhere until an administrator (or the link) confirms it', async () => {
    const data = uniqueSignUp();
    const client = new TestClient(t);
    expect((await signUp(client, data)).status).toBe(201);
    expect(
      (await client.api.account['sign-in'].$post({ json: { email: data.email, password: data.password } })).status,
    ).toBe(200);
    const blocked = await client.api.kits.$get({ query: {} });
    expect(blocked.status).toBe(403);
    expect((await errorJson(blocked)).error.code).toBe(API_ERROR_CODES.emailNotVerified);
    expect((await client.api.account.session.$get()).status).toBe(200);
    expect((await client.api.account['resend-verification'].$post()).status).toBe(202);

    const id = (await userIdOf(data.email))!;
    expect((await admin.api.admin.users[':id'].verify.$post({ param: { id } })).status).toBe(200);
    expect((await client.api.kits.$get({ query: {} })).status).toBe(200);
  });
});

describe('administrators', () => {
  it('ADMIN_EMAILS counts only a verified address; a granted account is one too', async () => {
    // Listed but not confirmed: not an administrator.
    const data = uniqueSignUp({ email: 'other@example.com' });
    const client = new TestClient(t);
    expect((await signUp(client, data)).status).toBe(201);
    await client.api.account['sign-in'].$post({ json: { email: data.email, password: data.password } });
    expect((await client.api.admin.instance.$get()).status).toBe(404);

    const { client: granted, data: g } = await signUpAndVerify(t);
    expect((await granted.api.admin.instance.$get()).status).toBe(404);
    expect((await okJson(await granted.api.account.session.$get())).admin).toBe(false);
    await runAdminCommand(t.database, t.env, 'grant', g.email);
    expect((await granted.api.admin.instance.$get()).status).toBe(200);
    // The session tells the web app, whose menu then offers the admin page.
    expect((await okJson(await granted.api.account.session.$get())).admin).toBe(true);
    await runAdminCommand(t.database, t.env, 'revoke', g.email);
    expect((await granted.api.admin.instance.$get()).status).toBe(404);
  });

  it('every /api/admin route answers 404 to a signed-in non-administrator and to a visitor', async () => {
    const { client } = await signUpAndVerify(t);
    const doc = (await (await client.get('/api/openapi.json')).json()) as { paths: Record<string, object> };
    const ops = Object.entries(doc.paths)
      .filter(([p]) => p.startsWith('/api/admin'))
      .flatMap(([p, methods]) => Object.keys(methods).map((m) => [m.toUpperCase(), p.replace('{id}', 'x')] as const));
    expect(ops.length).toBeGreaterThanOrEqual(11);
    for (const who of [client, new TestClient(t)]) {
      for (const [method, path] of ops) {
        const res = await who.request(path, { method, ...(method === 'GET' ? {} : { json: { email: 'a@b.co' } }) });
        expect(`${method} ${path} ${res.status}`).toBe(`${method} ${path} 404`);
      }
    }
  });

  it('lists accounts searched and paged by email, with the last sign-in and household', async () => {
    const tag = `pager${Date.now().toString(36)}`;
    for (let i = 0; i < 27; i++)
      await signUp(new TestClient(t), uniqueSignUp({ email: `${tag}${String(i).padStart(2, '0')}@example.com` }));
    const first = await okJson(await admin.api.admin.users.$get({ query: { q: tag } }));
    expect(first.users).toHaveLength(25);
    expect(first.users[0]!.email).toBe(`${tag}00@example.com`);
    expect(first.next).not.toBeNull();
    const second = await okJson(await admin.api.admin.users.$get({ query: { q: tag, cursor: first.next! } }));
    expect(second.users.map((u) => u.email)).toEqual([`${tag}25@example.com`, `${tag}26@example.com`]);
    expect(second.next).toBeNull();

    const me = await okJson(await admin.api.admin.users.$get({ query: { q: 'chief@' } }));
    expect(me.users[0]).toMatchObject({ email: ADMIN_EMAIL, admin: true, emailVerified: true, twoFactor: false });
    expect(me.users[0]?.lastSignInAt).not.toBeNull();
    // The household as data (its first owner's name and this account's role): the page words it.
    expect(me.users[0]?.household).toEqual({ owner: 'Sam Ranger', role: 'owner' });
    const bad = await admin.api.admin.users.$get({ query: { cursor: '!!' } });
    expect(bad.status).toBe(400);
  });

  it('deletes an account as its own deletion does, and logs who did what to whom', async () => {
    const { data } = await signedInWithProfile(t);
    const id = (await userIdOf(data.email))!;
    expect((await admin.api.admin.users[':id'].$delete({ param: { id } })).status).toBe(204);
    expect(await userIdOf(data.email)).toBeUndefined();
    expect((await admin.api.admin.users[':id'].$delete({ param: { id } })).status).toBe(404);

    const page = await okJson(await admin.api.admin.audit.$get({ query: {} }));
    expect(page.entries[0]).toMatchObject({ actor: ADMIN_EMAIL, action: 'delete', targetEmail: data.email });
  });

  it('sends a password reset and a test email, and shows the instance', async () => {
    const { data } = await signUpAndVerify(t);
    const id = (await userIdOf(data.email))!;
    expect((await admin.api.admin.users[':id']['password-reset'].$post({ param: { id } })).status).toBe(200);
    await t.smtp!.waitFor((m) => m.to.includes(data.email) && /reset/i.test(m.subject));
    expect((await admin.api.admin['test-email'].$post()).status).toBe(202);
    await t.smtp!.waitFor((m) => m.to.includes(ADMIN_EMAIL) && /test email/i.test(m.subject));

    const instance = await okJson(await admin.api.admin.instance.$get());
    // No DATABASE_URL in the test app's env: a real server would run its embedded PostgreSQL.
    expect(instance.database.kind).toBe('embedded');
    expect(instance.database.bytes).toBeGreaterThan(1_000_000);
    expect(instance.mailEnabled).toBe(true);
    expect(instance.uploads).toEqual({ storage: 'local', bytes: 0 });
  });
});

describe('npm run admin', () => {
  it('parses its arguments with clear errors', () => {
    expect(parseAdminArgs(['grant', 'A@Example.com'])).toEqual({ command: 'grant', email: 'a@example.com' });
    expect(parseAdminArgs(['list'])).toEqual({ command: 'list', email: null });
    expect(() => parseAdminArgs([])).toThrow(AdminUsageError);
    expect(() => parseAdminArgs(['promote', 'a@b.co'])).toThrow(/Unknown command "promote"/);
    expect(() => parseAdminArgs(['grant'])).toThrow(/needs one email address/);
  });

  it('verifies, prints a working reset link, disables, enables and lists; each audited as the command line', async () => {
    const data = uniqueSignUp();
    expect((await signUp(new TestClient(t), data)).status).toBe(201);
    expect(await runAdminCommand(t.database, t.env, 'verify', data.email)).toEqual([`${data.email} is confirmed.`]);

    const [, link] = await runAdminCommand(t.database, t.env, 'reset-password', data.email);
    const token = new URL(link!).searchParams.get('token')!;
    const reset = await new TestClient(t).api.account['reset-password'].$post({
      json: { token, password: 'N3w!Passw0rd', confirmPassword: 'N3w!Passw0rd' },
    });
    expect(reset.status).toBe(200);
    const client = new TestClient(t);
    expect(
      (await client.api.account['sign-in'].$post({ json: { email: data.email, password: 'N3w!Passw0rd' } })).status,
    ).toBe(200);
    // Used once.
    expect(
      (
        await new TestClient(t).api.account['reset-password'].$post({
          json: { token, password: 'An0ther!Pass', confirmPassword: 'An0ther!Pass' },
        })
      ).status,
    ).toBe(400);

    await runAdminCommand(t.database, t.env, 'disable', data.email);
    expect((await client.api.account.session.$get()).status).toBe(200);
    expect((await (await client.api.account.session.$get()).json()).user).toBeNull();
    const list = await runAdminCommand(t.database, t.env, 'list', null);
    expect(list.find((l) => l.startsWith(data.email))).toMatch(/confirmed {2}DISABLED/);
    expect(list.find((l) => l.startsWith(ADMIN_EMAIL))).toMatch(/administrator \(ADMIN_EMAILS\)/);
    await runAdminCommand(t.database, t.env, 'enable', data.email);

    const actions = await t.database.db
      .select({ action: adminAudit.action, actor: adminAudit.actor })
      .from(adminAudit)
      .where(eq(adminAudit.targetEmail, data.email));
    expect(actions.map((a) => a.action).sort()).toEqual(['disable', 'enable', 'reset_link', 'verify']);
    expect(new Set(actions.map((a) => a.actor))).toEqual(new Set(['command line']));

    await expect(runAdminCommand(t.database, t.env, 'grant', 'nobody@example.com')).rejects.toThrow(
      'No account has this email address.',
    );
  });

  it('runs as `npm run admin` against DATABASE_URL, with clear errors', async () => {
    const { data } = await signUpAndVerify(t);
    const run = (...args: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', ...args], {
        env: { ...process.env, DATABASE_URL: t.database.url!, NODE_ENV: 'test', LOG_LEVEL: 'silent' },
        encoding: 'utf8',
        timeout: 60_000,
      });
    const granted = run('grant', data.email);
    expect(granted.stderr).toBe('');
    expect(granted.stdout).toBe(`${data.email} is an administrator.\n`);
    expect(granted.status).toBe(0);
    const unknown = run('grant', 'nobody@example.com');
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toBe('Admin command failed: No account has this email address.\n');
    const usage = run('promote');
    expect(usage.status).toBe(2);
    expect(usage.stderr).toMatch(/Unknown command "promote"[\s\S]*Usage: npm run admin/);
  }, 120_000);
});
