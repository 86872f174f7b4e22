import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openAuthDialog } from '@web/lib/auth/auth-dialogs';
import { loadAllMessages, setPageLocale, type PageLocale } from '@web/lib/i18n/i18n';
import { mockApi, signedIn } from '@web/test/mock-api';
import { field, renderApp, renderAt, visibleToast } from '@web/test/render';
import { AuthDialogs } from './components/auth-dialogs';

const slow = { timeout: 15_000 };

beforeAll(async () => {
  await Promise.all([import('./components/sign-up-dialog'), import('./components/sign-in-dialog')]);
});

async function inLocale(locale: PageLocale) {
  setPageLocale(locale);
  await loadAllMessages();
}

afterEach(() => {
  setPageLocale('en');
  document.cookie = 'hf_locale=; Path=/; Max-Age=0';
});

function openDialog(which: 'sign-in' | 'sign-up', routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ 'GET /api/config': { body: { googleEnabled: true } }, ...routes });
  const utils = renderAt(<AuthDialogs />, { path: '/somewhere', routePath: '/somewhere' });
  act(() => openAuthDialog(which));
  return { ...api, ...utils };
}

describe('the sign-up dialog in German', () => {
  it('asks in German, keeps the page language for the new account, and says what comes next', async () => {
    await inLocale('de');
    expect(document.cookie).not.toContain('hf_locale');
    const { user, callsTo } = openDialog('sign-up', {
      'POST /api/account/sign-up': { status: 201, body: { ok: true } },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Konto erstellen' }, slow);
    expect(await within(dialog).findByRole('button', { name: 'Weiter mit Google' }, slow)).toBeInTheDocument();
    expect(within(dialog).getByText('Oder mit E-Mail registrieren')).toBeInTheDocument();
    expect(field('Passwort', dialog)).toHaveAccessibleDescription(/^Mindestens 8 Zeichen/);
    for (const english of ['JOIN THE SQUAD', 'DEPLOY TO SQUAD', 'Already enlisted?', 'Continue with Google']) {
      expect(within(dialog).queryByText(english)).not.toBeInTheDocument();
    }

    await user.type(field('E-Mail', dialog), 'neu@example.com');
    await user.type(field('Vorname', dialog), 'Nia');
    await user.type(field('Benutzername', dialog), 'nia_neu');
    await user.type(field('Geburtsdatum', dialog), '1995-03-14');
    await user.type(field('Passwort', dialog), 'Str0ng!pass');
    await user.type(field('Passwort bestätigen', dialog), 'Str0ng!pass');
    await user.click(within(dialog).getByRole('button', { name: 'Konto erstellen' }));

    await waitFor(() => expect(callsTo('POST /api/account/sign-up')).toHaveLength(1));
    // The account's language goes as the cookie the server reads (the body's schema is strict).
    expect(callsTo('POST /api/account/sign-up')[0]!.body).toMatchObject({ email: 'neu@example.com' });
    expect(callsTo('POST /api/account/sign-up')[0]!.body).not.toHaveProperty('locale');
    expect(document.cookie).toContain('hf_locale=de');
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Sehen Sie in Ihr E-Mail-Postfach'));
  });

  it('in English the body is as before: no locale', async () => {
    const { user, callsTo } = openDialog('sign-up', {
      'POST /api/account/sign-up': { status: 201, body: { ok: true } },
    });
    const dialog = await screen.findByRole('dialog', { name: 'JOIN THE SQUAD' }, slow);
    await user.type(field('Email', dialog), 'new@example.com');
    await user.type(field('First Name', dialog), 'Nia');
    await user.type(field('Username', dialog), 'nia_new');
    await user.type(field('Date of Birth', dialog), '1995-03-14');
    await user.type(field('Password', dialog), 'Str0ng!pass');
    await user.type(field('Confirm Password', dialog), 'Str0ng!pass');
    await user.click(within(dialog).getByRole('button', { name: 'DEPLOY TO SQUAD' }));
    await waitFor(() => expect(callsTo('POST /api/account/sign-up')).toHaveLength(1));
    expect(callsTo('POST /api/account/sign-up')[0]!.body).not.toHaveProperty('locale');
  });
});

describe('the sign-in dialog in Spanish', () => {
  it('asks in Spanish and greets in Spanish', async () => {
    await inLocale('es');
    const { user } = openDialog('sign-in', { 'POST /api/account/sign-in': { body: signedIn() } });
    const dialog = await screen.findByRole('dialog', { name: 'Iniciar sesión' }, slow);
    expect(within(dialog).getByRole('button', { name: '¿Olvidó su contraseña?' })).toBeInTheDocument();
    await user.type(field('Correo electrónico', dialog), 'ranger@example.com');
    await user.type(field('Contraseña', dialog), 'Str0ng!pass');
    await user.click(within(dialog).getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Bienvenido de nuevo'));
    expect(visibleToast()).not.toHaveTextContent('soldier');
  });
});

describe('completing the profile in German', () => {
  it('is in German', async () => {
    await inLocale('de');
    mockApi({ 'GET /api/account/session': { body: signedIn({}, null) } });
    renderApp('/complete-profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ihr Profil vervollständigen' }, slow)).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Benutzername' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Profil erstellen' })).toBeInTheDocument();
    // What the "*" means, in German; a screen reader hears the asterisk named.
    expect(screen.getByText(/^Felder mit/)).toHaveTextContent(
      /^Felder mit \*\s?einem Sternchen müssen ausgefüllt werden\.$/,
    );
    expect(screen.queryByText('COMPLETE DEPLOYMENT')).not.toBeInTheDocument();
  });
});
