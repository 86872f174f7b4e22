import { describe, expect, it } from 'vitest';
import { readiness } from '../readiness/calculator';
import {
  addToday,
  expiryDrops,
  fefoOrder,
  isExpired,
  nextDay,
  setUsable,
  take,
  totalQuantity,
  usableQuantity,
  type Batch,
} from './batches';

const batch = (id: string, quantity: number, addedOn: string, expiresOn: string | null = null): Batch => ({
  id,
  quantity,
  addedOn,
  expiresOn,
});
const today = '2026-11-24';

describe('expired', () => {
  it.each([
    ['the day before', '2026-11-23', true],
    ['its own best-before day', '2026-11-24', false],
    ['later', '2027-01-01', false],
    ['no expiry', null, false],
  ])('%s', (_label, expiresOn, expired) => {
    expect(isExpired({ expiresOn }, today)).toBe(expired);
  });

  it('expired batches count for nothing; they are still on the shelf', () => {
    const batches = [
      batch('a', 5, '2026-01-01', '2026-11-01'),
      batch('b', 3, '2026-11-01'),
      batch('c', 2, '2026-11-01', '2026-12-01'),
    ];
    expect(usableQuantity(batches, today)).toBe(5);
    expect(totalQuantity(batches)).toBe(10);
  });
});

describe('minus never takes expired stock', () => {
  const shelf = [batch('expired', 5, '2026-01-01', '2026-11-01'), batch('good', 3, '2026-11-01', '2027-01-01')];

  it('takes from what counts, leaving the expired batch for the user to remove', () => {
    const { batches, missing } = take(shelf, 4, today);
    expect(batches).toEqual([batch('expired', 5, '2026-01-01', '2026-11-01')]);
    expect(missing).toBe(1);
  });

  it.each([
    [3, 8, 3],
    [5, 10, 5],
    [1, 6, 1],
    [0, 5, 0],
  ])('setting what counts to %i keeps %i on the shelf', (quantity, total, usable) => {
    let n = 0;
    const result = setUsable(shelf, quantity, today, '2027-11-24', (b) => ({ ...b, id: `new${++n}` }));
    expect(totalQuantity(result)).toBe(total);
    expect(usableQuantity(result, today)).toBe(usable);
  });
});

describe('first expired, first out', () => {
  const shelf = [
    batch('undated-old', 4, '2026-01-01'),
    batch('late', 2, '2026-02-01', '2027-06-01'),
    batch('soon', 3, '2026-03-01', '2026-12-15'),
    batch('soon-older', 1, '2026-01-15', '2026-12-15'),
  ];

  it('orders by expiry, then the day added; undated last', () => {
    expect(fefoOrder(shelf).map((b) => b.id)).toEqual(['soon-older', 'soon', 'late', 'undated-old']);
  });

  it.each([
    [1, { 'soon-older': 0, soon: 3, late: 2, 'undated-old': 4 }, 0],
    [4, { 'soon-older': 0, soon: 0, late: 2, 'undated-old': 4 }, 0],
    [6, { 'soon-older': 0, soon: 0, late: 0, 'undated-old': 4 }, 0],
    [9, { 'soon-older': 0, soon: 0, late: 0, 'undated-old': 1 }, 0],
    [12, { 'soon-older': 0, soon: 0, late: 0, 'undated-old': 0 }, 2],
  ])('minus %i takes from the first to expire; the sum stays the quantity', (count, left, missing) => {
    const result = take(shelf, count, today);
    const byId = Object.fromEntries(result.batches.map((b) => [b.id, b.quantity]));
    for (const [id, q] of Object.entries(left)) expect(byId[id] ?? 0).toBe(q);
    expect(result.missing).toBe(missing);
    expect(totalQuantity(result.batches)).toBe(Math.max(0, totalQuantity(shelf) - count));
  });

  it("plus adds to today's batch of new stock, best before the supply's default, making it when there is none", () => {
    let n = 0;
    const make = (b: Batch) => ({ ...b, id: `new${++n}` });
    const once = addToday(shelf, 2, today, '2027-11-24', make);
    expect(once.at(-1)).toEqual({ id: 'new1', quantity: 2, addedOn: today, expiresOn: '2027-11-24' });
    const twice = addToday(once, 3, today, '2027-11-24', make);
    expect(twice).toHaveLength(shelf.length + 1);
    expect(twice.at(-1)!.quantity).toBe(5);
    expect(totalQuantity(twice)).toBe(totalQuantity(shelf) + 5);
  });

  it("an add never changes a batch's date: today's undated batch, or one the user dated, stays as it is", () => {
    let n = 0;
    const make = (b: Batch) => ({ ...b, id: `new${++n}` });
    const mine = [batch('undated-today', 4, today), batch('user-dated', 2, today, '2027-03-01')];
    const after = addToday(mine, 3, today, '2027-11-24', make);
    expect(after).toEqual([...mine, { id: 'new1', quantity: 3, addedOn: today, expiresOn: '2027-11-24' }]);
    // Stock that keeps (no default date) joins today's undated batch.
    expect(addToday(mine, 3, today, null, make)).toEqual([
      batch('undated-today', 7, today),
      batch('user-dated', 2, today, '2027-03-01'),
    ]);
  });

  it("setting a higher quantity adds to today's batch of new stock with its date; minus takes it first when it expires first", () => {
    let n = 0;
    const make = (b: Batch) => ({ ...b, id: `new${++n}` });
    const shelf = [batch('undated-old', 4, '2026-01-01')];
    const more = setUsable(shelf, 10, today, '2027-11-24', make);
    expect(more).toEqual([...shelf, { id: 'new1', quantity: 6, addedOn: today, expiresOn: '2027-11-24' }]);
    expect(fefoOrder(setUsable(more, 8, today, '2027-11-24', make)).map((b) => [b.id, b.quantity])).toEqual([
      ['new1', 4],
      ['undated-old', 4],
    ]);
  });
});

describe('when the figure drops', () => {
  it('nextDay crosses months and years', () => {
    expect(nextDay('2026-11-30')).toBe('2026-12-01');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
  });

  // One adult, US standard (3.785 L, 2,200 kcal a day).
  const adult = { adults: 1, children9to13: 0, children4to8: 0, childrenUnder4: 0, pregnantOrBreastfeeding: 0 };
  const goal = { standard: 'us' as const, goalDays: 14, customLitresPerPerson: null };
  const rows = [
    {
      id: 'w',
      name: 'Water (Gallons)',
      unit: 'gallons',
      targetQuantity: 14,
      litresPerUnit: 3.785,
      kcalPerUnit: null,
      batches: [batch('w1', 10, '2026-06-01', '2026-12-01'), batch('w2', 4, '2026-11-01')],
    },
    {
      id: 'f',
      name: 'Energy Bars',
      unit: 'bars',
      targetQuantity: 30,
      litresPerUnit: null,
      kcalPerUnit: 400,
      batches: [batch('f1', 55, '2026-01-01', '2027-03-11'), batch('f2', 20, '2025-01-01', '2026-11-01')],
    },
  ];
  const figureOn = (set: ReturnType<typeof expiryDrops<(typeof rows)[number]>>[number]['rows']) => {
    const r = readiness(
      adult,
      [],
      goal,
      set.map((row) => ({ ...row, currentQuantity: row.usable })),
    );
    return r.kind === 'figure' ? r.daysCovered : null;
  };

  it('today: the expired bars are left out', () => {
    const now = rows.map((row) => ({ ...row, currentQuantity: usableQuantity(row.batches, today) }));
    const r = readiness(adult, [], goal, now);
    // Water 14 gal = 52.99 L / 3.785 = 14.0 days; food 55 x 400 = 22,000 kcal / 2,200 = 10.0 days.
    expect(r).toMatchObject({ kind: 'figure', daysCovered: 10, limitedBy: 'food' });
  });

  it.each([
    [0, '2026-12-02', 4.0],
    [1, '2027-03-12', 0],
  ])('drop %i: on %s the figure is %s days', (i, on, days) => {
    const drops = expiryDrops(rows, today);
    expect(drops.map((d) => d.on)).toEqual(['2026-12-02', '2027-03-12']);
    expect(drops[i]!.on).toBe(on);
    expect(figureOn(drops[i]!.rows)).toBe(days);
  });

  it('a batch already expired, or empty, or undated, never makes a drop', () => {
    expect(
      expiryDrops(
        [
          {
            batches: [
              batch('x', 5, '2025-01-01', '2026-01-01'),
              batch('y', 0, today, '2027-01-01'),
              batch('z', 3, today),
            ],
          },
        ],
        today,
      ),
    ).toEqual([]);
  });
});
