/**
 * The gear content's words (categories, product features, topics, prices) in English, read from
 * the content modules themselves (gear-vault.ts, gear-topics.ts), so the English page carries no
 * second copy. German and Spanish read src/shared/content/translations/gear.<locale>.ts in their
 * own chunk (decision 0347). Product names and brands are not in here: they stay English.
 */
import { getGearTopic, isSectionedTopic, topicProducts } from '@shared/content/gear-topics';
import { GEAR_PRODUCTS, getGearCategory } from '@shared/content/gear-vault';
import type { GearCategorySlug, GearTopicId } from '@shared/content/schema';
import type { Formats } from '@shared/i18n/format';

// An unknown id throws (the pseudo-locale then accents the plain text; decision 0338).
const category = (slug: GearCategorySlug) => getGearCategory(slug)!;
const vaultProduct = (id: string) => GEAR_PRODUCTS.find((p) => p.id === id)!;
const topic = (id: GearTopicId) => getGearTopic(id)!;
const topicProduct = (id: GearTopicId, product: string) => topicProducts(topic(id)).find((p) => p.id === product)!;
const sectionTitle = (id: GearTopicId, index: number) => {
  const t = topic(id);
  return isSectionedTopic(t) ? t.sections[index]!.title : '';
};

export type TopicProductRef = { topic: GearTopicId; product: string };

export const en = {
  'category.name': (p: { slug: GearCategorySlug }) => category(p.slug).name,
  'category.description': (p: { slug: GearCategorySlug }) => category(p.slug).description,
  'product.feature': (p: { id: string; index: number }) => vaultProduct(p.id).features[p.index]!,

  'topic.title': (p: { topic: GearTopicId }) => topic(p.topic).title,
  'topic.description': (p: { topic: GearTopicId }) => topic(p.topic).description,
  'topic.section': (p: { topic: GearTopicId; index: number }) => sectionTitle(p.topic, p.index),
  'topic.feature': (p: TopicProductRef & { index: number }) => topicProduct(p.topic, p.product).features[p.index]!,
  'topic.useCase': (p: TopicProductRef) => topicProduct(p.topic, p.product).useCase,
  'topic.disclaimer': (p: TopicProductRef) => topicProduct(p.topic, p.product).disclaimer ?? '',

  // Prices are US dollar figures from the content ("Around $120", "$25–$45"); only their wording is the locale's.
  'price.around': (p: { amount: number }, f: Formats) => `Around $${f.number(p.amount, 0)}`,
  'price.range': (p: { low: number; high: number }, f: Formats) => `$${f.number(p.low, 0)}–$${f.number(p.high, 0)}`,
};
