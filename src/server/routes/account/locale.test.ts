/**
 * The member's language (issue 43, decision 0333): users.locale (migration 0030), given at
 * sign-up from the hf_locale cookie or Accept-Language, changed with PUT /api/account/locale,
 * and told to the device with the hf_locale cookie at every sign-in.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALE_MESSAGES } from '@shared/i18n/schemas';
import { users } from '../../db/schema';
import { rowsOf } from '../../db/sql-helpers';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test/app';
import { signedInWithProfile, signUpAndVerify, TestClient, uniqueSignUp } from '../../test/client';
import { startOidcProvider, type TestOidcProvider } from '../../test/oidc';
import { expectRefusedWithoutWrite } from '../../test/snapshot';
import { totpCode } from '../../test/totp';
import { SoftPasskey } from '../../test/webauthn';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ mail: true });
});
afterAll(async () => {
  await t?.close();
});

const localeOf = async (email: string) =>
  (await t.database.db.select({ locale: users.locale }).from(users).where(eq(users.email, email)))[0]?.locale;

/** The hf_locale Set-Cookie line of a response, if any. */
const localeSetCookie = (res: Response) => res.headers.getSetCookie().find((line) => line.startsWith('hf_locale='));

/** A Set-Cookie line's attributes, lower-cased names: order does not matter to a browser. */
const attributes = (line: string) => {
  const [pair, ...attrs] = line.split(';').map((p) => p.trim());
  return { pair, attrs: new Set(attrs.map((a) => a.replace(/^[^=]+/, (n) => n.toLowerCase()))) };
};

async function signUp(headers: Record<string, string>, cookie?: string) {
  const data = uniqueSignUp();
  const client = new TestClient(t);
  if (cookie) client.cookies.set('hf_locale', cookie);
  const res = await client.request('/api/account/sign-up', { method: 'POST', json: data, headers });
  expect(res.status).toBe(201);
  return data;
}

describe('users.locale (migration 0030)', () => {
  it('defaults to en and refuses a locale we do not speak', async () => {
    const db = t.database.db;
    const [column] = rowsOf<{ column_default: string; is_nullable: string }>(
      await db.execute(
        sql`select column_default, is_nullable from information_schema.columns where table_name = 'users' and column_name = 'locale'`,
      ),
    );
    expect(column).toMatchObject({ column_default: "'en'::text", is_nullable: 'NO' });
    const data = await signUp({});
    await expect(db.execute(sql`update users set locale = 'fr' where email = ${data.email}`)).rejects.toMatchObject({
      cause: { constraint: 'users_locale_valid' },
    });
    await db.execute(sql`update users set locale = 'en-x-plain' where email = ${data.email}`);
    expect(await localeOf(data.email)).toBe('en-x-plain');
  });
});

describe('a new account speaks the language of the request that created it', () => {
  it('takes the hf_locale cookie first', async () => {
    const data = await signUp({ 'accept-language': 'de-DE,de;q=0.9' }, 'es');
    expect(await localeOf(data.email)).toBe('es');
  });

  it('takes the plain English only when chosen (the cookie)', async () => {
    const data = await signUp({ 'accept-language': 'de' }, 'en-x-plain');
    expect(await localeOf(data.email)).toBe('en-x-plain');
  });

  it('else negotiates Accept-Language (de-AT is German), ignoring a cookie naming no locale', async () => {
    const data = await signUp({ 'accept-language': 'fr-FR, de-AT;q=0.8, en;q=0.5' }, 'fr');
    expect(await localeOf(data.email)).toBe('de');
    const spanish = await signUp({ 'accept-language': 'es-MX' });
    expect(await localeOf(spanish.email)).toBe('es');
  });

  it('else English', async () => {
    const data = await signUp({});
    expect(await localeOf(data.email)).toBe('en');
    const french = await signUp({ 'accept-language': 'fr-CA, fr' });
    expect(await localeOf(french.email)).toBe('en');
  });

  it('cannot be set through the sign-up body', async () => {
    const client = new TestClient(t);
    const res = await client.post('/api/account/sign-up', { ...uniqueSignUp(), locale: 'de' });
    expect(res.status).toBe(400);
  });
});

describe('PUT /api/account/locale', () => {
  it('saves the caller’s language only, answers it, sets the cookie and the session says it', async () => {
    const { client, data } = await signUpAndVerify(t);
    const other = await signUpAndVerify(t);
    const res = await client.request('/api/account/locale', { method: 'PUT', json: { locale: 'de' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ locale: 'de' });
    expect(localeSetCookie(res)).toBe('hf_locale=de; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(await localeOf(data.email)).toBe('de');
    expect(await localeOf(other.data.email)).toBe('en');
    const session = await (await client.api.account.session.$get()).json();
    expect(session.user?.locale).toBe('de');

    const plain = await client.request('/api/account/locale', { method: 'PUT', json: { locale: 'en-x-plain' } });
    expect(plain.status).toBe(200);
    expect(await localeOf(data.email)).toBe('en-x-plain');
    expect((await (await client.api.account.session.$get()).json()).user?.locale).toBe('en-x-plain');
    // The member's data export holds it.
    const exported = (await (await client.request('/api/me/export')).json()) as { account: { locale: string } };
    expect(exported.account.locale).toBe('en-x-plain');
  });

  it.each([[{ locale: 'fr' }], [{ locale: 'DE' }], [{}], [{ locale: 'de', extra: 1 }], [{ locale: null }]])(
    'refuses %j with a field message and writes nothing',
    async (body) => {
      const { client, data } = await signUpAndVerify(t);
      const refused = await expectRefusedWithoutWrite(
        t.database,
        () => client.request('/api/account/locale', { method: 'PUT', json: body }),
        400,
        { except: ['rate_limits', 'sessions'] },
      );
      if ('locale' in body && body.locale !== 'de')
        expect(refused.error.fields?.locale).toContain(LOCALE_MESSAGES.invalid);
      expect(await localeOf(data.email)).toBe('en');
    },
  );

  it('answers 401 signed out, setting no cookie', async () => {
    const res = await expectRefusedWithoutWrite(
      t.database,
      async () => {
        const r = await new TestClient(t).request('/api/account/locale', { method: 'PUT', json: { locale: 'de' } });
        expect(localeSetCookie(r)).toBeUndefined();
        return r;
      },
      401,
      { except: ['rate_limits'] },
    );
    expect(res.error.code).toBeDefined();
  });
});

describe('every sign-in tells the device the stored language', () => {
  it('the emailed link and a password sign-in set hf_locale to the stored locale', async () => {
    const { client, data, verifyResponse } = await signUpAndVerify(t);
    // Signed up in English: the link's sign-in says so.
    expect(attributes(localeSetCookie(verifyResponse)!).pair).toBe('hf_locale=en');
    await client.request('/api/account/locale', { method: 'PUT', json: { locale: 'es' } });

    // A new device (its cookie says German, its browser English) is told Spanish.
    const device = new TestClient(t);
    device.cookies.set('hf_locale', 'de');
    const res = await device.request('/api/account/sign-in', {
      method: 'POST',
      json: { email: data.email, password: data.password },
      headers: { 'accept-language': 'en-US' },
    });
    expect(res.status).toBe(200);
    expect(localeSetCookie(res)).toBe('hf_locale=es; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(device.cookies.get('hf_locale')).toBe('es');
    expect((await res.json()).user?.locale).toBe('es');
  });

  it('with two-factor on: not after the password, but after the code', async () => {
    const { client, data } = await signedInWithProfile(t);
    const setup = await client.request('/api/account/two-factor/enable', {
      method: 'POST',
      json: { currentPassword: data.password },
    });
    const { secret } = (await setup.json()) as { secret: string };
    const confirm = await client.request('/api/account/two-factor/confirm', {
      method: 'POST',
      json: { code: totpCode(secret) },
    });
    expect(confirm.status).toBe(200);
    await client.request('/api/account/locale', { method: 'PUT', json: { locale: 'de' } });

    const device = new TestClient(t);
    const first = await device.request('/api/account/sign-in', {
      method: 'POST',
      json: { email: data.email, password: data.password },
    });
    expect(first.status).toBe(202);
    expect(localeSetCookie(first)).toBeUndefined();
    const second = await device.request('/api/account/two-factor/verify', {
      method: 'POST',
      json: { method: 'totp', code: totpCode(secret) },
    });
    expect(second.status).toBe(200);
    expect(attributes(localeSetCookie(second)!).pair).toBe('hf_locale=de');
  });

  it('a passkey sign-in', async () => {
    const { client, data } = await signedInWithProfile(t);
    const key = new SoftPasskey(TEST_PUBLIC_URL);
    const start = await client.request('/api/account/passkeys/registration-options', {
      method: 'POST',
      json: { currentPassword: data.password },
    });
    const registered = await client.request('/api/account/passkeys', {
      method: 'POST',
      json: {
        name: 'Phone',
        response: key.register((await start.json()) as { challenge: string; rp: { id: string } }),
      },
    });
    expect(registered.status).toBe(201);
    await client.request('/api/account/locale', { method: 'PUT', json: { locale: 'es' } });

    const device = new TestClient(t);
    const options = await device.request('/api/account/passkeys/sign-in-options', { method: 'POST' });
    const res = await device.request('/api/account/passkeys/sign-in', {
      method: 'POST',
      json: { response: key.authenticate((await options.json()) as { challenge: string }) },
    });
    expect(res.status).toBe(200);
    expect(attributes(localeSetCookie(res)!).pair).toBe('hf_locale=es');
  });

  it('a wrong password sets no cookie', async () => {
    const { data } = await signUpAndVerify(t);
    const res = await new TestClient(t).request('/api/account/sign-in', {
      method: 'POST',
      json: { email: data.email, password: 'Wr0ng!Pass' },
    });
    expect(res.status).toBe(401);
    expect(localeSetCookie(res)).toBeUndefined();
  });
});

describe('a provider’s first sign-in (Google)', () => {
  let oidc: TestOidcProvider;
  let g: TestApp;
  beforeAll(async () => {
    oidc = await startOidcProvider();
    g = await createTestApp({ env: { ...oidc.env, PUBLIC_URL: 'https://holdfast.example' } });
  });
  afterAll(async () => {
    await g?.close();
    await oidc?.close();
  });

  async function roundTrip(client: TestClient, headers: Record<string, string>) {
    const start = await client.request('/api/account/google', { method: 'POST', json: { intent: 'sign-in' }, headers });
    const { url } = (await start.json()) as { url: string };
    const approved = await fetch(url, { redirect: 'manual' });
    const back = new URL(approved.headers.get('location')!);
    return client.request(back.pathname + back.search, { headers });
  }

  it('creates the account in the browser’s language and sets the cookie (Secure on https)', async () => {
    oidc.setIdentity({ sub: 'g-lena', email: 'lena.locale@example.com', name: 'Lena Berg', given_name: 'Lena' });
    const client = new TestClient(g);
    const res = await roundTrip(client, { 'accept-language': 'de-AT,de;q=0.9,en;q=0.5' });
    expect(res.status).toBe(302);
    const [row] = await g.database.db
      .select({ locale: users.locale })
      .from(users)
      .where(eq(users.email, 'lena.locale@example.com'));
    expect(row?.locale).toBe('de');
    expect(localeSetCookie(res)).toBe('hf_locale=de; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
  });

  it('takes the hf_locale cookie over Accept-Language', async () => {
    oidc.setIdentity({ sub: 'g-lucia', email: 'lucia.locale@example.com', name: 'Lucía Paz', given_name: 'Lucía' });
    const client = new TestClient(g);
    client.cookies.set('hf_locale', 'es');
    const res = await roundTrip(client, { 'accept-language': 'de' });
    expect(res.status).toBe(302);
    const [row] = await g.database.db
      .select({ locale: users.locale })
      .from(users)
      .where(eq(users.email, 'lucia.locale@example.com'));
    expect(row?.locale).toBe('es');
    expect(attributes(localeSetCookie(res)!).pair).toBe('hf_locale=es');
  });
});

describe('a new profile’s units follow the account’s language (decision 0344)', () => {
  it('metric for a German account, US customary for English and Spanish; the units setting wins after', async () => {
    const unitsOf = async (client: TestClient) =>
      ((await (await client.request('/api/readiness', { method: 'GET' })).json()) as { units: string }).units;
    const created = [];
    for (const locale of ['de', 'es', 'en'] as const) {
      const { client, data } = await signUpAndVerify(t);
      expect((await client.request('/api/account/locale', { method: 'PUT', json: { locale } })).status).toBe(200);
      const res = await client.request('/api/profile', {
        method: 'POST',
        json: {
          firstName: data.firstName,
          lastName: data.lastName,
          username: data.username,
          dateOfBirth: data.dateOfBirth,
        },
      });
      expect(res.status).toBe(201);
      created.push({ locale, client, units: await unitsOf(client) });
    }
    expect(created.map((c) => [c.locale, c.units])).toEqual([
      ['de', 'metric'],
      ['es', 'us'],
      ['en', 'us'],
    ]);
    const german = created[0]!.client;
    expect((await german.request('/api/readiness/units', { method: 'PUT', json: { units: 'us' } })).status).toBe(200);
    expect(await unitsOf(german)).toBe('us');
  });
});
