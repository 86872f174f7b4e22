/** The 8 kit categories always shown on kit screens, in display order (docs/product.md#kit-categories). */
export const CORE_KIT_CATEGORIES = [
  'Bag & Carrying System',
  'Water & Hydration',
  'Shelter & Warmth',
  'Fire & Light',
  'Food & Cooking',
  'First Aid & Hygiene',
  'Tools & Self-Defense',
  'Navigation & Communication',
] as const;

/** The 11 categories of the kit list filter (docs/product.md#kit-categories). */
export const KIT_CATEGORIES = [
  'Bag & Carrying System',
  'Shelter & Warmth',
  'Water & Hydration',
  'Food & Cooking',
  'Fire & Light',
  'First Aid & Hygiene',
  'Tools & Self-Defense',
  'Navigation & Communication',
  'Documents & Cash',
  'Clothing',
  'Misc',
] as const;

/** Fallback for copied items that had no category (docs/product.md#copies-duplicate-and-acquire). */
export const UNCATEGORIZED = 'Uncategorized';

/** Every value the kit_items.category column accepts. */
export const KIT_ITEM_CATEGORY_VALUES = [...KIT_CATEGORIES, UNCATEGORIZED] as const;
export type KitItemCategory = (typeof KIT_ITEM_CATEGORY_VALUES)[number];

export const KIT_ITEM_PRIORITY_MIN = 1;
export const KIT_ITEM_PRIORITY_MAX = 5;
export const KIT_ITEM_PRIORITY_DEFAULT = 3;
