/**
 * The guides' long content, looked up through one function per kind (decision 0343). The content
 * is English in every locale for now; a later per-locale module (articles.de.ts, typed by the
 * English one and written from the BBK's Ratgeber; articles.es.ts from Listo.gov) plugs in here,
 * chosen by `pageLocale()`, without the components changing.
 */
import type { Article } from '@shared/content';
import { ARTICLES, getArticle } from '@shared/content/articles';

/** The event guides in the page's language (decision 0346): ./event-guides/guides.ts. */
export { eventGuide, eventGuides } from './event-guides/guides';

/** Every field guide, in the page's language (English for now). */
export const articles = (): readonly Article[] => ARTICLES;

/** A field guide by its id (a number or the route's text), in the page's language. */
export const article = (id: number | string): Article | undefined => getArticle(id);
