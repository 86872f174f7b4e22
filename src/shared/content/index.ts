/**
 * Built-in content: the knowledge hub's field guides, the gear vault and the gear topic pages, with
 * the lookups the pages use. Unknown ids and slugs return undefined; the pages decide where to
 * redirect (docs/product.md#field-guide-page, #gear-topic-pages, #gear-vault).
 *
 * The pages import the module of the content they show (articles.ts, event-guides.ts,
 * gear-topics.ts, gear-vault.ts, event-guide-refs.ts, affiliate.ts), not this one: this one also
 * brings the zod schemas and every other page's text (issue 41, decision 0306). The server and the
 * tests use this one.
 */
export * from './schema';
export { AFFILIATE_REL, AMAZON_ORIGIN, affiliateUrl } from './affiliate';
export { ARTICLES, DEFAULT_GEAR_TOPIC, gearTopicForArticle, getArticle } from './articles';
export { EVENT_GUIDES, eventGuideText, getEventGuide } from './event-guides';
export { GEAR_TOPICS, getGearTopic, isSectionedTopic, topicProducts } from './gear-topics';
export { GEAR_CATEGORIES, GEAR_PRODUCTS, getGearCategory, productsInCategory } from './gear-vault';
export * from './event-guide-refs';
