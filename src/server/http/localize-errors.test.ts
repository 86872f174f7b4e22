/**
 * The API answers in the reader's language (decision 0353): the signed-in user's stored locale,
 * else the hf_locale cookie, else Accept-Language; English word for word otherwise. `code` never
 * changes. Real PostgreSQL, the real app.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@shared/account/messages';
import { MESSAGES } from '@shared/auth/rules';
import { apiErrorSchema } from '@shared/errors';
import { pseudoText } from '@shared/i18n/pseudo';
import { createTestApp, type TestApp } from '../test/app';
import { signUpAndVerify, TestClient, uniqueSignUp } from '../test/client';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ mail: true });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const errorOf = async (res: Response) => apiErrorSchema.parse(await res.json()).error;

async function wrongPassword(client: TestClient, headers: Record<string, string> = {}) {
  const data = uniqueSignUp();
  await new TestClient(t).request('/api/account/sign-up', { method: 'POST', json: data });
  return client.request('/api/account/sign-in', {
    method: 'POST',
    json: { email: data.email, password: 'Wrong!Pass9' },
    headers,
  });
}

describe('a signed-out reader (sign-in)', () => {
  it('a wrong password with hf_locale=de answers in German, the code unchanged', async () => {
    const client = new TestClient(t);
    client.cookies.set('hf_locale', 'de');
    const res = await wrongPassword(client, { 'accept-language': 'es' });
    expect(res.status).toBe(401);
    expect(await errorOf(res)).toEqual({
      code: 'invalid_credentials',
      message: 'E-Mail-Adresse oder Passwort ist falsch.',
    });
  });

  it('without the cookie, Accept-Language decides (es-MX is Spanish)', async () => {
    const res = await wrongPassword(new TestClient(t), { 'accept-language': 'es-MX,es;q=0.9' });
    expect(await errorOf(res)).toEqual({
      code: 'invalid_credentials',
      message: 'El correo electrónico o la contraseña no son correctos.',
    });
  });

  it('English is word for word, and a language we do not speak is English', async () => {
    for (const headers of [{}, { 'accept-language': 'fr-FR' }] as Record<string, string>[]) {
      const res = await wrongPassword(new TestClient(t), headers);
      expect(await errorOf(res)).toEqual({ code: 'invalid_credentials', message: 'Invalid email or password' });
    }
  });

  it('zod’s own messages of a signed-out form are worded from the issue (sign-in without a password)', async () => {
    const client = new TestClient(t);
    client.cookies.set('hf_locale', 'de');
    const res = await client.request('/api/account/sign-in', { method: 'POST', json: { email: 'a@example.com' } });
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.code).toBe('validation_failed');
    expect(error.fields).toEqual({ password: ['Bitte füllen Sie dieses Feld aus.'] });
  });
});

describe('a signed-in German reader', () => {
  async function germanReader() {
    const session = await signUpAndVerify(t);
    const put = await session.client.request('/api/account/locale', { method: 'PUT', json: { locale: 'de' } });
    expect(put.status).toBe(200);
    // The stored locale wins over the device's cookie and languages.
    session.client.cookies.set('hf_locale', 'es');
    return session.client;
  }

  it('a 404 answers in the user’s stored language, not the cookie’s', async () => {
    const client = await germanReader();
    const res = await client.request(`/api/kits/${randomUUID()}`, { headers: { 'accept-language': 'en' } });
    expect(res.status).toBe(404);
    expect(await errorOf(res)).toEqual({ code: 'not_found', message: 'Set nicht gefunden' });
    const route = await client.request('/api/no-such-thing');
    expect(await errorOf(route)).toEqual({ code: 'not_found', message: 'Keine API-Route für GET /api/no-such-thing' });
  });

  it('a validation 400 has German field messages: ours from the catalogue, zod’s own from the issue', async () => {
    const client = await germanReader();
    const res = await client.request('/api/account/password', {
      method: 'POST',
      json: { currentPassword: '', newPassword: 'short' },
    });
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.code).toBe('validation_failed');
    expect(error.fields).toMatchObject({
      currentPassword: ['Geben Sie Ihr aktuelles Passwort ein.'],
      confirmPassword: ['Bitte füllen Sie dieses Feld aus.'],
    });
    expect(error.fields?.newPassword).toContain('Das Passwort muss mindestens 8 Zeichen lang sein.');
    expect(error.message).toBe(Object.values(error.fields ?? {})[0]?.[0]);
  });

  it('an English reader gets the same answers word for word', async () => {
    const { client } = await signUpAndVerify(t);
    const missing = await client.request(`/api/kits/${randomUUID()}`);
    expect(await errorOf(missing)).toEqual({ code: 'not_found', message: 'Kit not found' });
    const res = await client.request('/api/account/password', {
      method: 'POST',
      json: { currentPassword: '', newPassword: 'short' },
    });
    const error = await errorOf(res);
    expect(error.fields).toMatchObject({
      currentPassword: [ACCOUNT_MESSAGES.currentPasswordRequired],
      confirmPassword: ['Invalid input: expected string, received undefined'],
    });
    expect(error.fields?.newPassword).toContain(MESSAGES.passwordMin);
  });
});

describe('a page in a pseudo-locale (decision 0366)', () => {
  it('reads the answers accented by the cookie alone, whatever the saved language; a message the catalogue lacks stays plain', async () => {
    const session = await signUpAndVerify(t);
    session.client.cookies.set('hf_locale', 'x-pseudo');
    const res = await session.client.request(`/api/kits/${randomUUID()}`);
    expect(res.status).toBe(404);
    expect(await errorOf(res)).toEqual({ code: 'not_found', message: pseudoText('Kit not found') });
    // A pattern's figures pass through; only the catalogue's words are accented.
    const route = await session.client.request('/api/no-such-thing');
    const routeMessage = (await errorOf(route)).message;
    expect(routeMessage).toContain('GET /api/no-such-thing');
    expect(routeMessage).not.toContain('No API route');
    // The right-to-left pseudo-locale too; a German cookie on an English account stays English.
    session.client.cookies.set('hf_locale', 'x-pseudo-rtl');
    const rtl = await session.client.request(`/api/kits/${randomUUID()}`);
    expect((await errorOf(rtl)).message).toBe(pseudoText('Kit not found'));
    session.client.cookies.set('hf_locale', 'de');
    const german = await session.client.request(`/api/kits/${randomUUID()}`);
    expect((await errorOf(german)).message).toBe('Kit not found');
  });
});
