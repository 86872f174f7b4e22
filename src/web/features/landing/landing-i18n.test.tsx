import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cookieLocale, loadAllMessages, rememberLocale, setPageLocale, type PageLocale } from '@web/lib/i18n/i18n';
import { mockApi, signedOut } from '@web/test/mock-api';
import { spyOnHardNavigate } from '@web/test/navigation';
import { renderApp } from '@web/test/render';
import { listenForLocaleSwitch, pseudoLocaleChosen, resetLocaleSwitch, switchLocale } from './locale-switch';
import { en } from './messages/en';

const slow = { timeout: 15_000 };

async function renderLandingIn(locale: PageLocale) {
  setPageLocale(locale);
  await loadAllMessages();
  mockApi({ 'GET /api/account/session': { body: signedOut } });
  const utils = renderApp('/');
  await screen.findByRole('heading', { level: 1 }, slow);
  // The sections under the hero are a second chunk.
  await screen.findByRole('contentinfo', {}, slow);
  return utils;
}

/** Every text a reader meets (text, labels, placeholders) outside the community stats grid, which is not the landing's. */
function visibleWords(): string {
  const root = document.body.cloneNode(true) as HTMLElement;
  root.querySelectorAll('[data-live="community-stats"]').forEach((el) => el.remove());
  const attributes = [...root.querySelectorAll('[aria-label],[placeholder],[title]')].flatMap((el) =>
    ['aria-label', 'placeholder', 'title'].map((a) => el.getAttribute(a) ?? ''),
  );
  return [root.textContent ?? '', ...attributes].join('\n');
}

/** The English catalogue's words that `translated` has differently (a text both share is no leak; "." is no word). */
async function englishOnly(locale: 'de' | 'es'): Promise<string[]> {
  const { default: translated } = await (locale === 'de' ? import('./messages/de') : import('./messages/es'));
  return Object.entries(en).flatMap(([key, text]) =>
    typeof text === 'string' && /[a-z]{2}/i.test(text) && translated[key as keyof typeof en] !== text ? [text] : [],
  );
}

const clearCookie = () => {
  document.cookie = 'hf_locale=; Path=/; Max-Age=0';
};

afterEach(() => {
  setPageLocale('en');
  resetLocaleSwitch();
  clearCookie();
});

describe('the landing in German', () => {
  beforeEach(() => renderLandingIn('de'));

  it('shows German headings, navigation and calls to action', () => {
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Holdfast: vorbereitet, bevor es darauf ankommt',
    );
    expect(
      within(main)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual([
      'Unsere Gemeinschaft',
      'Vorräte im Überblick',
      'Ratgeber',
      'Vorräte',
      'Ausrüstung',
      'Premium',
      'Bleiben Sie informiert',
    ]);
    const nav = within(screen.getByRole('banner')).getByRole('navigation', { name: 'Hauptmenü' });
    expect(within(nav).getAllByRole('button', { name: 'Konto erstellen' })[0]).toBeVisible();
    expect(within(main).getByRole('button', { name: 'Anmelden' })).toBeVisible();
    expect(within(main).getByText('(1.284 Bewertungen)')).toBeVisible();
    expect(within(main).getByText('Etwa 120 $')).toBeVisible();
    expect(within(main).getAllByText('4,8')).toHaveLength(2);
    expect(
      within(screen.getByRole('contentinfo')).getByText(/© 2025 Holdfast\. Alle Rechte vorbehalten\./),
    ).toBeVisible();
  });

  it('shows no English text of its catalogue', async () => {
    const words = visibleWords();
    const leaks = (await englishOnly('de')).filter((text) => words.includes(text));
    expect(leaks).toEqual([]);
    // The check would see one: the English hero is what the catalogue replaced.
    expect(await englishOnly('de')).toContain('ready before it counts');
  });

  it('keeps the addresses of the English page (the gear categories by their English names)', () => {
    expect(screen.getByRole('link', { name: /Essen & Trinken/ })).toHaveAttribute('href', '/gear-vault/food-and-water');
    expect(within(screen.getByRole('banner')).getAllByRole('link', { name: 'Ratgeber' })[0]).toHaveAttribute(
      'href',
      '/knowledge',
    );
  });
});

describe('the landing in Spanish', () => {
  beforeEach(() => renderLandingIn('es'));

  it('shows Spanish headings and no English text of its catalogue', async () => {
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Holdfast: listo antes de que haga falta');
    expect(screen.getByRole('heading', { level: 2, name: 'Manténgase informado' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
    const words = visibleWords();
    expect((await englishOnly('es')).filter((text) => words.includes(text))).toEqual([]);
  });

  it('offers the languages by their own names, labelled "Idioma", Español chosen', () => {
    const select = screen.getByRole('combobox', { name: 'Idioma' });
    expect(select).toHaveValue('es');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['English', 'English (plain wording)', 'Deutsch', 'Español']);
  });

  it('switches to German: keeps the choice in the cookie and loads "/" again', async () => {
    const navigate = spyOnHardNavigate();
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Idioma' }), 'Deutsch');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(cookieLocale()).toBe('de');
  });
});

describe('the switch before React (locale-switch.ts)', () => {
  it('writes the cookie exactly as rememberLocale does, and loads "/" once', () => {
    rememberLocale('es');
    const remembered = document.cookie;
    clearCookie();
    const navigate = spyOnHardNavigate();
    switchLocale('es');
    switchLocale('de');
    expect(document.cookie).toBe(remembered);
    expect(cookieLocale()).toBe('es');
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('follows a change of the prerendered <select data-locale-switch>, and nothing else', () => {
    const navigate = spyOnHardNavigate();
    const doc = document.implementation.createHTMLDocument();
    doc.body.innerHTML =
      '<select name="other"><option value="x">x</option><option value="de">de</option></select>' +
      '<select data-locale-switch><option value="en">English</option><option value="de">Deutsch</option></select>';
    listenForLocaleSwitch(doc);
    const [other, localeSwitch] = [...doc.querySelectorAll('select')];
    other!.value = 'de';
    other!.dispatchEvent(new Event('change', { bubbles: true }));
    expect(navigate).not.toHaveBeenCalled();
    localeSwitch!.value = 'de';
    localeSwitch!.dispatchEvent(new Event('change', { bubbles: true }));
    expect(navigate).toHaveBeenCalledWith('/');
    expect(cookieLocale()).toBe('de');
  });

  it('leaves "/" to the app in a pseudo-locale, which has no prerendered page', () => {
    expect(pseudoLocaleChosen('a=1; hf_locale=x-pseudo')).toBe(true);
    expect(pseudoLocaleChosen('hf_locale=x-pseudo-rtl; b=2')).toBe(true);
    expect(pseudoLocaleChosen('hf_locale=de')).toBe(false);
    expect(pseudoLocaleChosen('xhf_locale=x-pseudo')).toBe(false);
    expect(pseudoLocaleChosen('')).toBe(false);
  });
});
