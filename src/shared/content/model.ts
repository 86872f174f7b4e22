/**
 * The content's constants and helpers without zod (issue 41): the pages import these and the
 * content itself, and only the test and the server parse with schema.ts, so zod stays off the
 * first paint of the guide and gear pages. schema.ts re-exports everything here.
 */
import type { GearTopic, GearTopicProduct, SectionedGearTopic } from './schema';

/** The gear topic pages, /gear/{topic} and /knowledge-hub/{topic} (docs/product.md#gear-topic-pages). */
export const GEAR_TOPIC_IDS = ['bugout-bag', 'water-purification', 'emp-protection', 'urban-survival'] as const;

/** The six gear vault categories, /gear-vault/{category}. */
export const GEAR_CATEGORY_SLUGS = ['food-and-water', 'shelter', 'medical', 'tools', 'defense', 'power'] as const;

export const GEAR_PRIORITIES = ['critical', 'high', 'medium', 'low'] as const;

export function isSectionedTopic(topic: GearTopic): topic is SectionedGearTopic {
  return 'sections' in topic;
}

/** Every product of a topic, in page order. */
export function topicProducts(topic: GearTopic): GearTopicProduct[] {
  return isSectionedTopic(topic) ? topic.sections.flatMap((s) => s.products) : topic.products;
}
