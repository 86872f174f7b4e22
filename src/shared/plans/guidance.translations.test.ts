import { describe, expect, it } from 'vitest';
import {
  GUIDE_PATHS,
  guidanceItems,
  PLAN_GUIDANCE,
  PUBLISHERS,
  publisherOf,
  translationWriter,
  type GuidanceTranslation,
  type GuidedEventType,
} from './guidance';
import { GUIDANCE_FIGURES as F } from './guidance-figures';
import { GUIDANCE_DE } from './guidance.de';
import { GUIDANCE_ES } from './guidance.es';
import { ITEM_LINK_WORDS, itemLinks } from './item-links';
import { PLAN_ITEM_CONTENT_MAX, savePlanSchema } from './schemas';

const LOCALES: ['de' | 'es', GuidanceTranslation][] = [
  ['de', GUIDANCE_DE],
  ['es', GUIDANCE_ES],
];
const TYPES = Object.keys(PLAN_GUIDANCE) as GuidedEventType[];
/** Words an English sentence has and a German or Spanish one does not. */
const ENGLISH_WORDS = /(?<!\p{L})(the|and|your|with|you|of|if|or|to)(?!\p{L})/iu;
/** US measures a German text gives in metric only. */
const US_MEASURES = /(?<!\p{L})(gallons?|Gallonen?|feet|foot|Fuß|inch(es)?|Zoll)(?!\p{L})|°F/u;

describe.each(LOCALES)('the recommended steps in %s', (locale, translation) => {
  const writer = translationWriter(translation, ITEM_LINK_WORDS[locale]);

  it('covers the 12 event types, nothing else', () => {
    expect(Object.keys(translation.texts).sort()).toEqual([...TYPES].sort());
  });

  it.each(TYPES)('%s: one text per English item, in German or Spanish, none left English', (type) => {
    const texts = translation.texts[type] as readonly string[];
    // At runtime too (a cast would get past the type).
    expect(texts).toHaveLength(PLAN_GUIDANCE[type].length);
    for (const [i, text] of texts.entries()) {
      expect(text.trim().length, text).toBeGreaterThan(20);
      expect(text).not.toBe(PLAN_GUIDANCE[type][i]!.text);
      expect(text, text).not.toMatch(ENGLISH_WORDS);
    }
  });

  it.each(TYPES)('%s: the items in this language fit the plan schema and read back their links', (type) => {
    const items = guidanceItems(type, writer);
    expect(savePlanSchema.parse({ title: 'Plan', eventType: type, items }).items).toHaveLength(items.length);
    for (const [i, item] of items.entries()) {
      const english = PLAN_GUIDANCE[type][i]!;
      expect(item.kind).toBe(english.kind);
      expect(item.content.length).toBeLessThanOrEqual(PLAN_ITEM_CONTENT_MAX);
      const lines = item.content.split('\n');
      expect(lines[1]).toBe(`${ITEM_LINK_WORDS[locale].Source}: ${english.source.name} — ${english.source.url}`);
      const { text, links } = itemLinks(item.content);
      expect(text).toBe(translation.texts[type][i]);
      expect(links[0]).toEqual({ label: 'Source', name: english.source.name, href: english.source.url });
      if (english.guide) {
        expect(lines[2]!.startsWith(`${ITEM_LINK_WORDS[locale]['Field guide']}: `)).toBe(true);
        expect(links[1]).toEqual({
          label: 'Field guide',
          name: translation.guides[english.guide.path],
          href: english.guide.path,
        });
      } else expect(links).toHaveLength(1);
    }
  });

  it('names every field guide and every publisher in this language', () => {
    for (const path of GUIDE_PATHS) expect(translation.guides[path]?.trim(), path).toBeTruthy();
    for (const name of PUBLISHERS) expect(translation.publishers[name]?.trim(), name).toBeTruthy();
    expect(Object.keys(translation.guides).sort()).toEqual([...GUIDE_PATHS].sort());
    expect(Object.keys(translation.publishers).sort()).toEqual([...PUBLISHERS].sort());
  });
});

describe('the figures in each language', () => {
  it('German says the US water figure in litres, with a decimal comma, and no US measure anywhere', () => {
    const hurricane = GUIDANCE_DE.texts.hurricane[2];
    expect(hurricane).toContain(
      `mindestens ${String(F.waterLitres).replace('.', ',')} Liter Wasser pro Person und Tag für mindestens ${F.waterDays} Tage`,
    );
    for (const texts of Object.values(GUIDANCE_DE.texts))
      for (const text of texts) expect(text, text).not.toMatch(US_MEASURES);
    expect(GUIDANCE_DE.texts.flood[1]).toContain(`${F.floodWaterCentimetres} cm`);
    expect(GUIDANCE_DE.texts.wildfire[2]).toContain(`${F.clearMetres} m`);
    expect(GUIDANCE_DE.texts.blackout[1]).toContain(`${F.foodSafeCelsius} °C`);
  });

  it('Spanish gives the US measure and the metric one beside it, as Listo.gov does', () => {
    expect(GUIDANCE_ES.texts.earthquake[3]).toContain(
      `al menos ${F.waterGallons} galón (unos ${F.waterLitres} litros) de agua por persona por día durante al menos ${F.waterDays} días`,
    );
    expect(GUIDANCE_ES.texts.hurricane[5]).toContain(`${F.generatorFeet} pies (${F.generatorMetres} m)`);
    expect(GUIDANCE_ES.texts.flood[1]).toContain(
      `${F.floodWaterInches} pulgadas (${F.floodWaterCentimetres} cm) de agua en movimiento`,
    );
    expect(GUIDANCE_ES.texts.blackout[4]).toContain(`${F.medicineDays} días`);
  });
});

describe('publishers', () => {
  it('every source names a listed publisher', () => {
    for (const items of Object.values(PLAN_GUIDANCE))
      for (const item of items) expect(PUBLISHERS, item.source.name).toContain(publisherOf(item.source));
  });
});

describe('itemLinks in every language', () => {
  it.each([
    ['en', 'Source', 'Field guide'],
    ['de', 'Quelle', 'Ratgeber'],
    ['es', 'Fuente', 'Guía práctica'],
  ] as const)('%s: reads "%s" and "%s" lines as the Source and Field guide keys', (locale, source, guide) => {
    expect(ITEM_LINK_WORDS[locale]).toEqual({ Source: source, 'Field guide': guide });
    expect(itemLinks(`Wasser abkochen.\n${source}: CDC — https://www.cdc.gov/x\n${guide}: Wasser — /intel/2`)).toEqual({
      text: 'Wasser abkochen.',
      links: [
        { label: 'Source', name: 'CDC', href: 'https://www.cdc.gov/x' },
        { label: 'Field guide', name: 'Wasser', href: '/intel/2' },
      ],
    });
    // A field guide must be a path in the app, a source an http(s) address, in every language.
    expect(itemLinks(`x\n${guide}: Anderswo — https://evil.example`).links).toEqual([]);
    expect(itemLinks(`x\n${guide}: Protokoll — //evil.example`).links).toEqual([]);
    expect(itemLinks(`x\n${source}: Böse — javascript:alert(1)`).links).toEqual([]);
    expect(itemLinks(`x\n${source}: Pfad — /intel/2`).links).toEqual([]);
  });

  it('reads an item written in one language on a page in another (the label is a key)', () => {
    const content = 'Paso.\nFuente: Ready.gov — https://www.ready.gov/kit\nRatgeber: Wasser — /intel/2';
    expect(itemLinks(content).links.map((l) => l.label)).toEqual(['Source', 'Field guide']);
  });

  it('leaves other words alone', () => {
    expect(itemLinks('x\nQuellen: CDC — https://www.cdc.gov/x').links).toEqual([]);
    expect(itemLinks('x\nquelle: CDC — https://www.cdc.gov/x').links).toEqual([]);
    expect(itemLinks('x\nGuía: CDC — /intel/2').links).toEqual([]);
  });
});
