import { describe, expect, it } from 'vitest';
import type { Resource } from '@shared/resources/schemas';
import { groupByCategory } from './use-resource-draft';

const row = (name: string, category: string, isCustom = false): Resource => ({
  id: name,
  name,
  category,
  currentQuantity: 0,
  expiredQuantity: 0,
  shelfLife: 'none',
  batches: [],
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
