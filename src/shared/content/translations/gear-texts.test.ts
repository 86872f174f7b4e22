import { describe, expect, it } from 'vitest';
import { GEAR_TOPICS, isSectionedTopic, topicProducts } from '../gear-topics';
import { GEAR_CATEGORIES, GEAR_PRODUCTS } from '../gear-vault';
import type { GearTexts } from './gear-texts';
import { GEAR_DE } from './gear.de';
import { GEAR_ES } from './gear.es';

/** A translated text: not empty, not the English, no ASCII double quotes where the locale has its own. */
function expectTranslated(text: string | undefined, english: string, where: string) {
  expect(text, where).toBeDefined();
  expect(text!.trim(), where).not.toBe('');
  expect(text, where).not.toBe(english);
}

describe.each([
  ['de', GEAR_DE],
  ['es', GEAR_ES],
] as [string, GearTexts][])('the gear content in %s', (locale, texts) => {
  it('every category: its name and description', () => {
    expect(Object.keys(texts.categories).sort()).toEqual(GEAR_CATEGORIES.map((c) => c.slug).sort());
    for (const c of GEAR_CATEGORIES) {
      expectTranslated(texts.categories[c.slug].name, c.name, `${locale} ${c.slug} name`);
      expectTranslated(texts.categories[c.slug].description, c.description, `${locale} ${c.slug}`);
    }
  });

  it('every vault product: one text per English feature, none left English', () => {
    expect(Object.keys(texts.products).sort()).toEqual(GEAR_PRODUCTS.map((p) => p.id).sort());
    for (const p of GEAR_PRODUCTS) {
      const features = texts.products[p.id]!;
      expect(features, `${locale} ${p.id}`).toHaveLength(p.features.length);
      p.features.forEach((english, i) => expectTranslated(features[i], english, `${locale} ${p.id} ${i}`));
    }
  });

  it('every topic: title, description, section titles, and per product its features, use case and disclaimer', () => {
    expect(Object.keys(texts.topics).sort()).toEqual(GEAR_TOPICS.map((t) => t.id).sort());
    for (const topic of GEAR_TOPICS) {
      const own = texts.topics[topic.id];
      expectTranslated(own.title, topic.title, `${locale} ${topic.id} title`);
      expectTranslated(own.description, topic.description, `${locale} ${topic.id} description`);
      if (isSectionedTopic(topic)) {
        expect(own.sections, `${locale} ${topic.id} sections`).toHaveLength(topic.sections.length);
        topic.sections.forEach((s, i) => expectTranslated(own.sections![i], s.title, `${locale} ${s.slug}`));
      } else {
        expect(own.sections, `${locale} ${topic.id}: a flat topic has no sections`).toBeUndefined();
      }
      const products = topicProducts(topic);
      expect(Object.keys(own.products).sort(), `${locale} ${topic.id}`).toEqual(products.map((p) => p.id).sort());
      for (const p of products) {
        const where = `${locale} ${topic.id}/${p.id}`;
        const texts = own.products[p.id]!;
        expect(texts.features, where).toHaveLength(p.features.length);
        p.features.forEach((english, i) => expectTranslated(texts.features[i], english, `${where} ${i}`));
        expectTranslated(texts.useCase, p.useCase, `${where} use case`);
        if (p.disclaimer === undefined) expect(texts.disclaimer, where).toBeUndefined();
        else expectTranslated(texts.disclaimer, p.disclaimer, `${where} disclaimer`);
      }
    }
  });

  it('keeps the English figures: every number of an English text is in its translation', () => {
    // The one deliberate change: 911 is the US emergency number; the German says "den Notruf".
    const usOnly = locale === 'de' ? new Set(['911']) : new Set<string>();
    // "7-day", "6 months", "0.1-micron", "550 lb", "3,600": the same figures (decimal comma in German).
    const figures = (text: string) => (text.match(/\d+(?:[.,]\d+)*/g) ?? []).map((n) => n.replace(/[.,]/g, ''));
    const pairs: [string, string | undefined][] = [
      ...GEAR_CATEGORIES.map((c): [string, string] => [c.description, texts.categories[c.slug].description]),
      ...GEAR_PRODUCTS.flatMap((p) =>
        p.features.map((f, i): [string, string | undefined] => [f, texts.products[p.id]![i]]),
      ),
      ...GEAR_TOPICS.flatMap((topic) =>
        topicProducts(topic).flatMap((p): [string, string | undefined][] => {
          const own = texts.topics[topic.id].products[p.id]!;
          return [
            ...p.features.map((f, i): [string, string | undefined] => [f, own.features[i]]),
            [p.useCase, own.useCase],
          ];
        }),
      ),
    ];
    for (const [english, translated] of pairs) {
      const have = figures(translated ?? '');
      for (const figure of figures(english).filter((n) => !usOnly.has(n)))
        expect(have, `${locale}: "${english}" -> "${translated}"`).toContain(figure);
    }
  });
});
