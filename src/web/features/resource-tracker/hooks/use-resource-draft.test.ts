import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Resource } from '@shared/resources/schemas';
import { groupByCategory, useResourceDraft } from './use-resource-draft';

const row = (name: string, category: string, isCustom = false): Resource => ({
  id: name,
  name,
  category,
  currentQuantity: 0,
  expiredQuantity: 0,
  shelfLife: 'none',
  ownTarget: false,
  followsGoal: false,
  batches: [],
  barcodes: [],
  targetQuantity: 1,
  unit: 'pieces',
  status: 'critical',
  litresPerUnit: null,
  kcalPerUnit: null,
  isCustom,
  updatedAt: '2026-11-21T12:00:00.000Z',
});

describe('groupByCategory', () => {
  it('puts the defaults in catalogue order, a renamed default after them, then the custom rows by name', () => {
    const groups = groupByCategory([
      row('Zeolite jugs', 'Water & Hydration', true),
      row('Water Filters', 'Water & Hydration'),
      // The default "Water (Gallons)" renamed; a custom row then took the old name.
      row('Drinking water', 'Water & Hydration'),
      row('Water (Gallons)', 'Water & Hydration', true),
      row('Water Purification Tablets', 'Water & Hydration'),
      row('Aqua pouches', 'Water & Hydration', true),
      row('Tent', 'Shelter & Warmth'),
    ]);
    expect(groups.map((g) => g.category)).toEqual(['Water & Hydration', 'Shelter & Warmth']);
    expect(groups[0]!.items.map((i) => i.name)).toEqual([
      'Water Purification Tablets',
      'Water Filters',
      'Drinking water',
      'Aqua pouches',
      'Water (Gallons)',
      'Zeolite jugs',
    ]);
  });
});

describe('useResourceDraft with batches', () => {
  const today = '2026-11-24';
  const water: Resource = {
    ...row('Water (Gallons)', 'Water & Hydration'),
    targetQuantity: 10,
    currentQuantity: 3,
    expiredQuantity: 4,
    batches: [
      { id: 'old', quantity: 4, addedOn: '2026-01-01', expiresOn: '2026-11-01', note: null, updatedAt: 'x' },
      { id: 'good', quantity: 3, addedOn: '2026-11-01', expiresOn: '2027-05-01', note: null, updatedAt: 'x' },
    ],
  };
  const newBatch = {
    id: 'n1',
    resourceId: water.id,
    quantity: 10,
    addedOn: today,
    expiresOn: '2027-05-24',
    note: null,
  };

  it('minus takes from what counts and leaves the expired batch struck through', () => {
    const { result } = renderHook(() => useResourceDraft([water], today));
    act(() => result.current.adjust(water.id, -1));
    const shown = result.current.items[0]!;
    expect([shown.currentQuantity, shown.expiredQuantity]).toEqual([2, 4]);
    expect(shown.batches.map((b) => [b.id, b.quantity])).toEqual([
      ['old', 4],
      ['good', 2],
    ]);
    expect(result.current.changes).toEqual([{ id: water.id, currentQuantity: 2 }]);
  });

  it('a new batch joins the unsaved changes; a pending plus on the row is kept', () => {
    const { result } = renderHook(() => useResourceDraft([water], today));
    act(() => result.current.adjust(water.id, 1));
    act(() => result.current.putBatch(newBatch));
    const shown = result.current.items[0]!;
    expect(shown.currentQuantity).toBe(14); // 3 + 1 + 10
    expect(shown.status).toBe('good');
    expect(result.current.changes).toEqual([{ id: water.id, currentQuantity: 14 }]);
    expect(result.current.batchChanges).toEqual({ batches: [newBatch], removedBatches: [] });
    expect(result.current.count).toBe(2);
  });

  it("plus, a typed quantity and Bought show new stock best before the supply's default (decision 0257)", () => {
    const cans: Resource = { ...row('Canned Food', 'Food & Nutrition'), shelfLife: 'one-year' };
    const { result } = renderHook(() => useResourceDraft([cans, water], today));
    act(() => result.current.setQuantity(cans.id, 6));
    act(() => result.current.adjust(water.id, 2));
    const [shownCans, shownWater] = result.current.items;
    expect(shownCans!.batches.map((b) => [b.quantity, b.addedOn, b.expiresOn])).toEqual([[6, today, '2027-11-24']]);
    // A supply that keeps (this water row's class is "No expiry") gets no date.
    expect(shownWater!.batches.at(-1)).toMatchObject({ quantity: 2, addedOn: today, expiresOn: null });
  });

  it('removing a saved batch is a change; removing one never saved just forgets it', () => {
    const { result } = renderHook(() => useResourceDraft([water], today));
    act(() => result.current.putBatch(newBatch));
    act(() => result.current.removeBatch(water.id, 'n1'));
    act(() => result.current.removeBatch(water.id, 'old'));
    expect(result.current.batchChanges).toEqual({ batches: [], removedBatches: ['old'] });
    expect(result.current.items[0]!.expiredQuantity).toBe(0);
    act(() => result.current.settle({ changes: [], batches: [], removedBatches: ['old'] }));
    expect(result.current.count).toBe(0);
  });
});
