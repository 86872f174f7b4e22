/**
 * The German and Spanish guides' bodies, one chunk per guide and locale (decision 0357): /intel/{id}
 * and /guides/{slug} load the one they show, the full database's search loads them all when it is
 * opened, and the hub's cards need none (their texts are the locale's small summary modules). The
 * catalogues (articles/messages, event-guides/messages) read a body from here once it has loaded.
 * English, en-x-plain and the pseudo-locales read the English modules: nothing to load.
 */
import { use, useEffect, useState } from 'react';
import type { Article } from '@shared/content';
import type { ArticleBodyText, ArticleId } from '@shared/content/articles';
import { EVENT_GUIDE_SLUGS, type EventGuideSlug } from '@shared/content/event-guide-refs';
import type { ArticleBodyLoaders, EventGuideBodyLoaders, TranslatedLocale } from '@shared/content/translations/bodies';
import type { EventGuideBodyText } from '@shared/content/translations/event-guide-texts';
import { pageLocale } from '@web/lib/i18n/i18n';

const isTranslated = (locale: string): locale is TranslatedLocale => locale === 'de' || locale === 'es';

type Loaders<K extends PropertyKey, V> = { readonly [Key in K]: () => Promise<{ default: V }> };

function bodies<K extends string | number, V>(kind: string, keys: readonly K[]) {
  // Handed over by the locale's catalogue as it loads (before the page renders), so the English
  // page's chunk holds no loader.
  const loaders = new Map<TranslatedLocale, Loaders<K, V>>();
  const loaded = new Map<string, V>();
  const pending = new Map<string, Promise<void>>();
  const keyOf = (locale: TranslatedLocale, key: K) => `${locale}:${key}`;

  /** The page locale's body of `key` on its way, or null when there is nothing (more) to load. */
  function load(key: K): Promise<void> | null {
    const locale = pageLocale();
    if (!isTranslated(locale) || loaded.has(keyOf(locale, key))) return null;
    const at = keyOf(locale, key);
    let promise = pending.get(at);
    if (!promise) {
      const loader = loaders.get(locale)?.[key];
      if (!loader) throw new Error(`The ${locale} ${kind} bodies are loaded by the catalogue first`);
      promise = loader().then(
        (module) => {
          loaded.set(at, module.default);
        },
        (err: unknown) => {
          pending.delete(at);
          throw err;
        },
      );
      pending.set(at, promise);
    }
    return promise;
  }

  /** Every body of the page's locale on its way (the search), or null when all have loaded. */
  function loadAll(): Promise<void> | null {
    const loading = keys.map(load).filter((p) => p !== null);
    return loading.length === 0 ? null : Promise.all(loading).then(() => undefined);
  }

  /** A loaded body (the catalogues' entries read it; the page waited for it). */
  function get(locale: TranslatedLocale, key: K): V {
    const body = loaded.get(keyOf(locale, key));
    if (body === undefined) throw new Error(`The ${locale} ${kind} body of ${String(key)} has not loaded`);
    return body;
  }

  const reset = () => {
    loaded.clear();
    pending.clear();
  };

  const provide = (locale: TranslatedLocale, from: Loaders<K, V>) => {
    loaders.set(locale, from);
  };

  return {
    load,
    loadAll,
    get,
    reset,
    provide,
    isLoaded: (locale: TranslatedLocale, key: K) => loaded.has(keyOf(locale, key)),
  };
}

const ARTICLE_IDS: readonly ArticleId[] = [1, 2, 3, 4];
const articles = bodies<ArticleId, ArticleBodyText<Article>>('field guide', ARTICLE_IDS);
const eventGuides = bodies<EventGuideSlug, EventGuideBodyText>('event guide', EVENT_GUIDE_SLUGS);

/** The field guides' body loaders of a locale (its catalogue hands them over as it loads). */
export const provideArticleBodies = (locale: TranslatedLocale, loaders: ArticleBodyLoaders) =>
  articles.provide(locale, loaders);

/** The event guides' body loaders of a locale (its catalogue hands them over as it loads). */
export const provideEventGuideBodies = (locale: TranslatedLocale, loaders: EventGuideBodyLoaders) =>
  eventGuides.provide(locale, loaders);

/** A field guide's body in German or Spanish, once loaded (its catalogue's entries). */
export const articleBody = (locale: TranslatedLocale, id: ArticleId) => articles.get(locale, id);

/** An event guide's body in German or Spanish, once loaded (its catalogue's entries). */
export const eventGuideBody = (locale: TranslatedLocale, slug: EventGuideSlug) => eventGuides.get(locale, slug);

/** Whether a guide's body has loaded (tests: the hub loads none until the search is used). */
export const articleBodyLoaded = articles.isLoaded;
export const eventGuideBodyLoaded = eventGuides.isLoaded;

let everything: { locale: string; promise: Promise<void> } | null = null;

/**
 * Every body of the page's locale on its way, or null when all have loaded: one promise while it
 * loads (React's `use` needs the same one on each render), forgotten if a chunk fails.
 */
function loadAllBodies(): Promise<void> | null {
  const a = articles.loadAll();
  const e = eventGuides.loadAll();
  if (!a && !e) return null;
  const locale = pageLocale();
  if (everything?.locale !== locale) {
    const promise = Promise.all([a, e]).then(
      () => undefined,
      (err: unknown) => {
        everything = null;
        throw err;
      },
    );
    everything = { locale, promise };
  }
  return everything.promise;
}

/** Starts loading every body of the page's locale (the full database, when it is about to open). */
export function preloadAllBodies(): void {
  loadAllBodies()?.catch(() => undefined);
}

/** Suspends until the field guide's body in the page's locale has loaded (nothing for English). */
export function useArticleBody(id: ArticleId): void {
  const loading = articles.load(id);
  if (loading) use(loading);
}

/** Suspends until the event guide's body in the page's locale has loaded (nothing for English). */
export function useEventGuideBody(slug: EventGuideSlug): void {
  const loading = eventGuides.load(slug);
  if (loading) use(loading);
}

/**
 * Whether a body a click asked for has loaded: false while it loads (the part shows a spinner, the
 * rest of the page stays), true at once for English or when it had loaded. Not Suspense: what was
 * on screen stays. A chunk that fails to load is thrown to the route's error screen.
 */
function useLoaded(loading: Promise<void> | null): boolean {
  const [, setSettled] = useState<Promise<void> | null>(null);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  useEffect(() => {
    if (!loading) return;
    let live = true;
    loading.then(
      () => live && setSettled(loading),
      (error: unknown) => live && setFailure({ error }),
    );
    return () => {
      live = false;
    };
  }, [loading]);
  if (failure) throw failure.error;
  return loading === null;
}

/** Whether every body of the page's locale has loaded, loading them (the full database's search). */
export const useAllBodiesLoaded = (): boolean => useLoaded(loadAllBodies());

/** Whether a field guide's body has loaded, loading it (READ INTEL's modal). */
export const useArticleBodyLoaded = (id: ArticleId): boolean => useLoaded(articles.load(id));

/** Forgets every loaded body (tests: the web files share one module state, decision 200). */
export function resetGuideBodiesForTests(): void {
  articles.reset();
  eventGuides.reset();
  everything = null;
}
