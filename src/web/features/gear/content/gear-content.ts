/**
 * The gear pages' content (categories, products, topics), looked up through one function per kind
 * (decisions 0343, 0347), in the page's language. Everything but the texts (ids, slugs, images,
 * ratings, stock, product names, Amazon searches) is the English module's; the texts come from
 * the content catalogue (./messages), which reads the English modules in English and the locale's
 * translation (src/shared/content/translations/gear.<locale>.ts) otherwise, in its own chunk.
 */
import type { GearCategory, GearProduct, GearTopic, GearTopicId, GearTopicProduct } from '@shared/content';
import { getGearTopic, isSectionedTopic } from '@shared/content/gear-topics';
import { GEAR_CATEGORIES, getGearCategory, productsInCategory } from '@shared/content/gear-vault';
import { messages } from './messages';

const { t } = messages;

/** "Around $1,200" -> 1200; "$25–$45" -> 25, 45 (the schema allows nothing else). */
const dollars = (text: string) => Number(text.replace(/[^\d]/g, ''));

const category = (c: GearCategory): GearCategory => ({
  ...c,
  name: t('category.name', { slug: c.slug }),
  description: t('category.description', { slug: c.slug }),
});

const vaultProduct = (p: GearProduct): GearProduct => ({
  ...p,
  priceText: t('price.around', { amount: dollars(p.priceText) }),
  features: p.features.map((_, index) => t('product.feature', { id: p.id, index })),
});

const topicProduct =
  (topic: GearTopicId) =>
  (p: GearTopicProduct): GearTopicProduct => {
    const ref = { topic, product: p.id };
    const [low = '', high = ''] = p.priceRange.split('–');
    const translated: GearTopicProduct = {
      ...p,
      priceRange: t('price.range', { low: dollars(low), high: dollars(high) }),
      features: p.features.map((_, index) => t('topic.feature', { ...ref, index })),
      useCase: t('topic.useCase', ref),
    };
    if (p.disclaimer !== undefined) translated.disclaimer = t('topic.disclaimer', ref);
    return translated;
  };

/** The vault's categories, in the page's language. */
export const gearCategories = (): readonly GearCategory[] => GEAR_CATEGORIES.map(category);

/** A category by its slug, in the page's language. */
export const gearCategory = (slug: string): GearCategory | undefined => {
  const found = getGearCategory(slug);
  return found && category(found);
};

/** The products of a category, in the page's language (names and brands stay as they are). */
export const categoryProducts = (slug: string): GearProduct[] => productsInCategory(slug).map(vaultProduct);

/** A gear topic by its id, in the page's language. Section slugs and product ids stay: they are anchors. */
export const gearTopic = (id: string): GearTopic | undefined => {
  const found = getGearTopic(id);
  if (!found) return undefined;
  const base = {
    id: found.id,
    title: t('topic.title', { topic: found.id }),
    description: t('topic.description', { topic: found.id }),
  };
  const product = topicProduct(found.id);
  return isSectionedTopic(found)
    ? {
        ...base,
        sections: found.sections.map((s, index) => ({
          ...s,
          title: t('topic.section', { topic: found.id, index }),
          products: s.products.map(product),
        })),
      }
    : { ...base, products: found.products.map(product) };
};
