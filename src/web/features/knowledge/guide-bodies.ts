/**
 * What the knowledge pages ask about the German and Spanish guides' bodies, one chunk per guide and
 * locale (decision 0357): /intel/{id} and /guides/{slug} wait for the one they show, the full
 * database's search for them all, and the hub's cards for none (their texts are the locale's small
 * summary modules). The caches (./guide-body-cache.ts) come with the German or Spanish catalogue;
 * English, en-x-plain and the pseudo-locales have none and read the English modules: nothing to load.
 */
import { use, useEffect, useState } from 'react';
import type { ArticleId } from '@shared/content/articles';
import type { EventGuideSlug } from '@shared/content/event-guide-refs';
import type { TranslatedLocale } from '@shared/content/translations/bodies';
import { pageLocale } from '@web/lib/i18n/i18n';

/** What the page asks of a kind's cache. */
export interface BodyCache<K> {
  /** The page locale's body on its way, or null when there is nothing (more) to load. */
  load(key: K): Promise<void> | null;
  /** Every body of the page's locale on its way, or null when all have loaded. */
  loadAll(): Promise<void> | null;
  isLoaded(locale: TranslatedLocale, key: K): boolean;
  reset(): void;
}

let caches: { articles: BodyCache<ArticleId>; eventGuides: BodyCache<EventGuideSlug> } | null = null;

/** Called by ./guide-body-cache.ts as a German or Spanish catalogue loads it. */
export function registerBodyCaches(articles: BodyCache<ArticleId>, eventGuides: BodyCache<EventGuideSlug>): void {
  caches = { articles, eventGuides };
}

const loadArticle = (id: ArticleId) => caches?.articles.load(id) ?? null;
const loadEventGuide = (slug: EventGuideSlug) => caches?.eventGuides.load(slug) ?? null;

/** Whether a guide's body has loaded (tests: the hub loads none until the search is used). */
export const articleBodyLoaded = (locale: TranslatedLocale, id: ArticleId) =>
  caches?.articles.isLoaded(locale, id) ?? false;
export const eventGuideBodyLoaded = (locale: TranslatedLocale, slug: EventGuideSlug) =>
  caches?.eventGuides.isLoaded(locale, slug) ?? false;

let everything: { locale: string; promise: Promise<void> } | null = null;

/**
 * Every body of the page's locale on its way, or null when all have loaded: one promise while it
 * loads (React's `use` needs the same one on each render), forgotten if a chunk fails.
 */
function loadAllBodies(): Promise<void> | null {
  const a = caches?.articles.loadAll() ?? null;
  const e = caches?.eventGuides.loadAll() ?? null;
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
  const loading = loadArticle(id);
  if (loading) use(loading);
}

/** Suspends until the event guide's body in the page's locale has loaded (nothing for English). */
export function useEventGuideBody(slug: EventGuideSlug): void {
  const loading = loadEventGuide(slug);
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
export const useArticleBodyLoaded = (id: ArticleId): boolean => useLoaded(loadArticle(id));

/** Forgets every loaded body (tests: the web files share one module state, decision 200). */
export function resetGuideBodiesForTests(): void {
  caches?.articles.reset();
  caches?.eventGuides.reset();
  everything = null;
}
