/**
 * Issue 43 (decision 0335): "/" in the visitor's language. The server picks the prerendered
 * landing by the `hf_locale` cookie, else Accept-Language; the page hydrates in it; the language
 * switch keeps the choice and reloads; offline, the service worker serves the cookie's landing.
 * With I18N_SCREENSHOTS set to a folder, the landing in de, es and en-x-plain at 1280x800 and
 * 390x844 is photographed there.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectBrowser } from './support/browser';

const baseURL = inject('baseURL');
const SHOTS = process.env.I18N_SCREENSHOTS;

let browser: Browser;
let opened: BrowserContext[] = [];

beforeAll(async () => {
  browser = await connectBrowser();
  return () => browser.close();
});
afterEach(async () => {
  for (const context of opened) await context.close().catch(() => undefined);
  opened = [];
});

interface Options {
  /** The browser's language: Playwright sets Accept-Language and navigator.languages from it. */
  locale?: string;
  /** The language chosen before (the hf_locale cookie). */
  cookie?: string;
  viewport?: { width: number; height: number };
  serviceWorkers?: 'allow' | 'block';
}

/** A fresh context and page, with the page's console errors. */
async function open({ locale = 'en-US', cookie, viewport, serviceWorkers = 'block' }: Options = {}) {
  const context = await browser.newContext({
    baseURL,
    locale,
    viewport: viewport ?? { width: 1280, height: 800 },
    serviceWorkers,
  });
  opened.push(context);
  if (cookie) await context.addCookies([{ name: 'hf_locale', value: cookie, url: baseURL }]);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`${m.text()} (${m.location().url})`);
  });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  return { context, page, errors };
}

const htmlLocale = (page: Page) =>
  page.evaluate(() => ({ lang: document.documentElement.lang, locale: document.documentElement.dataset.locale }));

const HEADINGS = {
  en: 'Holdfast: ready before it counts',
  'en-x-plain': 'Holdfast: ready before it counts',
  de: 'Holdfast: vorbereitet, bevor es darauf ankommt',
  es: 'Holdfast: listo antes de que haga falta',
} as const;

describe("the landing in the visitor's language", () => {
  it('answers a German browser in German, hydrates, and switches to Español', async () => {
    const { context, page, errors } = await open({ locale: 'de-DE', viewport: { width: 390, height: 844 } });
    await page.goto('/');
    expect(await htmlLocale(page)).toEqual({ lang: 'de', locale: 'de' });
    expect(await page.title()).toBe('Holdfast · Notfallvorsorge für Ihre Familie');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(HEADINGS.de);
    expect(await page.locator('link[rel="alternate"][hreflang="es"]').getAttribute('href')).toBe('/?lang=es');

    // Hydration: the menu opens only once React has hydrated the page (in German, as the HTML is).
    const toggle = page.getByRole('button', { name: 'Menü öffnen' });
    await expect
      .poll(
        async () => {
          // A short click: once the menu is open the toggle has another name, and a click would wait for it.
          await toggle.click({ timeout: 2_000 }).catch(() => undefined);
          return page.getByRole('button', { name: 'Menü schließen' }).isVisible();
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    await expect.poll(() => page.getByRole('link', { name: 'Ratgeber' }).count()).toBeGreaterThan(1);

    // The switch, labelled in the page's language: Español reloads "/" in Spanish.
    const select = page.getByRole('combobox', { name: 'Sprache' });
    expect(await select.inputValue()).toBe('de');
    await Promise.all([page.waitForEvent('framenavigated'), select.selectOption({ label: 'Español' })]);
    await page.waitForFunction(() => document.documentElement.lang === 'es');
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(HEADINGS.es);
    expect(await page.getByRole('combobox', { name: 'Idioma' }).inputValue()).toBe('es');
    expect((await context.cookies()).find((c) => c.name === 'hf_locale')?.value).toBe('es');
    expect(errors).toEqual([]);
  }, 60_000);

  it('switches before React has loaded: the prerendered select alone', async () => {
    const { page, errors } = await open({ cookie: 'de' });
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await page.goto('/');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(HEADINGS.de);
    // A change dispatched straight at the select: no focus, no pointer, so nothing wakes React first.
    await Promise.all([
      page.waitForEvent('framenavigated'),
      page.evaluate(() => {
        const select = document.querySelector<HTMLSelectElement>('select[data-locale-switch]')!;
        select.value = 'en-x-plain';
        select.dispatchEvent(new Event('change', { bubbles: true }));
      }),
    ]);
    expect(requested.filter((p) => /\/assets\/landing-core-/.test(p))).toEqual([]);
    await page.waitForFunction(() => document.documentElement.dataset.locale === 'en-x-plain');
    expect(await htmlLocale(page)).toEqual({ lang: 'en', locale: 'en-x-plain' });
    expect(await page.getByRole('button', { name: 'Create account' }).first().isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });

  it("keeps the cookie over the browser's language, and English for a language it does not speak", async () => {
    const chosen = await open({ locale: 'de-DE', cookie: 'es' });
    await chosen.page.goto('/');
    expect(await htmlLocale(chosen.page)).toEqual({ lang: 'es', locale: 'es' });
    const french = await open({ locale: 'fr-FR' });
    await french.page.goto('/');
    expect(await htmlLocale(french.page)).toEqual({ lang: 'en', locale: 'en' });
    expect(await french.page.getByRole('heading', { level: 1 }).textContent()).toBe(HEADINGS.en);
  });

  it('leaves "/" to the app in the pseudo-locale, whose words are made in the browser', async () => {
    const { page, errors } = await open({ cookie: 'x-pseudo' });
    await page.goto('/');
    await page.waitForFunction(() => document.documentElement.lang === 'en-x-pseudo', undefined, { timeout: 20_000 });
    const heading = page.getByRole('heading', { level: 1 });
    await expect.poll(() => heading.textContent(), { timeout: 20_000 }).toMatch(/^Holdfast: \[.+\]$/);
    expect(await heading.textContent()).not.toBe(HEADINGS.en);
    expect(errors.filter((e) => !/Community stats|Failed to load resource/.test(e))).toEqual([]);
  });

  it('offline, the service worker answers "/" in the cookie\'s language (else the browser\'s)', async () => {
    const { context, page, errors } = await open({ locale: 'de-DE', cookie: 'es', serviceWorkers: 'allow' });
    await page.goto('/');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    // The first worker does not claim the open page: the reload is the first load it controls.
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    // Everything precached (the worker is active once its install, the precache, is done).
    await context.setOffline(true);
    await page.reload();
    expect(await htmlLocale(page)).toEqual({ lang: 'es', locale: 'es' });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(HEADINGS.es);

    await page.evaluate(() => {
      document.cookie = 'hf_locale=en-x-plain; Path=/';
    });
    await page.reload();
    expect(await htmlLocale(page)).toEqual({ lang: 'en', locale: 'en-x-plain' });
    // English, although the worker was installed (and "/" fetched) while the cookie said Spanish.
    await page.evaluate(() => {
      document.cookie = 'hf_locale=en; Path=/';
    });
    await page.reload();
    expect(await htmlLocale(page)).toEqual({ lang: 'en', locale: 'en' });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(HEADINGS.en);

    // No cookie: the browser's languages, as Accept-Language online.
    await page.evaluate(() => {
      document.cookie = 'hf_locale=; Path=/; Max-Age=0';
    });
    await page.reload();
    expect(await htmlLocale(page)).toEqual({ lang: 'de', locale: 'de' });
    await context.setOffline(false);
    // Offline the live numbers and the session check cannot load: nothing else may fail.
    expect(errors.filter((e) => !/Failed to fetch|ERR_INTERNET_DISCONNECTED|Failed to load resource/.test(e))).toEqual(
      [],
    );
  }, 90_000);

  it.runIf(Boolean(SHOTS))(
    'photographs the landing in de, es and en-x-plain',
    async () => {
      await mkdir(SHOTS!, { recursive: true });
      for (const locale of ['de', 'es', 'en-x-plain'] as const) {
        for (const viewport of [
          { width: 1280, height: 800 },
          { width: 390, height: 844 },
        ]) {
          const { page, context } = await open({ cookie: locale, viewport });
          await page.goto('/');
          expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(HEADINGS[locale]);
          await page.waitForLoadState('networkidle', { timeout: 8_000 }).catch(() => undefined);
          await page.screenshot({ path: path.join(SHOTS!, `${locale}-landing-${viewport.width}.png`) });
          // The footer with the language switch.
          await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
          await page.screenshot({ path: path.join(SHOTS!, `${locale}-landing-footer-${viewport.width}.png`) });
          await context.close();
        }
      }
    },
    120_000,
  );
});
