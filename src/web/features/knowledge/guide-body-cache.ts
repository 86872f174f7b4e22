/**
 * The German and Spanish guides' bodies as they load (decision 0357): a cache per kind, its
 * loaders handed over by the locale's catalogue. Only the German and Spanish catalogues import
 * this module, so an English page carries none of it; they register the caches with
 * ./guide-bodies.ts, which the pages ask.
 */
import type { Article } from '@shared/content';
import type { ArticleBodyText, ArticleId } from '@shared/content/articles';
import { EVENT_GUIDE_SLUGS, type EventGuideSlug } from '@shared/content/event-guide-refs';
import type { ArticleBodyLoaders, EventGuideBodyLoaders, TranslatedLocale } from '@shared/content/translations/bodies';
import type { EventGuideBodyText } from '@shared/content/translations/event-guide-texts';
import { pageLocale } from '@web/lib/i18n/i18n';
import { registerBodyCaches } from './guide-bodies';

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
export const articles = bodies<ArticleId, ArticleBodyText<Article>>('field guide', ARTICLE_IDS);
export const eventGuides = bodies<EventGuideSlug, EventGuideBodyText>('event guide', EVENT_GUIDE_SLUGS);

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

registerBodyCaches(articles, eventGuides);
