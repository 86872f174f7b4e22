import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminUser, AuditEntry, Instance } from '@shared/admin/schemas';
import { pseudoCatalogue } from '@shared/i18n/pseudo';
import { loadAllMessages, setPageLocale, type PageLocale } from '@web/lib/i18n/i18n';
import { apiError, mockApi, signedIn, type MockHandler } from '@web/test/mock-api';
import { field, renderAt, visibleToast } from '@web/test/render';
import { Component as AdminPage } from './admin-page';
import { Component as InvitedPage } from './invited-page';
import { en } from './messages/en';
import { en as invitedEn } from './messages/invited/en';

/** /admin and /invited/:token in German, Spanish and the pseudo-locale (issue 43, decision 0355); English is admin-page.test.tsx's. */
const slow = { timeout: 15_000 };

const instance: Instance = {
  version: '0.1.0',
  database: { kind: 'embedded', bytes: 12 * 1024 * 1024 },
  uploads: { storage: 'local', bytes: 2048 },
  jobs: { pending: 2, failed: 1, lastFailures: [{ kind: 'email', error: 'SMTP refused', at: '2026-11-26T10:00:00Z' }] },
  lastReminderSent: null,
  mailEnabled: true,
  signups: { policy: 'open', fromEnv: true, envDefault: 'open' },
  requireAdminTwoFactor: false,
};

const user = (overrides: Partial<AdminUser> = {}): AdminUser => ({
  id: 'u2',
  email: 'sam@example.com',
  name: 'Sam Scout',
  emailVerified: false,
  admin: false,
  disabled: false,
  createdAt: '2026-11-20T12:00:00Z',
  lastSignInAt: null,
  household: { owner: 'Rex Ranger', role: 'editor' },
  twoFactor: false,
  ...overrides,
});
const users = [
  user(),
  user({
    id: 'u1',
    email: 'chief@example.com',
    name: '',
    admin: true,
    emailVerified: true,
    twoFactor: true,
    household: null,
    lastSignInAt: '2026-11-27T12:00:00Z',
  }),
];

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  id: 'a1',
  actor: 'chief@example.com',
  action: 'grant',
  targetEmail: null,
  details: {},
  createdAt: '2026-11-26T12:00:00Z',
  ...overrides,
});
/** `actor` 'command line' is what the server stores for `npm run admin` (COMMAND_LINE_ACTOR_LABEL). */
const audit = [
  entry({ id: 'a4', action: 'signup_policy', details: { policy: 'closed' } }),
  entry({ id: 'a3', action: 'test_email', targetEmail: 'chief@example.com' }),
  entry({ id: 'a2', action: 'disable', targetEmail: 'sam@example.com' }),
  entry({ id: 'a1', actor: 'command line', action: 'grant', targetEmail: 'chief@example.com' }),
];

async function renderAdmin(title: string, routes: Record<string, MockHandler> = {}) {
  const api = mockApi({
    'GET /api/account/session': { body: signedIn({ email: 'chief@example.com' }) },
    'GET /api/admin/instance': { body: instance },
    'GET /api/admin/users': { body: { users, next: null } },
    'GET /api/admin/audit': { body: { entries: audit, next: null } },
    ...routes,
  });
  const utils = renderAt(<AdminPage />, { path: '/admin' });
  await screen.findByRole('heading', { level: 1, name: title }, slow);
  return { ...utils, ...api };
}

const useLocale = (locale: PageLocale) => {
  beforeEach(async () => {
    setPageLocale(locale);
    await loadAllMessages();
  });
  afterEach(() => setPageLocale('en'));
};

const accountOf = async (list: string, email: string) =>
  within(await screen.findByRole('list', { name: list }, slow))
    .getByText(email)
    .closest('li')!;

/**
 * No text of the English catalogue that the locale writes differently is on the page (text, names,
 * titles). A hyphen counts as part of a word ("Mail" is not in "E-Mail"). The audit log's policy
 * words are left out: the SIGNUPS variable's value (SIGNUPS=open) is the server's setting, as written.
 */
function expectNoEnglish(english: Record<string, unknown>, catalogue: Record<string, unknown>, least: number) {
  const labels = [...document.querySelectorAll('[aria-label], [placeholder], [title]')].map((el) =>
    ['aria-label', 'placeholder', 'title'].map((a) => el.getAttribute(a) ?? '').join(' '),
  );
  const shown = [document.body.textContent, ...labels].join('\n');
  const texts = Object.entries(english).filter(
    ([key, text]) =>
      typeof text === 'string' && text !== catalogue[key] && text.trim().length > 3 && !key.startsWith('auditPolicy.'),
  );
  expect(texts.length).toBeGreaterThan(least);
  const escape = (text: string) => text.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  for (const [key, text] of texts) {
    const found = new RegExp(`(^|[^\\p{L}-])${escape(text as string)}($|[^\\p{L}-])`, 'u').test(shown);
    expect({ key, found }).toEqual({ key, found: false });
  }
}

describe('/admin in German', () => {
  useLocale('de');

  it('shows the server, the accounts and the audit log in German, sizes and dates written the German way', async () => {
    await renderAdmin('Verwaltung');
    expect(document.title).toMatch(/^Verwaltung/);
    expect(screen.getByText('Nur für Administratoren')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Zurück zur Übersicht' })).toHaveAttribute('href', '/dashboard');

    const server = await screen.findByRole('region', { name: 'Dieser Server' }, slow);
    expect(server).toHaveTextContent('Eingebettetes PostgreSQL, 12,0 MB');
    expect(server).toHaveTextContent('2,0 KB auf diesem Server');
    expect(server).toHaveTextContent('2 wartend, 1 fehlgeschlagen');
    expect(server).toHaveTextContent(/26\.11\.2026, \d{2}:\d{2}: email \(SMTP refused\)/);
    expect(server).toHaveTextContent('Letzte Erinnerung an ablaufende VorräteNoch keine gesendet');
    expect(within(server).getByRole('button', { name: 'Test-E-Mail senden' })).toBeVisible();

    const sam = await accountOf('Konten', 'sam@example.com');
    expect(sam).toHaveTextContent('Nicht bestätigt');
    expect(sam).toHaveTextContent(/Erstellt: 20\.11\.2026, \d{2}:\d{2}/);
    expect(sam).toHaveTextContent('Letzte Anmeldung: Nie');
    expect(sam).toHaveTextContent('Haushalt: Haushalt von Rex Ranger (Bearbeiter)');
    expect(sam).toHaveTextContent('Zwei-Faktor-Anmeldung: Aus');
    const chief = await accountOf('Konten', 'chief@example.com');
    expect(chief).toHaveTextContent('Bestätigt');
    expect(chief).toHaveTextContent('Administrator');
    expect(chief).toHaveTextContent('Name: Nicht angegeben');
    expect(chief).toHaveTextContent('Haushalt: Keiner');
    expect(chief).toHaveTextContent('Zwei-Faktor-Anmeldung: An');
    expect(within(chief).queryByRole('button', { name: 'Deaktivieren' })).toBeNull();

    const lines = within(screen.getByRole('list', { name: 'Protokoll' })).getAllByRole('listitem');
    expect(lines.map((li) => li.querySelector('span')!.textContent)).toEqual([
      'chief@example.com hat die Registrierung auf „Geschlossen“ gestellt',
      'chief@example.com hat eine Test-E-Mail gesendet',
      'chief@example.com hat sam@example.com deaktiviert',
      'Befehlszeile hat chief@example.com zum Administrator gemacht',
    ]);
    expect(within(lines[0]!).getByText(/^26\.11\.2026, \d{2}:\d{2}$/)).toBeVisible();
    expectNoEnglish(en, (await import('./messages/de')).default, 80);
  });

  it('asks before disabling in German, then disables', async () => {
    const { user: u, callsTo } = await renderAdmin('Verwaltung', {
      'POST /api/admin/users/u2/disable': { body: { ok: true } },
    });
    const sam = await accountOf('Konten', 'sam@example.com');
    await u.click(within(sam).getByRole('button', { name: 'Deaktivieren' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'sam@example.com deaktivieren?' });
    expect(dialog).toHaveAccessibleDescription(
      'Die Person wird sofort überall abgemeldet und kann sich erst wieder anmelden, wenn Sie das Konto erneut aktivieren. Es wird nichts gelöscht.',
    );
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toBeVisible();
    expect(callsTo('POST /api/admin/users/u2/disable')).toHaveLength(0);
    await u.click(within(dialog).getByRole('button', { name: 'Konto deaktivieren' }));
    await waitFor(() => expect(callsTo('POST /api/admin/users/u2/disable')).toHaveLength(1));
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Konto deaktiviert'));
  });

  it('offers the sign-up policies in German and saves the one chosen', async () => {
    const { user: u, callsTo } = await renderAdmin('Verwaltung', {
      'PUT /api/admin/signup-policy': { body: { ok: true } },
    });
    const policy = await screen.findByRole('region', { name: 'Wer sich registrieren darf' }, slow);
    const group = within(policy).getByRole('group', { name: 'Registrierung' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['open', 'invite', 'closed']);
    expect(within(group).getByRole('radio', { name: /^Offen/ })).toBeChecked();
    expect(within(group).getByRole('radio', { name: /^Mit Einladung/ })).toBeVisible();
    expect(policy).toHaveTextContent('Das ist die Voreinstellung des Servers (SIGNUPS=open).');
    await u.click(within(group).getByRole('radio', { name: /^Geschlossen/ }));
    await waitFor(() => expect(callsTo('PUT /api/admin/signup-policy')[0]?.body).toEqual({ policy: 'closed' }));
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Regel für die Registrierung gespeichert'));
  });

  it('sends an administrator without two-factor sign-in to set it up, saying so in German', async () => {
    mockApi({
      'GET /api/account/session': { body: signedIn({ email: 'chief@example.com' }) },
      'GET /api/admin/instance': apiError(403, 'two_factor_required', 'Turn it on first.'),
    });
    const { router } = renderAt(<AdminPage />, { path: '/admin' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile-settings'), slow);
    await waitFor(() =>
      expect(visibleToast()).toHaveTextContent(
        'Schalten Sie zuerst die Zwei-Faktor-Anmeldung einAdministratoren müssen die Zwei-Faktor-Anmeldung einschalten',
      ),
    );
  });

  it('is the German not-found page for anyone the API answers 404', async () => {
    mockApi({
      'GET /api/account/session': { body: signedIn() },
      'GET /api/admin/instance': apiError(404, 'not_found', 'No API route'),
    });
    renderAt(<AdminPage />, { path: '/admin' });
    expect(await screen.findByRole('heading', { name: 'Seite nicht gefunden' }, slow)).toBeVisible();
    expect(screen.getByText(/^Unter/)).toHaveTextContent('Unter /admin gibt es keine Seite.');
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
  });
});

describe('/admin in Spanish', () => {
  useLocale('es');

  it('shows the accounts and the audit log in Spanish', async () => {
    await renderAdmin('Administración');
    const server = await screen.findByRole('region', { name: 'Este servidor' }, slow);
    expect(server).toHaveTextContent('PostgreSQL integrado, 12.0 MB');
    expect(server).toHaveTextContent('2 en espera, 1 fallida');
    const sam = await accountOf('Cuentas', 'sam@example.com');
    expect(sam).toHaveTextContent('Sin confirmar');
    expect(sam).toHaveTextContent('Último inicio de sesión: Nunca');
    expect(sam).toHaveTextContent('Hogar: Hogar de Rex Ranger (editor)');
    expect(within(sam).getByRole('button', { name: 'Confirmar correo' })).toBeVisible();
    expect(within(sam).getByRole('button', { name: 'Enviar restablecimiento de contraseña' })).toBeVisible();
    expect(screen.getByRole('checkbox', { name: /^Exigir el inicio de sesión en dos pasos/ })).not.toBeChecked();

    const lines = within(screen.getByRole('list', { name: 'Registro de auditoría' })).getAllByRole('listitem');
    expect(lines.map((li) => li.querySelector('span')!.textContent)).toEqual([
      'chief@example.com cambió la regla de registro a “Cerrado”',
      'chief@example.com envió un correo de prueba',
      'chief@example.com desactivó sam@example.com',
      'línea de comandos dio permisos de administrador a chief@example.com',
    ]);
    expectNoEnglish(en, (await import('./messages/es')).default, 80);
  });

  it('cancelling the delete dialog deletes nothing; confirming an email says so in Spanish', async () => {
    const { user: u, callsTo } = await renderAdmin('Administración', {
      'POST /api/admin/users/u2/verify': { body: { ok: true } },
    });
    const sam = await accountOf('Cuentas', 'sam@example.com');
    await u.click(within(sam).getByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar sam@example.com?' });
    expect(within(dialog).getByRole('button', { name: 'Eliminar cuenta' })).toBeVisible();
    await u.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(callsTo('DELETE /api/admin/users/u2')).toHaveLength(0);

    await u.click(within(sam).getByRole('button', { name: 'Confirmar correo' }));
    await waitFor(() => expect(callsTo('POST /api/admin/users/u2/verify')).toHaveLength(1));
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Correo electrónico confirmado'));
  });

  it('invites by email: the form’s own message in Spanish, then the days from the shared figure', async () => {
    const { user: u, callsTo } = await renderAdmin('Administración', {
      'POST /api/admin/invitations': { status: 201, body: { ok: true } },
    });
    await accountOf('Cuentas', 'sam@example.com');
    await u.type(field('Invitar por correo electrónico'), 'no-es-un-correo');
    await u.click(screen.getByRole('button', { name: 'Enviar invitación' }));
    await waitFor(() =>
      // The shared schema's message in the page's words (the catalogue of message codes, decision 0354).
      expect(field('Invitar por correo electrónico')).toHaveAccessibleDescription(
        'Escriba un correo electrónico válido.',
      ),
    );
    expect(callsTo('POST /api/admin/invitations')).toHaveLength(0);
    await u.clear(field('Invitar por correo electrónico'));
    await u.type(field('Invitar por correo electrónico'), 'lee@example.com');
    await u.click(screen.getByRole('button', { name: 'Enviar invitación' }));
    await waitFor(() =>
      expect(visibleToast()).toHaveTextContent(
        'lee@example.com puede crear una cuenta con el enlace enviado por correo durante 7 días.',
      ),
    );
  });

  it('the sign-up policy chosen here offers the default back, in Spanish', async () => {
    const { user: u, callsTo } = await renderAdmin('Administración', {
      'GET /api/admin/instance': {
        body: { ...instance, signups: { policy: 'invite', fromEnv: false, envDefault: 'open' } },
      },
      'PUT /api/admin/signup-policy': { body: { ok: true } },
    });
    const policy = await screen.findByRole('region', { name: 'Quién puede registrarse' }, slow);
    expect(within(policy).getByRole('radio', { name: /^Con invitación/ })).toBeChecked();
    expect(policy).toHaveTextContent('Elegida aquí; la predeterminada del servidor es SIGNUPS=open.');
    await u.click(within(policy).getByRole('button', { name: 'Usar la predeterminada' }));
    await waitFor(() => expect(callsTo('PUT /api/admin/signup-policy')[0]?.body).toEqual({ policy: null }));
  });
});

describe('/admin in the pseudo-locale', () => {
  useLocale('x-pseudo');

  it('every text of the page comes from its catalogue: no two plain ASCII letters left but the test’s data (the e2e check’s rule)', async () => {
    const ps = pseudoCatalogue(en);
    await renderAdmin(ps.title);
    await screen.findByRole('list', { name: ps['users.title'] }, slow);
    await screen.findByRole('list', { name: ps['audit.title'] }, slow);
    // The page's formatters (en-US in the pseudo-locale) write the dates.
    const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
    const data = [
      ...users.flatMap((u) => [u.email, u.name, u.household?.owner ?? '']),
      ...audit.map((a) => a.actor).filter((a) => a !== 'command line'),
      ...[instance.jobs.lastFailures[0]!.kind, instance.jobs.lastFailures[0]!.error!, instance.signups.envDefault],
      ...[...users.map((u) => u.createdAt), users[1]!.lastSignInAt!, ...audit.map((a) => a.createdAt)].map((at) =>
        dateTime.format(new Date(at)),
      ),
      dateTime.format(new Date(instance.jobs.lastFailures[0]!.at)),
    ].filter(Boolean);
    const strip = (text: string) => data.reduce((t, known) => t.replaceAll(known, ''), text);
    const plain: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.closest('style')) continue;
      if (/[A-Za-z]{2,}/.test(strip(node.textContent ?? ''))) plain.push(node.textContent!);
    }
    for (const el of document.querySelectorAll('[aria-label]')) {
      if (/[A-Za-z]{2,}/.test(strip(el.getAttribute('aria-label')!)))
        plain.push(`aria-label: ${el.getAttribute('aria-label')}`);
    }
    expect(plain).toEqual([]);
    expect(
      screen.getByRole('radio', { name: new RegExp(`^${ps['policy.closed'].replace(/[[\]]/g, '\\$&')}`) }),
    ).not.toBeChecked();
  });
});

describe('/admin in plain English', () => {
  useLocale('en-x-plain');

  it('changes only the few texts that were not plain', async () => {
    await renderAdmin('Administration');
    expect(screen.getByRole('link', { name: 'Back to your dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(await screen.findByRole('region', { name: 'This server' }, slow)).toHaveTextContent(
      'Background tasks2 waiting, 1 failed',
    );
  });
});

function renderInvited(path = '/invited/tok123?email=lee%40example.com') {
  mockApi({
    'GET /api/config': { body: { googleEnabled: false, affiliateTag: null, mailEnabled: true, signups: 'closed' } },
  });
  return renderAt(<InvitedPage />, { path, routePath: '/invited/:token' });
}

describe('/invited/:token in German, Spanish and the pseudo-locale', () => {
  afterEach(() => setPageLocale('en'));

  it('in German: the invited address strong, the link’s days from the shared figure', async () => {
    setPageLocale('de');
    await loadAllMessages();
    renderInvited();
    expect(await screen.findByRole('heading', { name: 'Sie sind zu diesem Holdfast-Server eingeladen' })).toBeVisible();
    const text = screen.getByText(/^Die Einladung ging an/);
    expect(text).toHaveTextContent(
      'Die Einladung ging an lee@example.com. Erstellen Sie Ihr Konto mit dieser Adresse. Der Link gilt einmal, 7 Tage lang.',
    );
    expect(within(text).getByText('lee@example.com', { selector: 'strong' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Konto erstellen' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ich habe schon ein Konto' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('region', { name: 'Einladung' })).toBeVisible();
    expectNoEnglish(invitedEn, (await import('./messages/invited/de')).default, 7);
  });

  it('in Spanish, without an address in the link', async () => {
    setPageLocale('es');
    await loadAllMessages();
    renderInvited('/invited/tok123');
    expect(await screen.findByRole('heading', { name: 'Está invitado a este servidor de Holdfast' })).toBeVisible();
    expect(
      screen.getByText(
        'Cree su cuenta con el correo al que se envió la invitación. El enlace funciona una sola vez, durante 7 días.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Crear su cuenta' })).toBeVisible();
    expectNoEnglish(invitedEn, (await import('./messages/invited/es')).default, 7);
  });

  it('in the pseudo-locale: no plain English but the address', async () => {
    setPageLocale('x-pseudo');
    await loadAllMessages();
    renderInvited();
    await screen.findByRole('heading', { name: pseudoCatalogue(invitedEn).title });
    const plain: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.closest('style')) continue;
      if (/[A-Za-z]{2,}/.test((node.textContent ?? '').replaceAll('lee@example.com', '')))
        plain.push(node.textContent!);
    }
    expect(plain).toEqual([]);
  });
});
