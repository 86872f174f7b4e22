import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LOCALE_COOKIE } from '@shared/i18n/locales';
import { OFFLINE_REASON } from '@web/components/online-only';
import { cookieLocale, loadAllMessages, setPageLocale, type PageLocale } from '@web/lib/i18n/i18n';
import { setBrowserOnline } from '@web/test/connectivity';
import { apiError, mockApi, signedIn } from '@web/test/mock-api';
import { spyOnHardNavigate } from '@web/test/navigation';
import { renderApp, visibleToast } from '@web/test/render';

const slow = { timeout: 15_000 };

let hardNavigate: ReturnType<typeof spyOnHardNavigate>;
beforeEach(() => {
  hardNavigate = spyOnHardNavigate();
});

const clearCookie = () => {
  document.cookie = `${LOCALE_COOKIE}=; Path=/; Max-Age=0`;
};

async function inLocale(locale: PageLocale) {
  setPageLocale(locale);
  await loadAllMessages();
}

afterEach(() => {
  setPageLocale('en');
  clearCookie();
});

async function renderSettings(routes = {}, heading = 'Profile Settings') {
  const api = mockApi({ 'GET /api/account/session': { body: signedIn() }, ...routes });
  const utils = renderApp('/profile-settings');
  await screen.findByRole('heading', { level: 1, name: heading }, slow);
  return { ...api, ...utils };
}

describe('the Language setting', () => {
  it('lists the languages in their own words, with the page language chosen', async () => {
    await renderSettings();
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(select).toHaveValue('en');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['English', 'English (plain wording)', 'Deutsch', 'Español']);
  });

  it('choosing Deutsch saves it on the account, sets the cookie and reloads the page', async () => {
    const { user, callsTo } = await renderSettings({ 'PUT /api/account/locale': { body: { locale: 'de' } } });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Deutsch');

    await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith('/profile-settings'));
    expect(callsTo('PUT /api/account/locale').map((c) => c.body)).toEqual([{ locale: 'de' }]);
    expect(cookieLocale()).toBe('de');
  });

  it('a refused change says so, keeps the cookie and does not reload', async () => {
    const { user } = await renderSettings({
      'PUT /api/account/locale': apiError(400, 'validation_error', 'Choose one of the offered languages.'),
    });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Español');

    await waitFor(() => expect(visibleToast()).toHaveTextContent('Language not changed'));
    expect(cookieLocale()).toBeNull();
    expect(hardNavigate).not.toHaveBeenCalled();
  });

  it('offline it is disabled with the reason and sends nothing', async () => {
    const { user, callsTo } = await renderSettings();
    setBrowserOnline(false);
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(select).toBeDisabled();
    expect(select).toHaveAccessibleDescription(OFFLINE_REASON);
    await user.selectOptions(select, 'Deutsch').catch(() => undefined);
    expect(callsTo('PUT /api/account/locale')).toEqual([]);
    expect(hardNavigate).not.toHaveBeenCalled();
  });
});

describe('/profile-settings in German and Spanish', () => {
  it('speaks German, with the language menu on Deutsch', async () => {
    await inLocale('de');
    await renderSettings({}, 'Profileinstellungen');
    expect(screen.getByRole('link', { name: 'Zurück zur Übersicht' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
    expect(screen.getByRole('heading', { level: 2, name: 'Grunddaten' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Vorname' })).toHaveValue('Rex');
    expect(screen.getByRole('switch', { name: 'Öffentliches Profil' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Änderungen speichern' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Anmeldung und Sicherheit' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Ihre Daten' })).toBeInTheDocument();
    // None of the English of these cards is left.
    for (const english of ['Profile Settings', 'Basic Info', 'Save Changes', 'Privacy Settings', 'Your Data']) {
      expect(screen.queryByText(english)).not.toBeInTheDocument();
    }
  });

  it('speaks Spanish', async () => {
    await inLocale('es');
    await renderSettings({}, 'Configuración del perfil');
    expect(screen.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');
    expect(screen.getByRole('heading', { level: 2, name: 'Información básica' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar cambios' })).toBeInTheDocument();
    expect(screen.queryByText('Save Changes')).not.toBeInTheDocument();
  });
});
