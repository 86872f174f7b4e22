/**
 * Which prerendered landing "/" answers (issue 43, decision 0335). The build writes one file per
 * locale (vite.config.ts); the server (src/server/http/static.ts) and, offline, the service worker
 * (src/web/public/landing-sw.js, which repeats this rule in plain script) pick one by the same rule
 * as the app's boot: the `hf_locale` cookie, else the reader's languages.
 */
import { isLocale, LOCALE_COOKIE, LOCALES, negotiate, parseAcceptLanguage, type Locale } from './i18n/locales';

/** The prerendered landing of `locale`: landing.html stays the English one (so nothing that names it breaks). */
export const landingFile = (locale: Locale): string => (locale === 'en' ? 'landing.html' : `landing.${locale}.html`);

/** Every locale's landing file. */
export const LANDING_FILES: readonly { locale: Locale; file: string }[] = LOCALES.map((locale) => ({
  locale,
  file: landingFile(locale),
}));

/**
 * The query parameter that names a landing's language ("/?lang=de"): the address of each
 * language's page for `<link rel="alternate" hreflang>`, so a search engine can reach each one.
 */
export const LANDING_LANG_PARAM = 'lang';

/** The `hf_locale` cookie's value in a Cookie header, if it names one of LOCALES. */
export function cookieHeaderLocale(cookieHeader: string | null | undefined): Locale | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== LOCALE_COOKIE) continue;
    let value = rest.join('=');
    try {
      value = decodeURIComponent(value);
    } catch {
      return null;
    }
    return isLocale(value) ? value : null;
  }
  return null;
}

/**
 * The landing for a request to "/": the `lang` parameter (an hreflang alternate), else the cookie,
 * else Accept-Language (`en-x-plain` is never negotiated, only chosen).
 */
export function landingLocale(request: {
  lang?: string | null;
  cookie?: string | null;
  acceptLanguage?: string | null;
}): Locale {
  if (isLocale(request.lang)) return request.lang;
  return cookieHeaderLocale(request.cookie) ?? negotiate(parseAcceptLanguage(request.acceptLanguage));
}
