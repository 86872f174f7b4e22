import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadAllMessages, setPageLocale } from '@web/lib/i18n/i18n';
import { mockApi, signedIn, type MockHandler } from '@web/test/mock-api';
import { field, renderApp } from '@web/test/render';

/**
 * The parts of /profile-settings that load on use, with texts of their own (decision 0356): the
 * delete-account dialog's body, the second step of turning two-factor sign-in on, and renaming a
 * passkey speak the page's language once loaded.
 */
const slow = { timeout: 15_000 };

afterEach(() => {
  setPageLocale('en');
});

async function renderInGerman(routes: Record<string, MockHandler> = {}) {
  setPageLocale('de');
  await loadAllMessages();
  const api = mockApi({
    'GET /api/account/session': { body: signedIn() },
    'GET /api/me/account-security': { body: { hasPassword: true, freshSignIn: false } },
    ...routes,
  });
  const utils = renderApp('/profile-settings');
  await screen.findByRole('heading', { level: 1, name: 'Profileinstellungen' }, slow);
  return { ...api, ...utils };
}

describe('/profile-settings in German: the parts that load on use', () => {
  it('the delete-account dialog: what goes and what stays, and the proof', async () => {
    const { user } = await renderInGerman();
    await user.click(screen.getByRole('button', { name: 'Konto löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ihr Konto löschen?' });
    expect(await within(dialog).findByText('Endgültig gelöscht werden:', {}, slow)).toBeVisible();
    expect(within(dialog).getByText('Was bleibt:')).toBeVisible();
    expect(
      within(dialog).getByRole('textbox', { name: 'Geben Sie zur Bestätigung Ihren Benutzernamen ein' }),
    ).toBeVisible();
    expect(await within(dialog).findByLabelText('Aktuelles Passwort')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Konto löschen' })).toBeDisabled();
  });

  it('turning two-factor sign-in on: the QR code step', async () => {
    const { user } = await renderInGerman({
      'GET /api/account/two-factor': { body: { enabled: false, recoveryCodesLeft: 0 } },
      'POST /api/account/two-factor/enable': {
        body: {
          totpUri: 'otpauth://totp/Holdfast:sam@example.com?secret=JBSWY3DPEHPK3PXP',
          secret: 'JBSWY3DPEHPK3PXP',
          qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
        },
      },
    });
    const region = await screen.findByRole('region', { name: 'Zwei-Faktor-Anmeldung' }, slow);
    await within(region).findByRole('button', { name: 'Zwei-Faktor-Anmeldung einschalten' }, slow);
    await user.type(field('Aktuelles Passwort', region), 'Str0ng!Pass');
    await user.click(within(region).getByRole('button', { name: 'Zwei-Faktor-Anmeldung einschalten' }));
    expect(await within(region).findByRole('img', { name: 'QR-Code für Ihre Authenticator-App' }, slow)).toBeVisible();
    expect(within(region).getByRole('button', { name: 'Bestätigen und einschalten' })).toBeVisible();
  });

  it('renaming a passkey', async () => {
    const phone = { id: 'pk1', name: 'Telefon', createdAt: '2026-11-20T10:00:00.000Z', lastUsedAt: null };
    const { user } = await renderInGerman({ 'GET /api/account/passkeys': { body: { passkeys: [phone] } } });
    await user.click(await screen.findByRole('button', { name: 'Telefon umbenennen' }, slow));
    expect(await screen.findByRole('textbox', { name: 'Neuer Name für Telefon' }, slow)).toHaveValue('Telefon');
    expect(screen.getByRole('button', { name: 'Name speichern' })).toBeVisible();
  });
});
