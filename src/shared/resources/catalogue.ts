/** The default resource catalogue: 21 rows seeded per user (docs/product.md#resource-tracker). */
export interface DefaultResource {
  category: string;
  name: string;
  targetQuantity: number;
  unit: string;
}

export const RESOURCE_CATEGORIES = [
  'Water & Hydration',
  'Food & Nutrition',
  'Medical & First Aid',
  'Tools & Equipment',
  'Communication',
  'Shelter & Warmth',
] as const;

export const DEFAULT_RESOURCES = [
  { category: 'Water & Hydration', name: 'Water (Gallons)', targetQuantity: 14, unit: 'gallons' },
  { category: 'Water & Hydration', name: 'Water Purification Tablets', targetQuantity: 100, unit: 'tablets' },
  { category: 'Water & Hydration', name: 'Water Filters', targetQuantity: 2, unit: 'filters' },
  { category: 'Food & Nutrition', name: 'Canned Food', targetQuantity: 50, unit: 'cans' },
  { category: 'Food & Nutrition', name: 'Rice (Pounds)', targetQuantity: 25, unit: 'pounds' },
  { category: 'Food & Nutrition', name: 'Dried Beans', targetQuantity: 10, unit: 'pounds' },
  { category: 'Food & Nutrition', name: 'Energy Bars', targetQuantity: 30, unit: 'bars' },
  { category: 'Medical & First Aid', name: 'Bandages', targetQuantity: 50, unit: 'pieces' },
  { category: 'Medical & First Aid', name: 'Antibiotics', targetQuantity: 3, unit: 'bottles' },
  { category: 'Medical & First Aid', name: 'Pain Relievers', targetQuantity: 200, unit: 'pills' },
  { category: 'Medical & First Aid', name: 'Antiseptic', targetQuantity: 5, unit: 'bottles' },
  { category: 'Tools & Equipment', name: 'Flashlights', targetQuantity: 4, unit: 'pieces' },
  { category: 'Tools & Equipment', name: 'Batteries', targetQuantity: 50, unit: 'pieces' },
  { category: 'Tools & Equipment', name: 'Multi-tool', targetQuantity: 2, unit: 'pieces' },
  { category: 'Tools & Equipment', name: 'Rope (Feet)', targetQuantity: 100, unit: 'feet' },
  { category: 'Communication', name: 'Two-way Radios', targetQuantity: 4, unit: 'radios' },
  { category: 'Communication', name: 'Emergency Radio', targetQuantity: 1, unit: 'radio' },
  { category: 'Communication', name: 'Solar Charger', targetQuantity: 1, unit: 'charger' },
  { category: 'Shelter & Warmth', name: 'Emergency Blankets', targetQuantity: 6, unit: 'blankets' },
  { category: 'Shelter & Warmth', name: 'Tent', targetQuantity: 1, unit: 'tent' },
  { category: 'Shelter & Warmth', name: 'Sleeping Bags', targetQuantity: 4, unit: 'bags' },
] as const satisfies readonly DefaultResource[];

/** A starter supply's English name: the key every locale's name maps to (./starter-supplies.ts). */
export type StarterName = (typeof DEFAULT_RESOURCES)[number]['name'];
