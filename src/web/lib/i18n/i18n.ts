/**
 * The web's side of the catalogues (decision 0331, 0332). The page's locale is chosen once, at boot,
 * and fixed for the page's life: a change of language saves the choice and reloads, so no
 * component re-renders with another language half-way (and nothing needs a context).
 *
 * Each feature's messages are a `MessageSet`: the English catalogue is imported with the code (it
 * is the default and the type, and the English texts replaced what was hard-coded, so an English
 * reader pays nothing more), every other locale is a chunk loaded by `load()` before the page
 * renders. The pseudo-locales are made from the English catalogue in the browser. A heavy page's
 * English can be a chunk of its own as well (`defineMessagesLazily`, decision 0364).
 */
import { translator, type Catalogue, type Messages, type Translate } from '@shared/i18n/catalogue';
import { formatsFor, type Formats } from '@shared/i18n/format';
import {
  DEFAULT_LOCALE,
  dir,
  INTL_LOCALE,
  isLocale,
  LOCALE_COOKIE,
  negotiate,
  type Locale,
} from '@shared/i18n/locales';

/** A locale the page can run in: one of ours, or a test pseudo-locale. */
export type PageLocale = Locale | 'x-pseudo' | 'x-pseudo-rtl';

const isPageLocale = (value: unknown): value is PageLocale =>
  isLocale(value) || value === 'x-pseudo' || value === 'x-pseudo-rtl';

let active: PageLocale = DEFAULT_LOCALE;

/** The page's locale. */
export const pageLocale = (): PageLocale => active;

/** The page's formatters (dates, numbers, units, plurals in its locale). */
export const pageFormats = (): Formats => formatsFor(active);

/** The `Intl` tag of the page's locale ("de-DE"; the pseudo-locales format as "en-US"). */
export const pageIntlTag = (): string => (isLocale(active) ? INTL_LOCALE[active] : 'en-US');

/** The locale cookie's value, if it names a locale the page can run in. */
export function cookieLocale(
  cookie: string = typeof document === 'undefined' ? '' : document.cookie,
): PageLocale | null {
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== LOCALE_COOKIE) continue;
    const value = decodeURIComponent(rest.join('='));
    return isPageLocale(value) ? value : null;
  }
  return null;
}

/**
 * Which locale a page starts in: the cookie (set by the language setting, by signing in with a
 * saved language, and by the landing's switch), else the browser's languages.
 */
export function choosePageLocale(
  cookie: string = typeof document === 'undefined' ? '' : document.cookie,
  languages: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
): PageLocale {
  return cookieLocale(cookie) ?? negotiate(languages);
}

/** Sets the page's locale and `<html lang dir>`. Boot calls it once, before anything loads. */
export function setPageLocale(locale: PageLocale): void {
  active = locale;
  if (typeof document === 'undefined') return;
  const html = document.documentElement;
  html.lang =
    locale === 'x-pseudo' || locale === 'x-pseudo-rtl' ? 'en-x-pseudo' : locale === 'en-x-plain' ? 'en' : locale;
  html.dir = dir(locale);
}

/** Remembers a locale in the cookie (a year; the landing's switch and the language setting). */
export function rememberLocale(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

type Loader<T extends Messages> = () => Promise<{ default: Catalogue<T> }>;

export interface MessageSet<T extends Messages> {
  /** Loads the page locale's catalogue (nothing to load for English). Page loaders await it. */
  load(): Promise<void>;
  /** The translator in the page's locale. The catalogue must have been loaded. */
  t: Translate<T>;
}

const sets: MessageSet<Messages>[] = [];

/**
 * A feature's messages: its English catalogue, and a loader per other locale. `en-x-plain` is
 * usually the English with a few texts changed; a locale whose loader is missing (none yet) reads
 * English.
 */
export function defineMessages<T extends Messages>(
  en: T,
  loaders: { 'en-x-plain': Loader<T>; de: Loader<T>; es: Loader<T> },
): MessageSet<T> {
  return messageSet(() => en, en, loaders);
}

/**
 * A page's messages whose English is a chunk of its own too (decision 0364): a German reader of a
 * heavy page loads only the German catalogue, not the English beside it. `load()` loads the English
 * for an English page; the route's loader awaits it before the page renders, as it does every other
 * locale's, and the server names the page's catalogue chunk for the reader's language in
 * `<link rel="modulepreload">` so it downloads beside the page's code.
 */
export function defineMessagesLazily<T extends Messages>(loaders: {
  en: () => Promise<{ en: T }>;
  'en-x-plain': Loader<T>;
  de: Loader<T>;
  es: Loader<T>;
}): MessageSet<T> {
  let english: T | null = null;
  const loadEnglish = (): Promise<T> =>
    english ? Promise.resolve(english) : loaders.en().then((m) => (english = m.en));
  return messageSet(loadEnglish, null, loaders, () => english);
}

function messageSet<T extends Messages>(
  english: () => T | Promise<T>,
  eager: T | null,
  loaders: { 'en-x-plain': Loader<T>; de: Loader<T>; es: Loader<T> },
  loadedEnglish: () => T | null = () => eager,
): MessageSet<T> {
  const loaded = new Map<PageLocale, T>(eager ? [['en', eager]] : []);
  const pending = new Map<PageLocale, Promise<void>>();

  const load = (): Promise<void> => {
    const locale = active;
    if (loaded.has(locale)) return Promise.resolve();
    const inFlight = pending.get(locale);
    if (inFlight) return inFlight;
    const catalogue: Promise<T> =
      locale === 'en'
        ? Promise.resolve(english())
        : locale === 'x-pseudo' || locale === 'x-pseudo-rtl'
          ? Promise.all([english(), import('@shared/i18n/pseudo')]).then(([en, m]) => m.pseudoCatalogue(en))
          : loaders[locale]().then((m) => m.default as unknown as T);
    const promise = catalogue.then(
      (messages) => {
        loaded.set(locale, messages);
      },
      (err: unknown) => {
        pending.delete(locale);
        throw err;
      },
    );
    pending.set(locale, promise);
    return promise;
  };

  const t = ((key: string, ...params: unknown[]) => {
    const catalogue = loaded.get(active) ?? loadedEnglish();
    if (!catalogue) throw new Error(`Messages used before they were loaded (key "${key}")`);
    return (translator(catalogue, pageFormats()) as (key: string, ...p: unknown[]) => string)(key, ...params);
  }) as Translate<T>;

  const set: MessageSet<T> = { load, t };
  sets.push(set as unknown as MessageSet<Messages>);
  return set;
}

/** Loads every message set defined so far (boot, for the shell's; tests, before rendering). */
export const loadAllMessages = (): Promise<void> =>
  Promise.all(sets.map((s) => s.load())).then(() => undefined);
