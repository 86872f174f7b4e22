import { describe, expect, it } from 'vitest';
import { resourceStatus } from '../resources/status';
import {
  ceilWhole,
  floorToTenth,
  followedTargets,
  kcalPerDay,
  readiness,
  targetsFromGoal,
  waterPerDay,
  type Goal,
  type HouseholdCounts,
  type SupplyAmounts,
} from './calculator';
import { DEFAULT_UNIT_CONTENT } from './figures';

const nobody: HouseholdCounts = {
  adults: 0,
  children9to13: 0,
  children4to8: 0,
  childrenUnder4: 0,
  pregnantOrBreastfeeding: 0,
};
const us14: Goal = { standard: 'us', goalDays: 14, customLitresPerPerson: null };

let seq = 0;
function row(
  name: string,
  currentQuantity: number,
  targetQuantity: number,
  extra: Partial<SupplyAmounts> = {},
): SupplyAmounts {
  seq += 1;
  const content = DEFAULT_UNIT_CONTENT[name] ?? {};
  return {
    id: `r${seq}`,
    name,
    unit: 'units',
    currentQuantity,
    targetQuantity,
    litresPerUnit: content.litres ?? null,
    kcalPerUnit: content.kcal ?? null,
    ...extra,
  };
}

describe('the worked example (issue 15)', () => {
  // US standard, 14 days; 2 adults, 1 child 4-8, 1 child 9-13, a dog of 22.7 kg (50 lb).
  const household: HouseholdCounts = { ...nobody, adults: 2, children4to8: 1, children9to13: 1 };
  const pets = [{ weightKg: 22.7 }];
  const rows = [
    row('Water (Gallons)', 60, 14, { unit: 'gallons' }),
    row('Energy Bars', 250, 30, { unit: 'bars' }),
    row('Canned Food', 0, 50, { unit: 'cans' }),
    row('Rice (Pounds)', 0, 25, { unit: 'pounds' }),
    row('Dried Beans', 0, 10, { unit: 'pounds' }),
    row('Bandages', 3, 50, { unit: 'pieces' }),
  ];

  it('needs 16.6155 L of water and 8,000 kcal a day', () => {
    expect(waterPerDay(household, pets, us14)).toBeCloseTo(16.6155, 10);
    expect(kcalPerDay(household)).toBe(8000);
  });

  it('lasts 12.5 days, limited by food (water 13.6)', () => {
    const r = readiness(household, pets, us14, rows);
    if (r.kind !== 'figure') throw new Error('expected a figure');
    expect(r.water.stored).toBeCloseTo(227.1, 10);
    expect(r.food.stored).toBe(100_000);
    expect(r.water.days).toBe(13.6);
    expect(r.food.days).toBe(12.5);
    expect(r.daysCovered).toBe(12.5);
    expect(r.limitedBy).toBe('food');
    expect(r.progress).toBeCloseTo(12.5 / 14, 10);
    expect(r.goalMet).toBe(false);
  });

  it('to reach 14 days: 12,000 kcal of food and 2 gallons of water (5.52 L short)', () => {
    const r = readiness(household, pets, us14, rows);
    if (r.kind !== 'figure') throw new Error('expected a figure');
    expect(r.food.shortfall).toBeCloseTo(12_000, 6);
    expect(r.water.shortfall).toBeCloseTo(5.517, 6);
    expect(r.water.toBuy).toEqual([{ id: rows[0]!.id, name: 'Water (Gallons)', unit: 'gallons', quantity: 2 }]);
    // The food rows share the 12,000 kcal as their targets do; together they cover it.
    const kcalBought = r.food.toBuy.reduce(
      (sum, b) => sum + b.quantity * rows.find((x) => x.id === b.id)!.kcalPerUnit!,
      0,
    );
    expect(kcalBought).toBeGreaterThanOrEqual(12_000);
    expect(r.food.toBuy.map((b) => b.name)).toEqual(['Energy Bars', 'Canned Food', 'Rice (Pounds)', 'Dried Beans']);
  });

  it('sets targets from the goal: 62 gallons, and food targets worth at least 112,000 kcal', () => {
    const targets = targetsFromGoal(household, pets, us14, rows);
    const byId = new Map(targets.map((t) => [t.id, t.targetQuantity]));
    // 14 x 16.6155 = 232.617 L / 3.785 = 61.46 -> 62.
    expect(byId.get(rows[0]!.id)).toBe(62);
    const kcal = rows.reduce((sum, r) => sum + (byId.get(r.id) ?? 0) * (r.kcalPerUnit ?? 0), 0);
    expect(kcal).toBeGreaterThanOrEqual(112_000);
    // Each food row keeps its share: within one unit of the exact proportion.
    const targetKcal = 250 * 0 + 30 * 400 + 50 * 300 + 25 * 1630 + 10 * 1540;
    const bars = byId.get(rows[1]!.id)!;
    expect(bars).toBe(Math.ceil((112_000 * (30 * 400)) / targetKcal / 400 - 1e-9));
    // Bandages provide neither: their target is not touched.
    expect(byId.has(rows[5]!.id)).toBe(false);
  });

  it('setting targets from the goal twice changes nothing the second time', () => {
    const once = targetsFromGoal(household, pets, us14, rows);
    const applied = rows.map((r) => ({
      ...r,
      targetQuantity: once.find((t) => t.id === r.id)?.targetQuantity ?? r.targetQuantity,
    }));
    expect(targetsFromGoal(household, pets, us14, applied)).toEqual([]);
    // A bigger goal asks again.
    expect(targetsFromGoal(household, pets, { ...us14, goalDays: 21 }, applied).length).toBeGreaterThan(0);
    // So does a target lowered by hand below what the goal needs.
    const lowered = applied.map((r) => (r.name === 'Water (Gallons)' ? { ...r, targetQuantity: 30 } : r));
    expect(targetsFromGoal(household, pets, us14, lowered)).toEqual([{ id: rows[0]!.id, targetQuantity: 62 }]);
  });
});

describe('daily needs', () => {
  it.each([
    ['one adult, US', { ...nobody, adults: 1 }, us14, 3.785, 2200],
    ['one adult, Germany', { ...nobody, adults: 1 }, { ...us14, standard: 'de' as const }, 2, 2200],
    [
      'one adult, custom 4.5 L',
      { ...nobody, adults: 1 },
      { standard: 'custom' as const, goalDays: 7, customLitresPerPerson: 4.5 },
      4.5,
      2200,
    ],
    ['a child 9-13', { ...nobody, children9to13: 1 }, us14, 3.785, 2000],
    ['a child 4-8', { ...nobody, children4to8: 1 }, us14, 3.785, 1600],
    ['a child under 4', { ...nobody, childrenUnder4: 1 }, us14, 3.785, 1300],
    ['two adults, one pregnant', { ...nobody, adults: 2, pregnantOrBreastfeeding: 1 }, us14, 7.57, 4700],
    [
      'pregnant count above adults counts only the adults',
      { ...nobody, adults: 1, pregnantOrBreastfeeding: 3 },
      us14,
      3.785,
      2500,
    ],
    ['nobody', nobody, us14, 0, 0],
  ])('%s', (_label, household, goal, litres, kcal) => {
    expect(waterPerDay(household, [], goal)).toBeCloseTo(litres, 10);
    expect(kcalPerDay(household)).toBe(kcal);
  });

  it('pets drink 65 mL per kg and eat nothing we count', () => {
    const h = { ...nobody, adults: 1 };
    expect(waterPerDay(h, [{ weightKg: 10 }, { weightKg: 4 }], us14)).toBeCloseTo(3.785 + 0.65 + 0.26, 10);
    expect(kcalPerDay(h)).toBe(2200);
  });

  it('custom without a figure needs no water for people (never negative)', () => {
    expect(
      waterPerDay({ ...nobody, adults: 2 }, [], { standard: 'custom', goalDays: 3, customLitresPerPerson: null }),
    ).toBe(0);
    expect(
      waterPerDay({ ...nobody, adults: 2 }, [{ weightKg: -5 }], {
        standard: 'custom',
        goalDays: 3,
        customLitresPerPerson: -1,
      }),
    ).toBe(0);
  });
});

describe('the figure', () => {
  const adult = { ...nobody, adults: 1 };

  it('0 people: no figure, however much is stored (no division by zero)', () => {
    expect(readiness(nobody, [{ weightKg: 30 }], us14, [row('Water (Gallons)', 10, 14)])).toEqual({
      kind: 'no-household',
    });
    expect(targetsFromGoal(nobody, [], us14, [row('Water (Gallons)', 10, 14)])).toEqual([]);
  });

  it('0 stock: 0 days, limited by water', () => {
    const r = readiness(adult, [], us14, [row('Water (Gallons)', 0, 14), row('Energy Bars', 0, 30)]);
    expect(r).toMatchObject({ kind: 'figure', daysCovered: 0, limitedBy: 'water', progress: 0, goalMet: false });
  });

  it('rounds down at x.x9: 12.59 days shows 12.5', () => {
    // 27,698 kcal / 2,200 = 12.59 days of food; plenty of water.
    const rows = [row('Water (Gallons)', 100, 14), row('Food', 1, 1, { kcalPerUnit: 27_698 })];
    const r = readiness(adult, [], us14, rows);
    if (r.kind !== 'figure') throw new Error('expected a figure');
    expect(27_698 / 2200).toBeCloseTo(12.59, 2);
    expect(r.food.days).toBe(12.5);
    expect(r.daysCovered).toBe(12.5);
  });

  it('an exact tenth stays: 7.3 days is 7.3, not 7.2', () => {
    const rows = [row('Water (Gallons)', 100, 14), row('Food', 73, 1, { kcalPerUnit: 220 })];
    const r = readiness(adult, [], us14, rows);
    expect(r.kind === 'figure' && r.food.days).toBe(7.3);
  });

  it('the goal met: nothing to buy', () => {
    const rows = [row('Water (Gallons)', 14, 14), row('Energy Bars', 77, 30)];
    const r = readiness(adult, [], us14, rows);
    expect(r).toMatchObject({ kind: 'figure', goalMet: true, progress: 1 });
    if (r.kind !== 'figure') throw new Error('expected a figure');
    expect(r.water.toBuy).toEqual([]);
    expect(r.food.toBuy).toEqual([]);
  });

  it('a supply that is neither water nor food never changes the figure', () => {
    const base = [row('Water (Gallons)', 20, 14), row('Energy Bars', 40, 30)];
    const before = readiness(adult, [], us14, base);
    const after = readiness(adult, [], us14, [...base, row('Flashlights', 4, 4), row('Rope (Feet)', 100, 100)]);
    expect(after).toEqual(before);
  });

  it('more stock never lowers the figure', () => {
    let previous = -1;
    for (let water = 0; water <= 30; water += 3) {
      for (let bars = 0; bars <= 120; bars += 15) {
        const r = readiness(adult, [{ weightKg: 12 }], us14, [
          row('Water (Gallons)', water, 14),
          row('Energy Bars', bars, 30),
        ]);
        if (r.kind !== 'figure') throw new Error('expected a figure');
        expect(r.water.stored).toBeGreaterThanOrEqual(0);
        expect(r.food.stored).toBeGreaterThanOrEqual(0);
        if (bars === 0) previous = -1;
        expect(r.daysCovered).toBeGreaterThanOrEqual(previous);
        previous = r.daysCovered;
      }
    }
    const fewer = readiness(adult, [], us14, [row('Water (Gallons)', 10, 14), row('Energy Bars', 50, 30)]);
    const more = readiness(adult, [], us14, [row('Water (Gallons)', 11, 14), row('Energy Bars', 50, 30)]);
    if (fewer.kind !== 'figure' || more.kind !== 'figure') throw new Error('expected figures');
    expect(more.daysCovered).toBeGreaterThanOrEqual(fewer.daysCovered);
  });

  it('negative quantities or amounts count as nothing', () => {
    const r = readiness(adult, [], us14, [row('Water (Gallons)', -5, 14), row('Bars', 10, 1, { kcalPerUnit: -400 })]);
    expect(r).toMatchObject({ kind: 'figure', daysCovered: 0 });
    if (r.kind !== 'figure') throw new Error('expected a figure');
    expect(r.water.stored).toBe(0);
    expect(r.food.stored).toBe(0);
  });

  it('no row provides food: the shortfall is said in kcal, with no row to buy', () => {
    const r = readiness(adult, [], us14, [row('Water (Gallons)', 14, 14)]);
    if (r.kind !== 'figure') throw new Error('expected a figure');
    expect(r.food.shortfall).toBe(14 * 2200);
    expect(r.food.toBuy).toEqual([]);
    expect(r.limitedBy).toBe('food');
  });

  it('splits a shortfall equally when no providing row has a target', () => {
    const a = row('Bottles', 0, 0, { litresPerUnit: 1.5 });
    const b = row('Jugs', 0, 0, { litresPerUnit: 10 });
    const r = readiness(adult, [], { ...us14, goalDays: 3 }, [a, b, row('Energy Bars', 100, 1)]);
    if (r.kind !== 'figure') throw new Error('expected a figure');
    // 3 x 3.785 = 11.355 L, half each: 5.6775 / 1.5 = 3.785 -> 4 bottles, / 10 -> 1 jug.
    expect(r.water.toBuy.map((x) => x.quantity)).toEqual([4, 1]);
  });
});

describe('rounding helpers', () => {
  it.each([
    [12.59, 12.5],
    [12.5, 12.5],
    [0.09, 0],
    [13.668, 13.6],
    [0.3, 0.3],
    [4 * 0.7, 2.8],
  ])('floorToTenth(%s) = %s', (value, expected) => expect(floorToTenth(value)).toBe(expected));

  it.each([
    [1.4577, 2],
    [2, 2],
    [2.0000000001, 2],
    [0, 0],
    [-3, 0],
  ])('ceilWhole(%s) = %s', (value, expected) => expect(ceilWhole(value)).toBe(expected));
});

describe('targets follow the goal (decision 0292)', () => {
  // A Florida family of four with a dog: 2 adults, a child of 10 and one of 6, a 30 kg dog; US, 14 days.
  const family: HouseholdCounts = { ...nobody, adults: 2, children9to13: 1, children4to8: 1 };
  const dog = [{ weightKg: 30 }];
  const seeded = () => [
    { ...row('Water (Gallons)', 20, 14, { unit: 'gallons' }), ownTarget: false },
    { ...row('Canned Food', 0, 50, { unit: 'cans' }), ownTarget: false },
    { ...row('Rice (Pounds)', 0, 25, { unit: 'pounds' }), ownTarget: false },
    { ...row('Dried Beans', 0, 10, { unit: 'pounds' }), ownTarget: false },
    { ...row('Energy Bars', 0, 30, { unit: 'bars' }), ownTarget: false },
    { ...row('Bandages', 3, 50, { unit: 'pieces' }), ownTarget: false },
  ];

  it('water: (4 x 3.785 L + 30 kg x 65 mL) x 14 days = 239.3 L, 64 gallons; food 112,000 kcal in the rows’ units', () => {
    const rows = seeded();
    const targets = followedTargets(family, dog, us14, rows);
    const byName = Object.fromEntries(rows.map((r) => [r.name, targets.get(r.id)]));
    // 239.26 L / 3.785 = 63.2 gallons, rounded up.
    expect(byName['Water (Gallons)']).toBe(64);
    // 8,000 kcal a day x 14, shared as the stored targets hold it (15,000 : 40,750 : 15,400 : 12,000 kcal).
    expect(byName).toMatchObject({ 'Canned Food': 68, 'Rice (Pounds)': 34, 'Dried Beans': 14, 'Energy Bars': 41 });
    const kcal = rows.reduce((sum, r) => sum + (targets.get(r.id) ?? 0) * (r.kcalPerUnit ?? 0), 0);
    expect(kcal).toBeGreaterThanOrEqual(112_000);
    // Bandages hold neither water nor food: they keep their own target.
    expect(byName.Bandages).toBeUndefined();
  });

  it('a row with its own target keeps it, and the others share what it does not hold', () => {
    const rows = seeded().map((r) => (r.name === 'Canned Food' ? { ...r, targetQuantity: 100, ownTarget: true } : r));
    const targets = followedTargets(family, dog, us14, rows);
    const byName = Object.fromEntries(rows.map((r) => [r.name, targets.get(r.id)]));
    expect(byName['Canned Food']).toBeUndefined();
    // 112,000 - 100 cans x 300 kcal = 82,000 kcal over rice, beans and bars.
    expect(byName).toMatchObject({ 'Rice (Pounds)': 31, 'Dried Beans': 13, 'Energy Bars': 37, 'Water (Gallons)': 64 });
  });

  it('own targets count toward the goal: a case of water of your own leaves 63 gallons to follow', () => {
    const rows = seeded().map((r) =>
      r.name === 'Water (Gallons)' ? r : { ...r, targetQuantity: 400, ownTarget: true },
    );
    const own = { ...row('Water (Gallons)', 0, 1), ownTarget: true };
    const targets = followedTargets(family, dog, us14, [...rows, own]);
    // Only the gallons follow: (239.26 L - 3.785 L) / 3.785 = 62.2, rounded up.
    expect([...targets]).toEqual([[rows[0]!.id, 63]]);
  });

  it('the status of a following water row agrees with the days readiness counts', () => {
    const rows = seeded();
    const target = followedTargets(family, dog, us14, rows).get(rows[0]!.id)!;
    for (const gallons of [20, 58, 63, 64]) {
      const figure = readiness(family, dog, us14, [{ ...rows[0]!, currentQuantity: gallons, targetQuantity: target }]);
      if (figure.kind !== 'figure') throw new Error('a household is described');
      const { water } = figure;
      const status = resourceStatus(gallons, target, true);
      // Good exactly when the water lasts the whole goal; 58 of 64 (90.6 %) is not good.
      expect(status === 'good').toBe(water.days >= 14);
    }
    expect(resourceStatus(58, 64)).toBe('good');
    expect(resourceStatus(58, 64, true)).toBe('low');
  });

  it('no household described: no row follows', () => {
    expect(followedTargets(nobody, [], us14, seeded()).size).toBe(0);
  });
});
