/**
 * The locales Holdfast speaks (issue 43, decision 0331): `en` is today's texts word for word and the
 * default; `en-x-plain` is the same product in plain family wording ("Create account" for "DEPLOY
 * TO SQUAD"), chosen only, never negotiated; `de` and `es` are complete translations.
 */
export const LOCALES = ['en', 'en-x-plain', 'de', 'es'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/** The cookie a signed-out visitor's choice lives in (and a signed-in user's, for the landing). */
export const LOCALE_COOKIE = 'hf_locale';

/**
 * Each locale's name in itself, as a language menu shows it: a German reader finds "Deutsch"
 * whatever language the page is in. Not translated, on purpose.
 */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  'en-x-plain': 'English (plain wording)',
  de: 'Deutsch',
  es: 'Español',
};

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/**
 * The BCP 47 tag `Intl` formats with. The plain English is English; US English keeps today's dates
 * ("November 21, 2026"); Spanish is the US's Spanish (Listo.gov's readers, decision 0332).
 */
export const INTL_LOCALE: Record<Locale, string> = {
  en: 'en-US',
  'en-x-plain': 'en-US',
  de: 'de-DE',
  es: 'es-US',
};

/** Languages we would write right to left; none of ours yet, but the layout is ready (decision 0330). */
const RTL_LANGUAGES = new Set(['ar', 'dv', 'fa', 'he', 'ku', 'ps', 'sd', 'ug', 'ur', 'yi']);

/** The writing direction of a language tag ("x-pseudo-rtl", the test locale, is right to left). */
export function dir(tag: string): 'ltr' | 'rtl' {
  if (tag === 'x-pseudo-rtl') return 'rtl';
  const language = tag.toLowerCase().split('-')[0] ?? '';
  return RTL_LANGUAGES.has(language) ? 'rtl' : 'ltr';
}

/** At most this many tags are read from a header: the rest of a hostile one is ignored. */
const MAX_TAGS = 16;

/**
 * An `Accept-Language` header's tags, best first ("de-CH,de;q=0.9,en;q=0.8" gives de-CH, de, en).
 * Tags with q=0 or that are not a language tag are dropped; an overlong header is cut.
 */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  const tags: { tag: string; q: number; index: number }[] = [];
  for (const [index, part] of header.slice(0, 1024).split(',').slice(0, MAX_TAGS).entries()) {
    const [rawTag, ...params] = part.trim().split(';');
    const tag = rawTag?.trim() ?? '';
    if (!/^(?:[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*|\*)$/.test(tag)) continue;
    let q = 1;
    for (const param of params) {
      const m = /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/.exec(param);
      if (m) q = Number(m[1]);
    }
    if (q > 0 && q <= 1) tags.push({ tag, q, index });
  }
  return tags.sort((a, b) => b.q - a.q || a.index - b.index).map((t) => t.tag);
}

/**
 * The first of the reader's languages (best first, as `navigator.languages` or a parsed
 * `Accept-Language`) that Holdfast speaks, by its primary language: "de-AT" is German, "es-MX"
 * Spanish. Nothing matching gives the default. `en-x-plain` is a choice, never a guess.
 */
export function negotiate(accepted: readonly string[]): Locale {
  for (const tag of accepted) {
    const language = tag.toLowerCase().split('-')[0];
    if (language === 'en') return 'en';
    if (language === 'de') return 'de';
    if (language === 'es') return 'es';
  }
  return DEFAULT_LOCALE;
}
