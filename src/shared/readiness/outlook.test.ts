import { describe, expect, it } from 'vitest';
import type { Resource, ResourceBatch } from '../resources/schemas';
import { usableQuantity } from '../supplies/batches';
import { kcalPerDay, type Goal, type HouseholdCounts } from './calculator';
import { expiringStock, nextFigureDrop } from './outlook';

const today = '2026-11-24';
const adult: HouseholdCounts = {
  adults: 1,
  children9to13: 0,
  children4to8: 0,
  childrenUnder4: 0,
  pregnantOrBreastfeeding: 0,
};
const goal: Goal = { standard: 'us', goalDays: 14, customLitresPerPerson: null };
const KCAL = kcalPerDay(adult);

let n = 0;
const b = (quantity: number, expiresOn: string | null): ResourceBatch => ({
  id: `b${++n}`,
  quantity,
  addedOn: '2026-01-01',
  expiresOn,
  note: null,
  updatedAt: '',
});
/** A row holding one day of water per unit, or one day of food per unit. */
function row(kind: 'water' | 'food', batches: ResourceBatch[]): Resource {
  const usable = usableQuantity(batches, today);
  return {
    id: `${kind}${++n}`,
    name: kind === 'water' ? 'Water' : 'Food',
    category: kind,
    unit: 'units',
    currentQuantity: usable,
    expiredQuantity: 0,
    targetQuantity: 0,
    status: 'good',
    ownTarget: false,
    followsGoal: false,
    litresPerUnit: kind === 'water' ? 3.785 : null,
    kcalPerUnit: kind === 'food' ? KCAL : null,
    isCustom: true,
    shelfLife: 'none',
    batches,
    barcodes: [],
    updatedAt: '',
  };
}

describe('the day the figure drops', () => {
  it.each([
    ['nothing dated: no drop', [row('water', [b(10, null)]), row('food', [b(10, null)])], null],
    [
      'food expiring limits it from the day after its best-before day',
      [row('water', [b(20, null)]), row('food', [b(6, '2027-03-11'), b(4, null)])],
      { on: '2027-03-12', daysCovered: 4 },
    ],
    [
      'an expiry of the resource that does not limit it changes nothing',
      [row('water', [b(30, '2027-01-01'), b(20, null)]), row('food', [b(5, null)])],
      null,
    ],
    [
      'the first of several drops',
      [row('water', [b(5, '2026-12-01'), b(5, null)]), row('food', [b(3, '2026-11-30'), b(7, null)])],
      { on: '2026-12-01', daysCovered: 7 },
    ],
    [
      'a batch expiring today still counts today: the drop is tomorrow',
      [row('water', [b(10, today)]), row('food', [b(10, null)])],
      { on: '2026-11-25', daysCovered: 0 },
    ],
    [
      'already expired stock is not a future drop',
      [row('water', [b(10, '2026-11-01'), b(3, null)]), row('food', [b(9, null)])],
      null,
    ],
  ])('%s', (_label, rows, expected) => {
    expect(nextFigureDrop(adult, [], goal, rows, today)).toEqual(expected);
  });

  it('no household: no drop', () => {
    expect(nextFigureDrop({ ...adult, adults: 0 }, [], goal, [row('water', [b(1, '2027-01-01')])], today)).toBeNull();
  });
});

describe('expiring stock', () => {
  it('expired first, then within the window, soonest first; later and undated ones left out', () => {
    const water = row('water', [b(1, '2026-11-20'), b(2, '2026-12-20'), b(3, '2027-06-01'), b(4, null)]);
    const food = row('food', [b(5, '2026-12-24'), b(6, '2026-12-25')]);
    const list = expiringStock([water, food], today, 30);
    expect(list.map((s) => [s.quantity, s.expiresOn, s.expired])).toEqual([
      [1, '2026-11-20', true],
      [2, '2026-12-20', false],
      [5, '2026-12-24', false],
    ]);
  });
});
