import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SecurityLogDetail, SecurityLogEntry } from '@shared/account/schemas';
import { loadAllMessages, setPageLocale, type PageLocale } from '@web/lib/i18n/i18n';
import { mockApi, signedIn } from '@web/test/mock-api';
import { renderApp } from '@web/test/render';

/** The security log in the reader's language (decision 0351): each line written from its code and parameters. */
const slow = { timeout: 15_000 };

const entry = (
  id: string,
  kind: SecurityLogEntry['kind'],
  summary: string,
  detail: Partial<SecurityLogDetail> & Pick<SecurityLogDetail, 'code'>,
): SecurityLogEntry => ({
  id,
  kind,
  summary,
  detail: { provider: null, name: null, email: null, count: null, ...detail },
  device: 'Chrome on Android',
  ip: '198.51.100.4',
  createdAt: '2026-11-21T09:00:00.000Z',
});

const events = [
  entry('e1', 'password_changed', 'Password changed; 2 other sessions were signed out', {
    code: 'password_changed',
    count: 2,
  }),
  entry('e2', 'sign_in_failed', 'A sign-in failed: wrong password', { code: 'sign_in_failed.invalid_credentials' }),
  entry('e3', 'signed_in', 'Signed in with Authentik', { code: 'signed_in.oidc', provider: 'Authentik' }),
  entry('e4', 'two_factor_changed', 'Passkey added: Work laptop', { code: 'passkey_added', name: 'Work laptop' }),
  entry('e5', 'email_changed', 'Email changed to new@example.com', { code: 'email_changed', email: 'new@example.com' }),
];

async function renderLog(locale: PageLocale, title: string, logName: string) {
  setPageLocale(locale);
  await loadAllMessages();
  mockApi({
    'GET /api/account/session': { body: signedIn() },
    'GET /api/account/security-events': { body: { events, nextCursor: null } },
  });
  renderApp('/profile-settings');
  await screen.findByRole('heading', { level: 1, name: title }, slow);
  const list = await screen.findByRole('list', { name: logName }, slow);
  return within(list)
    .getAllByRole('listitem')
    .map((li) => li.querySelector('span')?.textContent);
}

afterEach(() => setPageLocale('en'));

describe('the security log in the reader’s language', () => {
  it('reads German, with the counts, names and addresses it was given', async () => {
    expect(await renderLog('de', 'Profileinstellungen', 'Sicherheitsprotokoll')).toEqual([
      'Passwort geändert; 2 andere Sitzungen wurden abgemeldet',
      'Prüfen: Eine Anmeldung ist fehlgeschlagen: falsches Passwort',
      'Mit Authentik angemeldet',
      'Passkey hinzugefügt: Work laptop',
      'E-Mail-Adresse in new@example.com geändert',
    ]);
  });

  it('reads Spanish', async () => {
    expect(await renderLog('es', 'Configuración del perfil', 'Registro de seguridad')).toEqual([
      'Cambió la contraseña; se cerraron otras 2 sesiones',
      'Revisar: Falló un inicio de sesión: contraseña incorrecta',
      'Inició sesión con Authentik',
      'Agregó una llave de acceso: Work laptop',
      'Cambió el correo electrónico a new@example.com',
    ]);
  });

  it('reads English word for word as the server wrote it', async () => {
    expect(await renderLog('en', 'Profile Settings', 'Security log')).toEqual(
      events.map((e) => (e.kind === 'sign_in_failed' ? `Check: ${e.summary}` : e.summary)),
    );
  });
});
