/**
 * Built-in content: the knowledge hub's field guides, the gear vault and the gear topic pages, with
 * the lookups the pages use. Unknown ids and slugs return undefined; the pages decide where to
 * redirect (docs/product.md#field-guide-page, #gear-topic-pages, #gear-vault).
 */
import { ARTICLES } from './articles';
import { EVENT_GUIDES, eventGuideText, getEventGuide } from './event-guides';
import { GEAR_TOPICS } from './gear-topics';
import { GEAR_CATEGORIES, GEAR_PRODUCTS } from './gear-vault';
import type { Article, GearCategory, GearProduct, GearTopic, GearTopicId } from './schema';

export * from './schema';
export { AFFILIATE_REL, AMAZON_ORIGIN, affiliateUrl } from './affiliate';
export { ARTICLES, EVENT_GUIDES, GEAR_CATEGORIES, GEAR_PRODUCTS, GEAR_TOPICS, eventGuideText, getEventGuide };
export * from './event-guide-refs';

/** The gear topic ACQUIRE opens when the article is unknown (docs/product.md#knowledge-hub). */
export const DEFAULT_GEAR_TOPIC: GearTopicId = 'bugout-bag';

/** An article by numeric id; a numeric string ("2") is accepted for route params. */
export function getArticle(id: number | string): Article | undefined {
  const n = typeof id === 'number' ? id : /^\d+$/.test(id.trim()) ? Number(id) : Number.NaN;
  return ARTICLES.find((a) => a.id === n);
}

/** The gear topic an article's ACQUIRE buttons open, by article id 1-4; bugout-bag otherwise. */
export function gearTopicForArticle(id: number | string): GearTopicId {
  return getArticle(id)?.gearTopic ?? DEFAULT_GEAR_TOPIC;
}

export function getGearTopic(id: string): GearTopic | undefined {
  return GEAR_TOPICS.find((t) => t.id === id);
}

export function getGearCategory(slug: string): GearCategory | undefined {
  return GEAR_CATEGORIES.find((c) => c.slug === slug);
}

/** The vault products of a category, in catalogue order; empty for an unknown slug. */
export function productsInCategory(slug: string): GearProduct[] {
  return GEAR_PRODUCTS.filter((p) => p.category === slug);
}
