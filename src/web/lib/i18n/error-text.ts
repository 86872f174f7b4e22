/**
 * The server's and the shared schemas' English messages in the page's language (decisions 0353,
 * 0354). The server already answers in the reader's language; what is left to the page is what it
 * words itself: the shared zod schemas checking a form in the browser. `errorText(message)` finds
 * an English message in the catalogue of message codes and gives the page locale's words (anything
 * else unchanged); `zodErrorOptions()` words zod's own checks from the issue.
 *
 * An English page loads nothing: the English is what the schemas already say. Another locale
 * loads the English catalogue (to find a message by its text), its own and the lookup, in its
 * lazy chunk.
 */
import { useEffect, useState } from 'react';
import type { Catalogue } from '@shared/i18n/catalogue';
import type * as Lookup from '@shared/i18n/errors';
import type { ErrorCatalogue, ErrorMessages, IssueLike } from '@shared/i18n/errors';
import type { Locale } from '@shared/i18n/locales';
import { pageFormats, pageLocale, type PageLocale } from './i18n';

type Loaded = {
  locale: PageLocale;
  english: ErrorMessages;
  messages: ErrorCatalogue;
  /** The lookup itself rides in the lazy chunk too: an English page carries none of it. */
  lookup: typeof Lookup;
};

const loaders: Record<Exclude<Locale, 'en'>, () => Promise<{ default: Catalogue<ErrorMessages> }>> = {
  'en-x-plain': () => import('@shared/i18n/errors/en-x-plain'),
  de: () => import('@shared/i18n/errors/de'),
  es: () => import('@shared/i18n/errors/es'),
};

let loaded: Loaded | null = null;
let pending: { locale: PageLocale; promise: Promise<void> } | null = null;

/** Loads the page locale's error texts (nothing for English). Forms' first validation awaits it. */
export function loadErrorTexts(): Promise<void> {
  const locale = pageLocale();
  if (locale === 'en' || loaded?.locale === locale) return Promise.resolve();
  if (pending?.locale === locale) return pending.promise;
  const english = import('@shared/i18n/errors/en').then((m) => m.en);
  const messages: Promise<ErrorCatalogue> =
    locale === 'x-pseudo' || locale === 'x-pseudo-rtl'
      ? Promise.all([english, import('@shared/i18n/pseudo')]).then(([en, m]) => m.pseudoCatalogue(en))
      : loaders[locale]().then((m) => m.default);
  const promise = Promise.all([english, messages, import('@shared/i18n/errors')]).then(
    ([en, catalogue, lookup]) => {
      loaded = { locale, english: en, messages: catalogue, lookup };
    },
    (err: unknown) => {
      pending = null;
      throw err;
    },
  );
  pending = { locale, promise };
  return promise;
}

/**
 * Not with the page: a German page would carry the whole catalogue of message codes (some 10 KB
 * gzip) for messages it may never show. A form's first validation awaits it (lazy-zod-resolver),
 * and a text shown without one asks for it with `useErrorTexts`.
 */

const current = (): Loaded | null => {
  const l = loaded;
  return l && l.locale === pageLocale() ? l : null;
};

/** An English message of the server or a shared schema in the page's words; anything else unchanged. */
export function errorText(message: string): string {
  const l = current();
  return l ? l.lookup.translateError(l.english, l.messages, pageFormats(), message) : message;
}

/**
 * The per-parse options that word zod's own checks (a check without a message of ours) in the
 * page's language. On an English page the map gives nothing and zod's English stays word for word.
 * Read at each parse, so a form made before the texts loaded speaks the page's language too.
 */
export const zodErrorOptions = {
  error: (issue: IssueLike): string | undefined => {
    const l = current();
    return l ? l.lookup.zodIssueText(l.messages, pageFormats(), issue) : undefined;
  },
};

/**
 * For a component that shows such a message without a form (a hint under a switch): loads the
 * texts when `needed` and renders again once they are there; until then the English shows.
 */
export function useErrorTexts(needed: boolean): void {
  const [, setReady] = useState(false);
  useEffect(() => {
    if (!needed || current() || pageLocale() === 'en') return;
    let live = true;
    loadErrorTexts().then(
      () => live && setReady(true),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [needed]);
}
