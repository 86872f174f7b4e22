import type { GearTexts } from '@shared/content/translations/gear-texts';
import type { Catalogue } from '@shared/i18n/catalogue';
import type { en } from './en';

type Prices = Pick<Catalogue<typeof en>, 'price.around' | 'price.range'>;

/**
 * A locale's content catalogue from its translation module (de.ts, es.ts): each entry looks its
 * text up by the ids the English entry reads. An unknown id throws, as in English (the lookups
 * are only asked for ids the English content has; gear-texts.test.ts checks the modules hold them).
 */
export function fromTexts(texts: GearTexts, prices: Prices): Catalogue<typeof en> {
  const product = (p: { topic: keyof GearTexts['topics']; product: string }) => {
    const found = texts.topics[p.topic].products[p.product];
    if (!found) throw new Error(`No text for ${p.topic}/${p.product}`);
    return found;
  };
  return {
    'category.name': (p) => texts.categories[p.slug].name,
    'category.description': (p) => texts.categories[p.slug].description,
    'product.feature': (p) => texts.products[p.id]![p.index]!,
    'topic.title': (p) => texts.topics[p.topic].title,
    'topic.description': (p) => texts.topics[p.topic].description,
    'topic.section': (p) => texts.topics[p.topic].sections![p.index]!,
    'topic.feature': (p) => product(p).features[p.index]!,
    'topic.useCase': (p) => product(p).useCase,
    'topic.disclaimer': (p) => product(p).disclaimer!,
    ...prices,
  };
}
