import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '@shared/auth/api-types';
import { LOCALE_COOKIE } from '@shared/i18n/locales';
import { cookieLocale, rememberLocale, setPageLocale } from '@web/lib/i18n/i18n';
import { mockApi, signedIn, signedOut } from '@web/test/mock-api';
import { spyOnHardNavigate } from '@web/test/navigation';
import { field, renderApp } from '@web/test/render';
import { openAuthDialog } from './auth-dialogs';

const slow = { timeout: 15_000 };

let hardNavigate: ReturnType<typeof spyOnHardNavigate>;
beforeEach(() => {
  hardNavigate = spyOnHardNavigate();
});
afterEach(() => {
  setPageLocale('en');
  document.cookie = `${LOCALE_COOKIE}=; Path=/; Max-Age=0`;
});

/** A session user as the server sends it, with the account's saved language. */
const withLocale = (locale: string) => ({ locale }) as Partial<SessionUser>;

async function renderDashboard(locale: string | null, profileHeading = 'Operative Profile') {
  mockApi({ 'GET /api/account/session': { body: signedIn(locale ? withLocale(locale) : {}) } });
  const utils = renderApp('/dashboard');
  await screen.findByRole('heading', { name: profileHeading }, slow);
  // The session is known and the page rendered: any reload was asked for by now.
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  return utils;
}

describe('the saved language after signing in', () => {
  it('signing in with Spanish saved on the account sets the cookie and loads the page again, once', async () => {
    let session = signedOut;
    mockApi({
      'GET /api/account/session': () => ({ body: session }),
      'GET /api/config': { body: { googleEnabled: false } },
      'POST /api/account/sign-in': () => {
        session = signedIn(withLocale('es'));
        return { body: session };
      },
    });
    const { user } = renderApp('/');
    await screen.findByText('OPERATIONAL STATUS: ACTIVE', {}, slow);
    act(() => openAuthDialog('sign-in'));
    await screen.findByRole('dialog', { name: 'ACCESS COMMAND CENTER' });
    await user.type(field('Email'), 'ranger@example.com');
    await user.type(field('Password'), 'Str0ng!pass');
    await user.click(screen.getByRole('button', { name: 'ENTER COMMAND CENTER' }));

    await waitFor(() => expect(hardNavigate).toHaveBeenCalledTimes(1), slow);
    expect(cookieLocale()).toBe('es');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(hardNavigate).toHaveBeenCalledTimes(1);
  });

  it('a German account on an English page of this device reloads it in German', async () => {
    await renderDashboard('de');
    expect(cookieLocale()).toBe('de');
    expect(hardNavigate).toHaveBeenCalledExactlyOnceWith('/dashboard');
  });

  it('no loop: when the cookie already says the saved language, the page is not loaded again', async () => {
    rememberLocale('de');
    await renderDashboard('de');
    expect(hardNavigate).not.toHaveBeenCalled();
  });

  it('nothing happens when the page already speaks the saved language', async () => {
    setPageLocale('de');
    await renderDashboard('de', 'Ihr Profil');
    expect(hardNavigate).not.toHaveBeenCalled();
    expect(cookieLocale()).toBeNull();
  });

  it('nothing happens when no language is saved', async () => {
    await renderDashboard(null);
    expect(hardNavigate).not.toHaveBeenCalled();
    expect(cookieLocale()).toBeNull();
  });

  it('a page in a pseudo-locale (the tests) stays as it is', async () => {
    setPageLocale('x-pseudo');
    mockApi({ 'GET /api/account/session': { body: signedIn(withLocale('de')) } });
    renderApp('/dashboard');
    await waitFor(() => expect(document.querySelector('h1')).not.toBeNull(), slow);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(hardNavigate).not.toHaveBeenCalled();
  });
});
