import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminInvitations, instanceSettings, securityEvents, users } from '../../db/schema';
import { COMMAND_LINE_ACTOR } from '../../services/admin/audit';
import { createAdminInvitation } from '../../services/admin/signup-policy';
import { createTestApp, type TestApp } from '../../test/app';
import { okJson, TestClient } from '../../test/client';
import { startOidcProvider, type TestOidcProvider } from '../../test/oidc';

let oidc: TestOidcProvider;
let t: TestApp;
beforeAll(async () => {
  oidc = await startOidcProvider();
  t = await createTestApp({ env: oidc.env });
});
afterAll(async () => {
  await t?.close();
  await oidc?.close();
});

/** Start sign-in, let the provider approve, and bring its redirect back to our callback. */
async function googleRoundTrip(client: TestClient) {
  const start = await client.api.account.google.$post({ json: { intent: 'sign-in' } });
  expect(start.status).toBe(200);
  const { url } = await okJson(start);
  const authorize = new URL(url);
  expect(authorize.origin).toBe(oidc.issuer);
  expect(authorize.searchParams.get('access_type')).toBe('offline');
  expect(authorize.searchParams.get('prompt')).toBe('consent');
  expect(authorize.searchParams.get('redirect_uri')).toBe(`${t.env.PUBLIC_URL}/api/auth/callback/google`);
  const approved = await fetch(url, { redirect: 'manual' });
  expect(approved.status).toBe(302);
  const back = new URL(approved.headers.get('location')!);
  return client.get(back.pathname + back.search);
}

describe('Google sign-in through OpenID Connect', () => {
  it('is advertised by the public config only when configured (with the affiliate tag, if any)', async () => {
    expect(await (await new TestClient(t).api.config.$get()).json()).toEqual({
      googleEnabled: true,
      oidcName: null,
      passwordSignIn: true,
      affiliateTag: null,
      mailEnabled: false,
      signups: 'open',
    });
    const plain = await createTestApp({ env: { AFFILIATE_TAG: 'holdfast-20' } });
    try {
      expect(await (await new TestClient(plain).api.config.$get()).json()).toEqual({
        googleEnabled: false,
        oidcName: null,
        passwordSignIn: true,
        affiliateTag: 'holdfast-20',
        mailEnabled: false,
        signups: 'open',
      });
      const res = await new TestClient(plain).api.account.google.$post({ json: { intent: 'sign-in' } });
      expect(res.status).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('creates the account with the provider names and signs in on /auth/callback', async () => {
    oidc.setIdentity({
      sub: 'g-ada',
      email: 'ada.lovelace@example.com',
      name: 'Ada King Lovelace',
      given_name: 'Ada',
      family_name: 'Lovelace',
    });
    const client = new TestClient(t);
    const res = await googleRoundTrip(client);
    expect(res.status).toBe(302);
    expect(new URL(res.headers.get('location')!, t.env.PUBLIC_URL).pathname).toBe('/auth/callback');
    expect(client.sessionCookie()).toBeDefined();

    const session = await (await client.api.account.session.$get()).json();
    expect(session.user).toMatchObject({
      email: 'ada.lovelace@example.com',
      emailVerified: true,
      name: 'Ada King Lovelace',
    });
    expect(session.user?.metadata).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      fullName: 'Ada King Lovelace',
    });
    expect(session.profile).toBeNull();

    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'ada.lovelace@example.com'));
    const events = await t.database.db.select().from(securityEvents).where(eq(securityEvents.userId, user!.id));
    expect(events.find((e) => e.eventType === 'successful_login')?.metadata).toMatchObject({ login_method: 'google' });
    expect(events.some((e) => e.eventType === 'session_started')).toBe(true);
  });

  it('a failed provider round trip lands on /auth/callback?error=… and logs failed_oauth_login', async () => {
    const client = new TestClient(t);
    const start = await client.api.account.google.$post({ json: { intent: 'sign-in' } });
    const state = new URL((await okJson(start)).url).searchParams.get('state');
    const res = await client.get(`/api/auth/callback/google?error=access_denied&state=${state}`);
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location')!, t.env.PUBLIC_URL);
    expect(location.pathname).toBe('/auth/callback');
    expect(location.searchParams.get('error')).toBeTruthy();
    const failures = await t.database.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.eventType, 'failed_oauth_login'));
    expect(failures.length).toBeGreaterThan(0);
    expect(failures.at(-1)!.metadata).toMatchObject({ provider: 'google' });
  });
});

describe('a new account through Google obeys the sign-up policy (decision 284)', () => {
  it('is refused while sign-up is closed, and let in by an administrator invitation to its address', async () => {
    await t.database.db.insert(instanceSettings).values({ id: 1, signups: 'closed' });
    try {
      oidc.setIdentity({ sub: 'g-grace', email: 'grace.hopper@example.com', name: 'Grace Hopper' });
      const refused = await googleRoundTrip(new TestClient(t));
      expect(refused.status).toBe(302);
      const location = new URL(refused.headers.get('location')!, t.env.PUBLIC_URL);
      expect(location.pathname).toBe('/auth/callback');
      expect(location.searchParams.get('error')?.toLowerCase()).toBe('signup_refused');
      expect(await t.database.db.select().from(users).where(eq(users.email, 'grace.hopper@example.com'))).toEqual([]);

      await t.database.db.transaction((tx) =>
        createAdminInvitation(tx, COMMAND_LINE_ACTOR, 'grace.hopper@example.com', new Date()),
      );
      const client = new TestClient(t);
      const allowed = await googleRoundTrip(client);
      expect(new URL(allowed.headers.get('location')!, t.env.PUBLIC_URL).searchParams.get('error')).toBeNull();
      expect((await okJson(await client.api.account.session.$get())).user?.email).toBe('grace.hopper@example.com');
      // The invitation is used.
      const [invitation] = await t.database.db.select().from(adminInvitations);
      expect(invitation?.acceptedAt).not.toBeNull();
    } finally {
      await t.database.db.delete(instanceSettings);
    }
  });
});
