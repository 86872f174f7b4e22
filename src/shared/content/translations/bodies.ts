/**
 * Where each guide's body lives in German and Spanish (decision 0357): one module per guide and
 * locale, behind a dynamic import, so the build makes a chunk of each and a page loads only the
 * guide it shows. The cards' texts (title, excerpt, summary) are the small per-locale modules
 * articles.<locale>.ts and event-guides.<locale>.ts. The types tie each loader to its guide. The
 * web's catalogues of that locale hand these loaders to the page (features/knowledge/guide-bodies.ts),
 * so an English page carries none of them.
 */
import type { ArticleBodyTexts, ArticleId } from '../articles';
import type { EventGuideSlug } from '../event-guide-refs';
import type { EventGuideBodyText } from './event-guide-texts';

/** The locales whose guides are translation modules (English reads the English module). */
export type TranslatedLocale = 'de' | 'es';

export type ArticleBodyLoaders = { readonly [Id in ArticleId]: () => Promise<{ default: ArticleBodyTexts[Id] }> };
export type EventGuideBodyLoaders = {
  readonly [S in EventGuideSlug]: () => Promise<{ default: EventGuideBodyText }>;
};

// One export per locale, so a locale's catalogue chunk carries its own loaders only.
export const ARTICLE_BODIES_DE: ArticleBodyLoaders = {
  1: () => import('./articles/de/1'),
  2: () => import('./articles/de/2'),
  3: () => import('./articles/de/3'),
  4: () => import('./articles/de/4'),
};

export const ARTICLE_BODIES_ES: ArticleBodyLoaders = {
  1: () => import('./articles/es/1'),
  2: () => import('./articles/es/2'),
  3: () => import('./articles/es/3'),
  4: () => import('./articles/es/4'),
};

export const EVENT_GUIDE_BODIES_DE: EventGuideBodyLoaders = {
  hurricane: () => import('./event-guides/de/hurricane'),
  flood: () => import('./event-guides/de/flood'),
  wildfire: () => import('./event-guides/de/wildfire'),
  'winter-storm': () => import('./event-guides/de/winter-storm'),
  'extreme-heat': () => import('./event-guides/de/extreme-heat'),
  'power-outage': () => import('./event-guides/de/power-outage'),
  earthquake: () => import('./event-guides/de/earthquake'),
};

export const EVENT_GUIDE_BODIES_ES: EventGuideBodyLoaders = {
  hurricane: () => import('./event-guides/es/hurricane'),
  flood: () => import('./event-guides/es/flood'),
  wildfire: () => import('./event-guides/es/wildfire'),
  'winter-storm': () => import('./event-guides/es/winter-storm'),
  'extreme-heat': () => import('./event-guides/es/extreme-heat'),
  'power-outage': () => import('./event-guides/es/power-outage'),
  earthquake: () => import('./event-guides/es/earthquake'),
};
