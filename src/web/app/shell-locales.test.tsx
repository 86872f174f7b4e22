import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadAllMessages, setPageLocale, type PageLocale } from '@web/lib/i18n/i18n';
import { setBrowserOnline } from '@web/test/connectivity';
import { mockApi, signedIn } from '@web/test/mock-api';
import { renderApp } from '@web/test/render';

const slow = { timeout: 15_000 };

async function inLocale(locale: PageLocale) {
  setPageLocale(locale);
  await loadAllMessages();
}

afterEach(() => setPageLocale('en'));

describe('the shell in German', () => {
  it('offline banner and reason, the sign-out dialog and resending the link speak German', async () => {
    await inLocale('de');
    mockApi({ 'GET /api/account/session': { body: signedIn({ emailVerified: false }) } });
    const { user } = renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Ihr Profil' }, slow);
    // On the account card, which follows the first cards a task later (RevealInTurn).
    await screen.findByRole('button', { name: 'Bestätigung erneut senden' }, slow);

    setBrowserOnline(false);
    expect(document.querySelector('[data-offline-banner]')).toHaveTextContent(/^Offline – /);
    const resend = screen.getByRole('button', { name: 'Bestätigung erneut senden' });
    expect(resend).toHaveAccessibleDescription(
      'Offline nicht verfügbar. Stellen Sie die Verbindung wieder her, um etwas zu ändern.',
    );
    setBrowserOnline(true);

    await user.click(screen.getByRole('button', { name: 'Rex Ranger' }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Abmelden' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Möchten Sie sich wirklich abmelden?' }, slow);
    expect(within(dialog).getByRole('button', { name: 'Nein, angemeldet bleiben' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Ja, abmelden' })).toBeInTheDocument();
    expect(within(dialog).queryByText('Are You Sure You Want to Sign Out?')).not.toBeInTheDocument();
  });
});

describe('not found in Spanish', () => {
  it('says so in Spanish', async () => {
    await inLocale('es');
    mockApi({});
    renderApp('/no-such-page');
    expect(
      await screen.findByRole('heading', { level: 1, name: '¡Uy! No se encontró la página' }, slow),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    expect(screen.queryByText('Oops! Page not found')).not.toBeInTheDocument();
  });
});
