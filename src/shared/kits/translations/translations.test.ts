import { describe, expect, it } from 'vitest';
import { FAMILY_TEMPLATE_IDS, scaleTemplate, templateBasis, type TemplateBasis } from '../family-templates';
import { TEMPLATE_72HOUR_ITEMS } from '../template-72hour';
import { KIT_TEMPLATE_TEXTS_EN, template72HourItems } from '../template-texts';
import de from './de';
import plain from './en-x-plain';
import es from './es';

/** Two adults, a toddler, a child of 10, a dog and a cat, a member with two medicines; and one in litres. */
const FULL: TemplateBasis = templateBasis(
  {
    household: {
      adults: 2,
      children9to13: 1,
      children4to8: 0,
      childrenUnder4: 1,
      standard: 'us',
      customLitresPerPerson: null,
    },
    pets: [
      { name: 'Rex', kind: 'dog', weightKg: 30 },
      { name: 'Mia', kind: 'cat', weightKg: 4 },
    ],
    members: [{ name: 'Ana', dateOfBirth: '1990-01-01', medicines: 'Insulin; Aspirin' } as never],
  },
  '2026-11-27',
);
const LITRES: TemplateBasis = {
  ...FULL,
  people: { adults: 2, children9to13: 1, children4to8: 0, childrenUnder4: 1 },
  water: { standard: 'custom', litresPerPersonPerDay: 2.5 },
};

const english = new Set<string>();
for (const basis of [FULL, LITRES])
  for (const id of FAMILY_TEMPLATE_IDS) for (const i of scaleTemplate(id, basis)) english.add(i.itemName).add(i.notes);
for (const i of TEMPLATE_72HOUR_ITEMS) english.add(i.itemName).add(i.notes);

describe.each([
  ['de', de],
  ['es', es],
] as const)('the kit templates in %s', (_, texts) => {
  it('have the English items, quantities, categories and sources, and no English name or note left', () => {
    for (const basis of [FULL, LITRES])
      for (const id of FAMILY_TEMPLATE_IDS) {
        const en = scaleTemplate(id, basis);
        const translated = scaleTemplate(id, basis, texts.family);
        expect(
          translated.map(({ category, quantity, sourceUrl, position }) => ({
            category,
            quantity,
            sourceUrl,
            position,
          })),
        ).toEqual(
          en.map(({ category, quantity, sourceUrl, position }) => ({ category, quantity, sourceUrl, position })),
        );
        for (const i of translated) {
          expect(english.has(i.itemName), i.itemName).toBe(false);
          expect(english.has(i.notes), i.notes).toBe(false);
        }
      }
    const bugOut = template72HourItems(texts);
    expect(bugOut).toHaveLength(TEMPLATE_72HOUR_ITEMS.length);
    for (const i of bugOut) {
      expect(english.has(i.itemName), i.itemName).toBe(false);
      expect(english.has(i.notes), i.notes).toBe(false);
    }
  });

  it('keep the data: pet and member names, medicines', () => {
    const goBag = scaleTemplate('family-go-bag', FULL, texts.family).map((i) => i.itemName);
    expect(goBag.filter((n) => n.includes('Rex'))).toHaveLength(2);
    expect(goBag.some((n) => n.startsWith('Insulin') && n.includes('Ana'))).toBe(true);
  });
});

describe('the kit templates in German', () => {
  it('write numbers the German way, from the figures', () => {
    const water = scaleTemplate('stay-home', LITRES, de.family)[0]!;
    expect(water).toMatchObject({ itemName: 'Trinkwasser (Liter)', quantity: 140 });
    expect(water.notes).toBe('2,5 Liter pro Person und Tag (der Wert Ihres Haushalts): 4 Personen × 14 Tage.');
    expect(de.bugOut['Emergency Food Bars (3600 cal)'].itemName).toBe('Notverpflegung, Riegel (3.600 kcal)');
  });
});

describe('the kit templates in plain English', () => {
  it('are the English but for the military names', () => {
    const changed = template72HourItems(plain).filter((i, n) => i.itemName !== TEMPLATE_72HOUR_ITEMS[n]!.itemName);
    expect(changed.map((i) => i.itemName)).toEqual([
      '45L Backpack',
      'Belt with Pouches',
      'Sturdy Pen with Glass Breaker',
    ]);
    expect(plain.family).toBe(KIT_TEMPLATE_TEXTS_EN.family);
  });
});
