/**
 * The gear vault's and the gear topic pages' words in another language (issue 43, decision 0347):
 * everything a reader reads on them except product names, brands and prices, which stay as
 * ../gear-vault.ts and ../gear-topics.ts have them. Ids, slugs, images, ratings, review counts,
 * stock and the Amazon searches stay there too: a translation holds only texts.
 *
 * Typed by the English: every category and topic by its id (a missing or extra one is a type
 * error); products by their id, and lists (features, section titles) one text per English text in
 * its order (gear-texts.test.ts checks ids and counts, since the English ids are plain strings).
 */
import type { GearCategorySlug, GearTopicId } from '../schema';

export interface GearTopicProductTexts {
  /** One per English feature, in order. */
  readonly features: readonly string[];
  readonly useCase: string;
  /** Present exactly when the English product has a disclaimer. */
  readonly disclaimer?: string;
}

export interface GearTopicTexts {
  readonly title: string;
  readonly description: string;
  /** A sectioned topic's section titles, in the English order (the slugs stay English: they are anchors). */
  readonly sections?: readonly string[];
  /** By product id (unique within its topic). */
  readonly products: Readonly<Record<string, GearTopicProductTexts>>;
}

export interface GearTexts {
  readonly categories: Readonly<Record<GearCategorySlug, { readonly name: string; readonly description: string }>>;
  /** The vault's products by id: their features, one per English feature, in order. */
  readonly products: Readonly<Record<string, readonly string[]>>;
  readonly topics: Readonly<Record<GearTopicId, GearTopicTexts>>;
}
