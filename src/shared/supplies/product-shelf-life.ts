/**
 * How long a scanned product keeps by default, from its Open Food Facts categories
 * (`categories_tags`, which list every parent category too: a can of beans carries
 * `en:canned-foods`). The classes are those of rotation.ts; each group names its source.
 */
import type { ShelfLifeClass } from './rotation';

interface ShelfLifeGroup {
  shelfLife: ShelfLifeClass;
  /** Open Food Facts category tags (taxonomy ids) of the group. */
  tags: readonly string[];
  source: string;
}

const HHS_FEMA = 'HHS / FEMA "Food and Water in an Emergency"';

/** Drinking water (bottled, spring, mineral): the supply is water, counted in litres. */
export const WATER_CATEGORY_TAGS: readonly string[] = [
  'en:waters',
  'en:spring-waters',
  'en:mineral-waters',
  'en:bottled-waters',
];

export const PRODUCT_SHELF_LIFE: readonly ShelfLifeGroup[] = [
  {
    // CDC, "Creating and storing an emergency water supply": observe the date on commercially
    // bottled water; the class keeps it 12 months when the label gives none.
    shelfLife: 'water-commercial',
    tags: WATER_CATEGORY_TAGS,
    source: 'CDC "Creating and storing an emergency water supply"',
  },
  {
    // "Use within six months: powdered milk (boxed), dried fruit (in metal container), dry crisp
    // crackers (in metal container), potatoes."
    shelfLife: 'six-months',
    tags: ['en:dried-fruits', 'en:crackers', 'en:milk-powders', 'en:powdered-milks', 'en:dried-milks'],
    source: HHS_FEMA,
  },
  {
    // "Use within one year: canned condensed meat and vegetable soups; canned fruits, fruit
    // juices and vegetables; ready-to-eat cereals; peanut butter; jelly; hard candy; canned nuts."
    shelfLife: 'one-year',
    tags: [
      'en:canned-foods',
      'en:canned-vegetables',
      'en:canned-legumes',
      'en:canned-fruits',
      'en:canned-soups',
      'en:breakfast-cereals',
      'en:peanut-butters',
      'en:jams',
      'en:candies',
    ],
    source: HHS_FEMA,
  },
  {
    // "May be stored indefinitely (in proper containers and conditions): wheat, vegetable oils,
    // dried corn, baking powder, soybeans, instant coffee, tea, salt, white rice, bouillon
    // products, dry pasta, powdered milk (in nitrogen-packed cans)." Sugar is not in that list:
    // it sits with salt here (dry granulated sugar does not spoil; decision 0316).
    shelfLife: 'none',
    tags: [
      'en:rices',
      'en:dry-pastas',
      'en:dried-pastas',
      'en:salts',
      'en:sugars',
      'en:vegetable-oils',
      'en:instant-coffees',
      'en:teas',
      'en:baking-powders',
      'en:soybeans',
    ],
    source: HHS_FEMA,
  },
];

/**
 * A food none of the groups names keeps six months: the shortest class any food has. A date too
 * early makes the family check a can that is still good; one too late lets food spoil on the shelf.
 */
export const UNKNOWN_PRODUCT_SHELF_LIFE: ShelfLifeClass = 'six-months';

/** Months a class keeps, for choosing the shortest (no expiry is longest). */
const KEEPS: Readonly<Record<ShelfLifeClass, number>> = {
  'water-home': 6,
  'six-months': 6,
  'water-commercial': 12,
  'one-year': 12,
  none: Infinity,
};

/**
 * The class of a product with `categories`: water when it is water, else the shortest of the
 * groups it belongs to (canned dried fruit: six months, never overstated), else six months.
 */
export function productShelfLife(categories: readonly string[]): ShelfLifeClass {
  const tags = new Set(categories);
  const matched = PRODUCT_SHELF_LIFE.filter((g) => g.tags.some((t) => tags.has(t)));
  if (matched.length === 0) return UNKNOWN_PRODUCT_SHELF_LIFE;
  if (matched.some((g) => g.shelfLife === 'water-commercial')) return 'water-commercial';
  return matched.reduce((a, b) => (KEEPS[b.shelfLife] < KEEPS[a.shelfLife] ? b : a)).shelfLife;
}
