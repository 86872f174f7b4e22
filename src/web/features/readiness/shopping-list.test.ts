import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { readiness, type SupplyAmounts } from '@shared/readiness/calculator';
import { SHOPPING_CSV_HEADER, shoppingCsv } from './shopping-list';

const row = (id: string, name: string, unit: string, water: boolean): SupplyAmounts => ({
  id,
  name,
  unit,
  currentQuantity: 0,
  targetQuantity: 1,
  litresPerUnit: water ? 3.785 : null,
  kcalPerUnit: water ? null : 2000,
});

describe('the shopping list CSV', () => {
  it('reads back hostile names and units with a leading quote, and what to buy as a number', () => {
    const figure = readiness(
      { adults: 1, children9to13: 0, children4to8: 0, childrenUnder4: 0, pregnantOrBreastfeeding: 0 },
      [],
      { standard: 'us', goalDays: 3, customLitresPerPerson: null },
      [row('w', '=HYPERLINK("http://x")', '-2', true), row('f', '@SUM(A1)', '+1', false)],
    );
    if (figure.kind !== 'figure') throw new Error('expected a figure');
    const rows = parse(shoppingCsv(figure), { cast: true }) as unknown[][];
    expect(rows).toEqual([
      [...SHOPPING_CSV_HEADER],
      ['Water', `'=HYPERLINK("http://x")`, 3, "'-2"],
      ['Food', "'@SUM(A1)", 4, "'+1"],
    ]);
  });
});
