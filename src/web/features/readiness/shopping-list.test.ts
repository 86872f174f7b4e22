import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { readiness, type HouseholdCounts } from '@shared/readiness/calculator';
import type { SavedHousehold } from '@shared/readiness/schemas';
import type { Resource } from '@shared/resources/schemas';
import { resourceId, seededResources } from '@web/test/resource-fixtures';
import { SHOPPING_CSV_HEADER, shoppingCsv, shoppingList, type ShoppingSection } from './shopping-list';

/** The worked example's people (issue 15): two adults, a child 9-13, a child 4-8. */
const family: HouseholdCounts = {
  adults: 2,
  children9to13: 1,
  children4to8: 1,
  childrenUnder4: 0,
  pregnantOrBreastfeeding: 0,
};
const goal = { standard: 'us', goalDays: 14, customLitresPerPerson: null } as const;
const rex: SavedHousehold['pets'][number] = { id: resourceId(99), name: 'Rex', kind: 'dog', weightKg: 50 * 0.45359237 };

/** A custom water supply: cases of 24 half-litre bottles (12 L a case). */
const bottles = (currentQuantity: number): Resource => ({
  ...seededResources()[0]!,
  id: resourceId(50),
  name: 'Bottled Water',
  category: 'Water & Hydration',
  unit: 'cases of 24 bottles',
  currentQuantity,
  targetQuantity: 0,
  litresPerUnit: 12,
  kcalPerUnit: null,
  isCustom: true,
});

function list(resources: Resource[], pets: SavedHousehold['pets'] = [], units: 'us' | 'metric' = 'us') {
  const figure = readiness(family, pets, goal, resources);
  if (figure.kind !== 'figure') throw new Error('expected a figure');
  return { figure, sections: shoppingList({ figure, resources, pets, units }) };
}

const section = (sections: ShoppingSection[], title: string) => sections.find((s) => s.title === title);
const names = (s: ShoppingSection | undefined) => s?.lines.map((l) => l.name);

describe('what to buy', () => {
  it('a family that keeps canned food and bottled water gets those, not beans, rice or energy bars', () => {
    const { sections } = list([...seededResources({ 'Canned Food': 20 }), bottles(2)]);
    expect(sections.map((s) => s.title)).toEqual(['Water', 'Food', 'Essentials']);
    // 14 days x 4 people x 3.785 L = 212 L, 24 L stored: 188 L short, 16 cases of 12 L.
    expect(section(sections, 'Water')!.lines).toEqual([
      {
        id: resourceId(50),
        name: 'Bottled Water',
        quantity: 16,
        unit: 'cases of 24 bottles',
        alternatives: [],
        note: null,
      },
    ]);
    // 14 x 8,000 kcal = 112,000, 6,000 stored: 106,000 kcal short, 354 cans of 300.
    expect(section(sections, 'Food')!.lines).toEqual([
      expect.objectContaining({ name: 'Canned Food', quantity: 354, unit: 'cans', alternatives: [] }),
    ]);
  });

  it('keeping nothing yet: the first water and the first food supply, one line each', () => {
    const { sections } = list(seededResources());
    expect(names(section(sections, 'Water'))).toEqual(['Water (Gallons)']);
    expect(names(section(sections, 'Food'))).toEqual(['Canned Food']);
  });

  it('other water kept is an alternative covering the whole shortfall on its own, never a part of a sum', () => {
    const { figure, sections } = list([...seededResources({ 'Water (Gallons)': 20, 'Energy Bars': 10 }), bottles(3)]);
    const [line, ...others] = section(sections, 'Water')!.lines;
    expect(others).toEqual([]);
    // Most litres kept leads: 20 gallons (75.7 L) over 3 cases (36 L).
    expect(line!.name).toBe('Water (Gallons)');
    expect(line!.alternatives.map((a) => a.name)).toEqual(['Bottled Water']);
    const short = figure.water.shortfall;
    // Each alone covers the shortfall, and only just: one unit fewer would not.
    expect(line!.quantity! * 3.785).toBeGreaterThanOrEqual(short);
    expect((line!.quantity! - 1) * 3.785).toBeLessThan(short);
    const alternative = line!.alternatives[0]!;
    expect(alternative.quantity! * 12).toBeGreaterThanOrEqual(short);
    expect((alternative.quantity! - 1) * 12).toBeLessThan(short);
  });

  it('essentials below their targets appear (batteries, first aid, medicines); rope, a tent and two-way radios do not', () => {
    const { sections } = list(
      seededResources({
        'Water (Gallons)': 100,
        'Canned Food': 400,
        Batteries: 20,
        Bandages: 50,
        Antibiotics: 3,
        'Pain Relievers': 200,
        Antiseptic: 5,
        Flashlights: 4,
        'Emergency Radio': 1,
      }),
    );
    expect(sections.map((s) => s.title)).toEqual(['Essentials']);
    expect(section(sections, 'Essentials')).toMatchObject({
      summary: '1 below target',
      lines: [{ name: 'Batteries', quantity: 30, unit: 'pieces' }],
    });

    const none = list(seededResources({ 'Water (Gallons)': 100, 'Canned Food': 400 })).sections;
    expect(names(section(none, 'Essentials'))!.toSorted()).toEqual([
      'Antibiotics',
      'Antiseptic',
      'Bandages',
      'Batteries',
      'Emergency Radio',
      'Flashlights',
      'Pain Relievers',
    ]);
  });

  it('a dog gets dry food for the goal, in pounds or kilograms; a pet of another kind asks the vet', () => {
    const polly = { id: resourceId(98), name: 'Polly', kind: 'other' as const, weightKg: 0.4 };
    const us = section(list(seededResources(), [rex, polly]).sections, 'Pets')!;
    // 70 x 22.68^0.75 = 727.5 kcal at rest, x 1.6 = 1,164 kcal, / 3,000 kcal/kg = 0.388 kg a day;
    // 14 days = 5.43 kg = 11.98 lb.
    expect(us.summary).toBe('food for 14 days');
    expect(us.lines).toEqual([
      { id: rex.id, name: 'Dry dog food for Rex', quantity: 12, unit: 'lb', alternatives: [], note: null },
      {
        id: polly.id,
        name: 'Food for Polly',
        quantity: null,
        unit: '',
        alternatives: [],
        note: 'ask your vet how much a day',
      },
    ]);
    const metric = section(list(seededResources(), [rex], 'metric').sections, 'Pets')!;
    expect(metric.lines[0]).toMatchObject({ quantity: 5.5, unit: 'kg' });
  });
});

describe('the shopping list CSV', () => {
  it('follows the sections, an alternative on its own row "or instead of" its line', () => {
    const { sections } = list([...seededResources({ 'Water (Gallons)': 20, 'Canned Food': 20 }), bottles(3)], [rex]);
    const rows = parse(shoppingCsv(sections), { cast: true }) as unknown[][];
    expect(rows[0]).toEqual([...SHOPPING_CSV_HEADER]);
    const water = section(sections, 'Water')!.lines[0]!;
    expect(rows.slice(1, 3)).toEqual([
      ['Water', 'Water (Gallons)', water.quantity, 'gallons', ''],
      [
        'Water',
        'Bottled Water',
        water.alternatives[0]!.quantity,
        'cases of 24 bottles',
        'or instead of Water (Gallons)',
      ],
    ]);
    expect(rows.map((r) => r[0])).toEqual([
      'section',
      'Water',
      'Water',
      'Food',
      ...section(sections, 'Essentials')!.lines.map(() => 'Essentials'),
      'Pets',
    ]);
    expect(rows.at(-1)).toEqual(['Pets', 'Dry dog food for Rex', 12, 'lb', '']);
  });

  it('reads back hostile names and units with a leading quote, and what to buy as a number', () => {
    const hostile = seededResources({ 'Water (Gallons)': 1, 'Canned Food': 1 }).map((r) =>
      r.name === 'Water (Gallons)'
        ? { ...r, name: '=HYPERLINK("http://x")', unit: '-2' }
        : r.name === 'Canned Food'
          ? { ...r, name: '@SUM(A1)', unit: '+1' }
          : r,
    );
    const rows = parse(shoppingCsv(list(hostile).sections), { cast: true }) as unknown[][];
    expect(rows.slice(1, 3)).toEqual([
      ['Water', `'=HYPERLINK("http://x")`, 55, "'-2", ''],
      ['Food', "'@SUM(A1)", 373, "'+1", ''],
    ]);
  });
});
