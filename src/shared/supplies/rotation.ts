/**
 * How long stock keeps: the default expiry of a new batch (docs/product.md#resource-tracker).
 * The one place these figures live, each with its source; every row may override its default.
 */

/** A supply's shelf-life class, the HHS/FEMA groups plus the two kinds of stored water. */
export const SHELF_LIFE_CLASSES = ['water-home', 'water-commercial', 'six-months', 'one-year', 'none'] as const;
export type ShelfLifeClass = (typeof SHELF_LIFE_CLASSES)[number];

/** Months until a new batch of the class expires; null: no expiry date by default. */
export const SHELF_LIFE_MONTHS: Readonly<Record<ShelfLifeClass, number | null>> = {
  // CDC, "Creating and storing an emergency water supply": replace water you bottled yourself
  // every 6 months.
  'water-home': 6,
  // Commercially bottled water: the date on the label; without one, many counties advise
  // replacing it yearly (CDC: observe the expiration or "best before" date).
  'water-commercial': 12,
  // HHS / FEMA "Food and Water in an Emergency": use within 6 months (powdered milk in boxes,
  // dried fruit, crackers, potatoes).
  'six-months': 6,
  // ...use within 1 year (canned soups, fruit and vegetables, cereals, peanut butter, jelly,
  // canned nuts, hard candy, vitamins).
  'one-year': 12,
  // ...may be stored indefinitely in proper containers and conditions (wheat, dried corn, white
  // rice, dry pasta, soybeans, baking powder, instant coffee and tea, salt, vegetable oil).
  none: null,
};

export const ROTATION_SOURCE =
  'CDC "Creating and storing an emergency water supply"; HHS / FEMA "Food and Water in an Emergency"';

/** The classes of the default supplies that expire (the others have none by default). */
export const DEFAULT_SHELF_LIFE: Readonly<Record<string, ShelfLifeClass>> = {
  'Water (Gallons)': 'water-commercial',
  'Canned Food': 'one-year',
  'Rice (Pounds)': 'none',
  // Dried beans keep longest in the HHS/FEMA sense only as soybeans; other dried beans lose
  // quality after about a year: one year, never overstated.
  'Dried Beans': 'one-year',
  // Energy bars as ordinary snacks: a year; ration bars last longer (edit the row).
  'Energy Bars': 'one-year',
};

/** YYYY-MM-DD of a calendar date `months` after `day` (the 31st of a shorter month is its last day). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/** The default expiry of a batch of `shelfLife` added on `addedOn`, or null. */
export function defaultExpiry(shelfLife: ShelfLifeClass, addedOn: string): string | null {
  const months = SHELF_LIFE_MONTHS[shelfLife];
  return months === null ? null : addMonths(addedOn, months);
}

/**
 * What "Keeps" says beside a batch's dates, so the two agree: no expiry for an undated batch,
 * else the class whose default from `addedOn` is `expiresOn` (6 and 12 months each have two
 * classes: the supply's own first, then the plain "6 months" and "1 year"), else, for a date the
 * user chose, the supply's own class.
 */
export function keepsOf(supply: ShelfLifeClass, addedOn: string, expiresOn: string | null): ShelfLifeClass {
  if (expiresOn === null) return 'none';
  const candidates: ShelfLifeClass[] = [supply, 'six-months', 'one-year', 'water-home', 'water-commercial'];
  return candidates.find((c) => defaultExpiry(c, addedOn) === expiresOn) ?? supply;
}

/** How each class reads in the forms ("Keeps"). */
export const SHELF_LIFE_LABELS: Readonly<Record<ShelfLifeClass, string>> = {
  'water-home': 'Water bottled at home: 6 months',
  'water-commercial': 'Bottled water without a label date: 12 months',
  'six-months': '6 months',
  'one-year': '1 year',
  none: 'No expiry',
};
