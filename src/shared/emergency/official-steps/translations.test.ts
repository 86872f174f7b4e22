import { describe, expect, it } from 'vitest';
import { PLAN_EVENT_TYPE_VALUES } from '../../constants/plans';
import { ITEM_LINK_WORDS, itemLinks } from '../../plans/item-links';
import { OFFICIAL_STEPS, officialPlanItems, translatedSteps, type OfficialStepTexts } from '../official-steps';
import { DE_STEP_TEXTS } from './de';
import { ES_STEP_TEXTS } from './es';
import { STEP_FIGURES } from './figures';

const LOCALES: [string, OfficialStepTexts][] = [
  ['de', DE_STEP_TEXTS],
  ['es', ES_STEP_TEXTS],
];

describe.each(LOCALES)('the official steps in %s', (locale, texts) => {
  const steps = translatedSteps(texts);

  it.each(PLAN_EVENT_TYPE_VALUES)('%s: the English ids, in order, each with its English source', (type) => {
    // At runtime too (a cast would get past the type): exactly one text per English step.
    expect(texts[type]).toHaveLength(OFFICIAL_STEPS[type].length);
    expect(steps[type].map((s) => s.id)).toEqual(OFFICIAL_STEPS[type].map((s) => s.id));
    expect(steps[type].map((s) => s.source)).toEqual(OFFICIAL_STEPS[type].map((s) => s.source));
    for (const [i, step] of steps[type].entries()) {
      expect(step.text.trim()).not.toBe('');
      // Translated, not the English left in place.
      expect(step.text).not.toBe(OFFICIAL_STEPS[type][i]!.text);
      // A sentence or two for a stressed reader (German runs longer than English).
      expect(step.text.length).toBeLessThanOrEqual(170);
    }
  });

  it('covers every event type and nothing else', () => {
    expect(Object.keys(texts).sort()).toEqual([...PLAN_EVENT_TYPE_VALUES].sort());
  });

  it('takes its figures from the shared figures module', () => {
    // The flood step's water depth and the pandemic's seconds are the module's numbers.
    expect(steps.flood[2]!.text).toContain(`${STEP_FIGURES.floodWaterCentimetres} cm`);
    expect(steps.pandemic[1]!.text).toContain(String(STEP_FIGURES.handWashSeconds));
    expect(steps.hurricane[4]!.text).toContain(`${STEP_FIGURES.generatorMetres} m`);
  });

  it("saved as a plan, the translated steps keep their source links, written in the locale's words", () => {
    const words = ITEM_LINK_WORDS[locale as 'de' | 'es'];
    const items = officialPlanItems('flood', (_step, i) => steps.flood[i]!.text, words);
    expect(items).toHaveLength(OFFICIAL_STEPS.flood.length);
    for (const [i, item] of items.entries()) {
      const { text, links } = itemLinks(item.content);
      expect(text).toBe(steps.flood[i]!.text);
      expect(links).toEqual([
        { label: 'Source', name: OFFICIAL_STEPS.flood[i]!.source.name, href: OFFICIAL_STEPS.flood[i]!.source.url },
      ]);
      expect(item.content).toContain(`\n${words.Source}: `);
    }
  });
});

describe('the English steps', () => {
  it('interpolate the same figures, word for word', () => {
    expect(OFFICIAL_STEPS.hurricane[4]!.text).toBe(
      'Run a generator only outdoors, at least 20 feet (6 m) from windows and doors.',
    );
    expect(OFFICIAL_STEPS.flood[2]!.text).toBe(
      'Turn around, don’t drown: never walk, swim or drive through flood water. 6 inches (15 cm) of moving water can knock you down.',
    );
    expect(officialPlanItems('custom')[0]!.content).toBe(
      'If anyone is in danger, call the emergency number.\nSource: Ready.gov (FEMA): Make a Plan — https://www.ready.gov/plan',
    );
  });
});
