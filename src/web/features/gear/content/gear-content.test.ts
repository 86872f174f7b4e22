import { afterEach, describe, expect, it } from 'vitest';
import { GEAR_CATEGORIES, GEAR_TOPICS, getGearTopic, productsInCategory } from '@shared/content';
import { GEAR_DE } from '@shared/content/translations/gear.de';
import { loadAllMessages, setPageLocale } from '@web/lib/i18n/i18n';
import { categoryProducts, gearCategories, gearCategory, gearTopic } from './gear-content';

afterEach(() => setPageLocale('en'));

describe('the gear content lookups', () => {
  it('in English: the content modules word for word, prices included', () => {
    setPageLocale('en');
    expect(gearCategories()).toEqual(GEAR_CATEGORIES);
    for (const { slug } of GEAR_CATEGORIES) expect(categoryProducts(slug)).toEqual(productsInCategory(slug));
    for (const topic of GEAR_TOPICS) expect(gearTopic(topic.id)).toEqual(topic);
    expect(gearCategory('nope')).toBeUndefined();
    expect(gearTopic('nope')).toBeUndefined();
  });

  it('in German: the texts translated, prices written the German way, ids, slugs, names and images kept', async () => {
    setPageLocale('de');
    await loadAllMessages();
    expect(gearCategory('power')).toMatchObject({ slug: 'power', name: GEAR_DE.categories.power.name });
    const station = categoryProducts('power').find((p) => p.id === 'portable-power-station-500wh')!;
    expect(station).toMatchObject({
      name: 'Portable Power Station (about 500 Wh)',
      priceText: 'Etwa 450\u00a0$',
      features: GEAR_DE.products['portable-power-station-500wh'],
      image: '/images/gear/power-station.svg',
    });
    const bag = gearTopic('bugout-bag')!;
    const english = getGearTopic('bugout-bag')!;
    if (!('sections' in bag) || !('sections' in english)) throw new Error('bugout-bag is sectioned');
    expect(bag.sections.map((s) => s.slug)).toEqual(english.sections.map((s) => s.slug));
    expect(bag.sections.map((s) => s.title)).toEqual(GEAR_DE.topics['bugout-bag'].sections);
    expect(bag.sections[0]!.products[0]).toMatchObject({ id: 'tactical-backpack-45l', priceRange: '70–140\u00a0$' });
  });
});
