import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ERROR_CODES } from '@shared/errors';
import { accounts, instanceSettings, securityEvents, sessions, users } from '../../db/schema';
import { runAdminCommand } from '../../services/admin/commands';
import { createTestApp, type TestApp } from '../../test/app';
import { errorJson, okJson, TestClient, uniqueSignUp } from '../../test/client';
import { startOidcProvider, type OidcIdentity, type TestOidcProvider } from '../../test/oidc';
import { ADMIN_PASSWORD_RESET_OFF } from '../admin/admin.handlers';

/**
 * Any OpenID Connect provider (decision 0287), against the real test provider the suite runs
 * (oauth2-mock-server, src/server/test/oidc.ts) configured with OIDC_ISSUER.
 */
let oidc: TestOidcProvider;
let t: TestApp;
beforeAll(async () => {
  oidc = await startOidcProvider();
  t = await createTestApp({ env: oidc.oidcEnv });
});
afterAll(async () => {
  await t?.close();
  await oidc?.close();
});

/** Start sign-in with the provider, let it approve as `identity`, and bring its redirect back to our callback. */
async function oidcRoundTrip(app: TestApp, client: TestClient, identity: OidcIdentity) {
  oidc.setIdentity(identity);
  const start = await client.api.account.oidc.$post({ json: { intent: 'sign-in' } });
  expect(start.status).toBe(200);
  const { url } = await okJson(start);
  const authorize = new URL(url);
  expect(authorize.origin).toBe(oidc.issuer);
  expect(authorize.searchParams.get('client_id')).toBe('holdfast-oidc-client');
  expect(authorize.searchParams.get('redirect_uri')).toBe(`${app.env.PUBLIC_URL}/api/auth/callback/oidc`);
  expect(authorize.searchParams.get('scope')?.split(' ').sort()).toEqual(['email', 'openid', 'profile']);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  const approved = await fetch(url, { redirect: 'manual' });
  expect(approved.status).toBe(302);
  const back = new URL(approved.headers.get('location')!);
  const res = await client.get(back.pathname + back.search);
  expect(res.status).toBe(302);
  const location = new URL(res.headers.get('location')!, app.env.PUBLIC_URL);
  expect(location.pathname).toBe('/auth/callback');
  return location.searchParams.get('error');
}

const sessionUser = async (client: TestClient) => (await okJson(await client.api.account.session.$get())).user;

/** A password account made through the API; `verified` as an administrator's `verify` would. */
async function passwordAccount(app: TestApp, verified: boolean) {
  const data = uniqueSignUp();
  const res = await new TestClient(app).api.account['sign-up'].$post({ json: data });
  expect(res.status).toBe(201);
  const [user] = await app.database.db
    .update(users)
    .set({ emailVerified: verified })
    .where(eq(users.email, data.email))
    .returning();
  return { data, user: user! };
}

const providerAccounts = (userId: string) =>
  t.database.db
    .select()
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'oidc')));

describe('sign-in with any OpenID Connect provider (OIDC_ISSUER)', () => {
  it('is advertised by the public config with its name, and its start route answers 404 when not configured', async () => {
    expect(await okJson(await new TestClient(t).api.config.$get())).toMatchObject({
      googleEnabled: false,
      oidcName: 'Authentik',
      passwordSignIn: true,
    });
    const plain = await createTestApp();
    try {
      expect(await okJson(await new TestClient(plain).api.config.$get())).toMatchObject({
        oidcName: null,
        passwordSignIn: true,
      });
      const res = await new TestClient(plain).api.account.oidc.$post({ json: { intent: 'sign-in' } });
      expect(res.status).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('creates a new account with the provider names, signs in, and logs "Signed in with Authentik"', async () => {
    const client = new TestClient(t);
    const error = await oidcRoundTrip(t, client, {
      sub: 'ak-ada',
      email: 'ada@oidc.example.com',
      name: 'Ada Lovelace',
      given_name: 'Ada',
      family_name: 'Lovelace',
    });
    expect(error).toBeNull();
    const user = await sessionUser(client);
    expect(user).toMatchObject({ email: 'ada@oidc.example.com', emailVerified: true, name: 'Ada Lovelace' });
    expect(user?.metadata).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
    expect(await providerAccounts(user!.id)).toHaveLength(1);

    const events = await t.database.db.select().from(securityEvents).where(eq(securityEvents.userId, user!.id));
    const login = events.find((e) => e.eventType === 'successful_login');
    expect(login?.description).toBe('Signed in with Authentik');
    expect(login?.metadata).toMatchObject({ login_method: 'oidc', provider_name: 'Authentik' });
    const log = await okJson(await client.api.account['security-events'].$get({ query: {} }));
    expect(log.events.map((e) => e.summary)).toContain('Signed in with Authentik');

    // Signing in again finds the same account by the provider's subject.
    const again = new TestClient(t);
    expect(await oidcRoundTrip(t, again, { sub: 'ak-ada', email: 'ada@oidc.example.com' })).toBeNull();
    expect((await sessionUser(again))?.id).toBe(user!.id);
  });

  it('links to an existing account with the same confirmed address when the provider says it is verified', async () => {
    const { data, user } = await passwordAccount(t, true);
    const client = new TestClient(t);
    expect(await oidcRoundTrip(t, client, { sub: 'ak-linked', email: data.email, email_verified: true })).toBeNull();
    expect((await sessionUser(client))?.id).toBe(user.id);
    expect(await providerAccounts(user.id)).toHaveLength(1);
    // The password still works beside it.
    const password = await new TestClient(t).api.account['sign-in'].$post({
      json: { email: data.email, password: data.password },
    });
    expect(password.status).toBe(200);
  });

  it('never lets an unverified provider address into an existing account', async () => {
    const { data, user } = await passwordAccount(t, true);
    const client = new TestClient(t);
    const error = await oidcRoundTrip(t, client, { sub: 'ak-intruder', email: data.email, email_verified: false });
    expect(error).toBe('account_not_linked');
    expect(client.sessionCookie()).toBeUndefined();
    expect(await sessionUser(client)).toBeNull();
    expect(await providerAccounts(user.id)).toEqual([]);
    const failures = await t.database.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.eventType, 'failed_oauth_login'));
    expect(failures.at(-1)?.metadata).toMatchObject({ provider: 'oidc', error: 'account_not_linked' });
    expect(failures.at(-1)?.description).toBe('Authentik sign-in failed: account_not_linked');
  });

  it('never links into an account whose own address was never confirmed, even with a verified provider address', async () => {
    // Someone may have signed up with another person's address and never confirmed it.
    const { data, user } = await passwordAccount(t, false);
    const client = new TestClient(t);
    const error = await oidcRoundTrip(t, client, { sub: 'ak-owner', email: data.email, email_verified: true });
    expect(error).toBe('account_not_linked');
    expect(await sessionUser(client)).toBeNull();
    expect(await providerAccounts(user.id)).toEqual([]);
  });

  it('an account without a password is deleted like a Google-only one: after a fresh sign-in with the provider', async () => {
    const client = new TestClient(t);
    expect(await oidcRoundTrip(t, client, { sub: 'ak-leaving', email: 'leaving@oidc.example.com' })).toBeNull();
    const profile = await client.api.profile.$post({
      json: { firstName: 'Lee', username: 'lee_leaving', dateOfBirth: '1985-05-05' },
    });
    expect(profile.status).toBe(201);
    expect(await okJson(await client.api.me['account-security'].$get())).toEqual({
      hasPassword: false,
      freshSignIn: true,
      providers: ['oidc'],
    });
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'leaving@oidc.example.com'));
    await t.database.db
      .update(sessions)
      .set({ createdAt: sql`now() - interval '10 minutes'` })
      .where(eq(sessions.userId, user!.id));
    t.app.services.sessionMemo.clear();
    const stale = await client.api.account.$delete({ json: { username: 'lee_leaving' } });
    expect(stale.status).toBe(403);
    expect((await errorJson(stale)).error.message).toBe('Sign in with Authentik again, then delete within 5 minutes');

    expect(await oidcRoundTrip(t, client, { sub: 'ak-leaving', email: 'leaving@oidc.example.com' })).toBeNull();
    const res = await client.api.account.$delete({ json: { username: 'lee_leaving' } });
    expect(res.status).toBe(204);
    expect(await t.database.db.select().from(users).where(eq(users.id, user!.id))).toEqual([]);
  });

  it('a new account through the provider obeys the sign-up policy (decision 284)', async () => {
    await t.database.db.insert(instanceSettings).values({ id: 1, signups: 'closed' });
    try {
      const client = new TestClient(t);
      const error = await oidcRoundTrip(t, client, { sub: 'ak-grace', email: 'grace@oidc.example.com' });
      expect(error?.toLowerCase()).toBe('signup_refused');
      expect(await t.database.db.select().from(users).where(eq(users.email, 'grace@oidc.example.com'))).toEqual([]);
    } finally {
      await t.database.db.delete(instanceSettings);
    }
  });
});

describe('OIDC_ONLY=1', () => {
  let only: TestApp;
  beforeAll(async () => {
    only = await createTestApp({ env: { ...oidc.oidcEnv, OIDC_ONLY: '1' } });
  });
  afterAll(async () => {
    await only?.close();
  });

  it('tells the web app, refuses password sign-up, sign-in and reset with 403, and signs in through the provider', async () => {
    const client = new TestClient(only);
    expect(await okJson(await client.api.config.$get())).toMatchObject({
      oidcName: 'Authentik',
      passwordSignIn: false,
    });

    const data = uniqueSignUp();
    const signUp = await client.api.account['sign-up'].$post({ json: data });
    expect(signUp.status).toBe(403);
    const refusal = await errorJson(signUp);
    expect(refusal.error.code).toBe(API_ERROR_CODES.passwordSignInOff);
    expect(refusal.error.message).toMatch(/Authentik/);
    expect(await only.database.db.select().from(users).where(eq(users.email, data.email))).toEqual([]);

    const signIn = await client.api.account['sign-in'].$post({ json: { email: data.email, password: data.password } });
    expect(signIn.status).toBe(403);
    expect((await errorJson(signIn)).error.code).toBe(API_ERROR_CODES.passwordSignInOff);
    const reset = await client.api.account['forgot-password'].$post({ json: { email: data.email } });
    expect(reset.status).toBe(403);

    expect(await oidcRoundTrip(only, client, { sub: 'ak-only', email: 'only@oidc.example.com' })).toBeNull();
    expect((await sessionUser(client))?.email).toBe('only@oidc.example.com');
  });

  it('refuses password sign-in even for an account that has a password', async () => {
    // Made before OIDC_ONLY was turned on: its password no longer opens it.
    const { data } = await passwordAccount(t, true);
    const res = await new TestClient(only).api.account['sign-in'].$post({
      json: { email: data.email, password: data.password },
    });
    expect(res.status).toBe(403);
  });

  it('refuses an administrator\'s "Send a password reset" with 403 and says why', async () => {
    const client = new TestClient(only);
    expect(await oidcRoundTrip(only, client, { sub: 'ak-boss', email: 'boss@oidc.example.com' })).toBeNull();
    await runAdminCommand(only.database, only.env, 'grant', 'boss@oidc.example.com');
    const me = (await sessionUser(client))!;
    const res = await client.request(`/api/admin/users/${me.id}/password-reset`, { method: 'POST' });
    expect(res.status).toBe(403);
    const body = await errorJson(res);
    expect(body.error).toMatchObject({ code: API_ERROR_CODES.passwordSignInOff, message: ADMIN_PASSWORD_RESET_OFF });
  });
});
