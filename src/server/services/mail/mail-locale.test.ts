/**
 * Emails in the recipient's language (issue 43, decision 0333), end to end: the app queues them,
 * the job worker sends them through nodemailer to a real SMTP server, and the test reads what
 * arrived. Each speaks the recipient's stored users.locale; an invitation to an address with no
 * account speaks the inviter's. English stays word for word (the other mail tests).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '@shared/i18n/locales';
import { users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInWithProfile, TestClient, uniqueSignUp } from '../../test/client';
import { addBatch, outboxDrained, remindersTo, userIdOf } from '../../test/reminders';
import type { ReceivedMail } from '../../test/smtp';

const clock = Date.parse('2026-03-01T08:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ mail: true, now: () => clock });
});
afterAll(async () => {
  await t?.close();
});

const setLocale = (email: string, locale: Locale) =>
  t.app.services.db.update(users).set({ locale }).where(eq(users.email, email));

/** The HTML part's root element, as the mail arrived. */
const htmlLang = (mail: ReceivedMail) => /<html lang="([^"]+)"/.exec(mail.body)?.[1];

async function signUpIn(cookie: Locale | null, headers: Record<string, string> = {}) {
  const data = uniqueSignUp();
  const client = new TestClient(t);
  if (cookie) client.cookies.set('hf_locale', cookie);
  const res = await client.request('/api/account/sign-up', { method: 'POST', json: data, headers });
  expect(res.status).toBe(201);
  return { data, mail: await t.smtp!.waitFor((m) => m.to.includes(data.email)) };
}

describe('the verification email speaks the new member’s language', () => {
  it('German (the hf_locale cookie)', async () => {
    const { mail } = await signUpIn('de');
    expect(mail.subject).toBe('Bestätigen Sie Ihre E-Mail-Adresse für Holdfast');
    expect(mail.body).toContain('Guten Tag Sam');
    expect(mail.body).toContain('Bestätigen Sie diese E-Mail-Adresse, um Ihr Konto zu aktivieren.');
    expect(mail.body).toContain('E-Mail-Adresse bestätigen');
    expect(htmlLang(mail)).toBe('de');
    expect(mail.body).not.toContain('Confirm your email');
    expect(mail.body).not.toContain('Operative');
    expect(mail.body).not.toContain('SECURE TRANSMISSION');
  });

  it('Spanish (Accept-Language es-MX)', async () => {
    const { mail } = await signUpIn(null, { 'accept-language': 'es-MX,es;q=0.9' });
    expect(mail.subject).toBe('Confirme su correo electrónico para Holdfast');
    expect(mail.body).toContain('Hola, Sam');
    expect(mail.body).toContain('El enlace es válido por 24 horas.');
    expect(htmlLang(mail)).toBe('es');
    expect(mail.body).not.toContain('Confirm your email');
  });

  it('plain English: the same email without the military voice', async () => {
    const { mail } = await signUpIn('en-x-plain');
    expect(mail.subject).toBe('Confirm your email for Holdfast');
    expect(mail.body).toContain('Hi Sam');
    expect(mail.body).toContain('Confirm email');
    expect(mail.body).not.toMatch(/Operative|squad|command center|CONFIRM EMAIL|SECURE TRANSMISSION/);
    expect(htmlLang(mail)).toBe('en-x-plain');
  });

  it('so does the password reset: the account’s stored language, not the request’s', async () => {
    const { data } = await signUpIn('de');
    const res = await new TestClient(t).request('/api/account/forgot-password', {
      method: 'POST',
      json: { email: data.email },
      headers: { 'accept-language': 'en-US' },
    });
    expect(res.status).toBe(202);
    const reset = await t.smtp!.waitFor((m) => m.to.includes(data.email) && m.body.includes('/reset-password?token='));
    expect(reset.subject).toBe('Setzen Sie Ihr Holdfast-Passwort zurück');
    expect(reset.body).toContain('Der Link ist eine Stunde lang und nur einmal gültig.');
    expect(htmlLang(reset)).toBe('de');
  });

  it('English word for word, in <html lang="en">', async () => {
    const { mail } = await signUpIn(null);
    expect(mail.subject).toBe('Confirm your email for Holdfast');
    expect(mail.body).toContain(
      'You asked to join the Holdfast squad. Confirm this email address to activate your command center. The link works for 24 hours.',
    );
    expect(mail.body).toContain('HOLDFAST // SECURE TRANSMISSION');
    expect(htmlLang(mail)).toBe('en');
  });
});

describe('an expiry reminder speaks the member’s stored language', () => {
  async function remindedIn(locale: Locale, name: string) {
    const { data } = await signedInWithProfile(t);
    await setLocale(data.email, locale);
    const userId = await userIdOf(t.app.services.db, data.email);
    // Three days from the clock's 1 March: the short notice.
    await addBatch(t.app.services.db, userId, { name, unit: 'cans', quantity: 1200, expiresOn: '2026-03-04' });
    await t.app.services.reminders.runNow();
    await outboxDrained(t.app.services.db);
    const mails = remindersTo(t, data.email);
    expect(mails).toHaveLength(1);
    return mails[0]!;
  }

  it('German', async () => {
    const mail = await remindedIn('de', 'Bohnen');
    expect(mail.subject).toBe('Holdfast: Bohnen läuft am 4. März ab');
    expect(mail.body).toContain('Ablauf innerhalb von 7 Tagen:');
    expect(mail.body).toContain('Bohnen: 1.200 cans, läuft am 4. März 2026 ab');
    expect(mail.body).toContain('Vorsorgestand prüfen');
    expect(mail.body).toContain('Erinnerungen an das Haltbarkeitsdatum abbestellen');
    expect(htmlLang(mail)).toBe('de');
    expect(mail.subject).not.toContain('expires');
    expect(mail.body).not.toContain('Use or replace these soon');
  });

  it('Spanish', async () => {
    const mail = await remindedIn('es', 'Frijoles');
    expect(mail.subject).toBe('Holdfast: Frijoles vence el 4 de marzo');
    expect(mail.body).toContain('Frijoles: 1,200 cans, vence el 4 de marzo de 2026');
    expect(mail.body).toContain('Use o reemplace esto pronto');
    expect(htmlLang(mail)).toBe('es');
    expect(mail.subject).not.toContain('expires');
  });

  it('English as before', async () => {
    const mail = await remindedIn('en', 'Beans');
    expect(mail.subject).toBe('Holdfast: Beans expires on 4 March');
    expect(mail.body).toContain('Beans: 1200 cans, expires on 4 March 2026');
    expect(htmlLang(mail)).toBe('en');
  });
});

describe('a household invitation speaks the invitee’s language, else the inviter’s', () => {
  async function invite(owner: TestClient, email: string) {
    const res = await owner.request('/api/household/invitations', { method: 'POST', json: { email, role: 'editor' } });
    expect(res.status).toBe(201);
    return t.smtp!.waitFor((m) => m.to.includes(email) && m.body.includes('/household/join/'));
  }

  it('an existing German account is invited in German by an English owner', async () => {
    const owner = await signedInWithProfile(t);
    const invitee = await signedInWithProfile(t);
    await setLocale(invitee.data.email, 'de');
    const mail = await invite(owner.client, invitee.data.email);
    expect(mail.subject).toBe('Einladung in einen Haushalt bei Holdfast');
    expect(mail.body).toContain('hat Sie mit Bearbeitungsrechten in den eigenen Haushalt bei Holdfast eingeladen.');
    expect(mail.body).toContain('Der Link ist 7 Tage lang und nur einmal gültig.');
    expect(mail.body).toContain('Dem Haushalt beitreten');
    expect(htmlLang(mail)).toBe('de');
    expect(mail.subject).not.toContain('invited');
  });

  it('an address without an account gets the inviter’s language (Spanish)', async () => {
    const owner = await signedInWithProfile(t);
    const res = await owner.client.request('/api/account/locale', { method: 'PUT', json: { locale: 'es' } });
    expect(res.status).toBe(200);
    const mail = await invite(owner.client, `nuevo${Date.now().toString(36)}@example.com`);
    expect(mail.subject).toBe('Tiene una invitación a un hogar en Holdfast');
    expect(mail.body).toContain('le envió una invitación a su hogar en Holdfast con permiso para editar.');
    expect(mail.body).toContain('El enlace es válido por 7 días y una sola vez.');
    expect(htmlLang(mail)).toBe('es');
  });

  it('English as before', async () => {
    const owner = await signedInWithProfile(t);
    const mail = await invite(owner.client, `new${Date.now().toString(36)}@example.com`);
    expect(mail.subject).toBe("You're invited to a household on Holdfast");
    expect(htmlLang(mail)).toBe('en');
  });
});
