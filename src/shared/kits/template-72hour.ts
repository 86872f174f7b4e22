/**
 * The 72-Hour Bug-Out Kit template (docs/product.md#the-72-hour-template): 23 items, 3 per core
 * category except Bag & Carrying System with 2, positions 1 to 3 within each category. Notes,
 * ratings and price hints are ours; ratings read '4.6 ★ (8.2k+)', prices 'Typically $85–$140'.
 */
import type { KitItemCategory } from '../constants/kits';

export interface TemplateItem {
  category: KitItemCategory;
  itemName: string;
  quantity: number;
  notes: string;
  rating: string;
  priceHint: string;
  position: number;
}

export const TEMPLATE_72HOUR_NAME = '72-Hour Bug-Out Kit';
export const TEMPLATE_72HOUR_DESCRIPTION =
  'Everything one person needs to leave home fast and stay self-sufficient for three days: water, shelter, fire, food, first aid, tools and a way to navigate and call for help.';

/**
 * The figures the items' names and notes give, once: every locale's texts interpolate them
 * (./translations/), so no translation types a figure of its own (issue 43, decision 0349).
 */
export const TEMPLATE_72HOUR_FIGURES = {
  backpackLitres: 45,
  carryKg: [15, 20],
  filterMicrons: 0.1,
  filterGallons: 100_000,
  bottleLitres: 1,
  drinkingLitresPerDay: [3, 4],
  tabletLitres: 1,
  tabletMinutes: 30,
  tabletCryptosporidiumHours: 4,
  mylarHeatPercent: 90,
  sparkCelsius: 3000,
  matchSeconds: 15,
  foodBarKcal: 3600,
  foodBarShelfYears: 5,
  stoveLitres: 1,
  stoveMinutes: 4,
  paracordFeet: 100,
  paracordKg: 250,
} as const;
const F = TEMPLATE_72HOUR_FIGURES;
const n = (value: number) => value.toLocaleString('en-US');

type Row = Omit<TemplateItem, 'position'>;
const rows = [
  {
    category: 'Bag & Carrying System',
    itemName: `${F.backpackLitres}L Tactical Backpack`,
    quantity: 1,
    notes: `Padded hip belt and sternum strap carry ${F.carryKg[0]}–${F.carryKg[1]} kg comfortably; MOLLE webbing for pouches. Keep it packed by the door.`,
    rating: '4.6 ★ (12.4k+)',
    priceHint: 'Typically $45–$90',
  },
  {
    category: 'Bag & Carrying System',
    itemName: 'Tactical Belt with Pouches',
    quantity: 1,
    notes: 'Keeps a knife, light and water within reach if you have to drop the pack.',
    rating: '4.5 ★ (3.1k+)',
    priceHint: 'Typically $25–$45',
  },
  {
    category: 'Water & Hydration',
    itemName: 'Sawyer Squeeze Water Filter',
    quantity: 2,
    notes: `${F.filterMicrons}-micron hollow-fibre filter removes bacteria and protozoa (not viruses or chemicals); rated to ${n(F.filterGallons)} gallons. Backflush after use and keep it from freezing.`,
    rating: '4.7 ★ (22.9k+)',
    priceHint: 'Typically $35–$45',
  },
  {
    category: 'Water & Hydration',
    itemName: `Collapsible Water Bottles (${F.bottleLitres}L)`,
    quantity: 2,
    notes: `Roll flat when empty. Plan on at least ${F.drinkingLitresPerDay[0]}–${F.drinkingLitresPerDay[1]} litres of drinking water a day; refill and filter on the move.`,
    rating: '4.4 ★ (5.6k+)',
    priceHint: 'Typically $10–$20',
  },
  {
    category: 'Water & Hydration',
    itemName: 'Water Purification Tablets',
    quantity: 50,
    notes: `Chlorine dioxide tablets: one treats ${F.tabletLitres} litre; wait ${F.tabletMinutes} minutes (${F.tabletCryptosporidiumHours} hours for cryptosporidium). Backup for the filter and the only option against viruses.`,
    rating: '4.7 ★ (9.8k+)',
    priceHint: 'Typically $12–$20',
  },
  {
    category: 'Shelter & Warmth',
    itemName: 'Emergency Mylar Blankets',
    quantity: 4,
    notes: `Reflect up to ${F.mylarHeatPercent}% of body heat; use as a ground sheet, a tarp or inside a sleeping bag. Weigh almost nothing.`,
    rating: '4.6 ★ (18.7k+)',
    priceHint: 'Typically $8–$15',
  },
  {
    category: 'Shelter & Warmth',
    itemName: 'Compact Emergency Tent',
    quantity: 1,
    notes: 'Two-person tube tent or ultralight shelter with paracord ridgeline; pitch it once at home so you know how.',
    rating: '4.4 ★ (4.2k+)',
    priceHint: 'Typically $15–$40',
  },
  {
    category: 'Shelter & Warmth',
    itemName: 'Emergency Sleeping Bag',
    quantity: 1,
    notes:
      'Reflective bivy that packs to fist size; breathable models cut condensation. Pair with a mylar blanket in cold weather.',
    rating: '4.6 ★ (7.5k+)',
    priceHint: 'Typically $20–$50',
  },
  {
    category: 'Fire & Light',
    itemName: 'Ferro Rod Fire Starter',
    quantity: 2,
    notes: `Throws ${n(F.sparkCelsius)} °C sparks wet or dry, thousands of strikes. Pack cotton balls with petroleum jelly as tinder.`,
    rating: '4.7 ★ (11.3k+)',
    priceHint: 'Typically $10–$20',
  },
  {
    category: 'Fire & Light',
    itemName: 'LED Headlamp',
    quantity: 2,
    notes:
      'Hands-free light with a red mode to keep night vision; carry spare batteries or a USB-rechargeable model and a power bank.',
    rating: '4.6 ★ (25.0k+)',
    priceHint: 'Typically $15–$35',
  },
  {
    category: 'Fire & Light',
    itemName: 'Waterproof Matches',
    quantity: 3,
    notes: `Storm-proof matches burn for about ${F.matchSeconds} seconds even after being dunked; keep them in the sealed case with the striker.`,
    rating: '4.6 ★ (6.9k+)',
    priceHint: 'Typically $8–$15',
  },
  {
    category: 'Food & Cooking',
    itemName: `Emergency Food Bars (${F.foodBarKcal} cal)`,
    quantity: 3,
    notes: `One ${n(F.foodBarKcal)}-calorie pack per day, ${F.foodBarShelfYears}-year shelf life, no cooking or water needed to eat. Check the date every year.`,
    rating: '4.6 ★ (14.1k+)',
    priceHint: 'Typically $10–$15',
  },
  {
    category: 'Food & Cooking',
    itemName: 'Compact Mess Kit',
    quantity: 1,
    notes: 'Nesting pot, cup and spork; the pot doubles for boiling water when filters or tablets run out.',
    rating: '4.5 ★ (8.0k+)',
    priceHint: 'Typically $20–$35',
  },
  {
    category: 'Food & Cooking',
    itemName: 'Portable Camp Stove',
    quantity: 1,
    notes: `Folding canister stove boils ${F.stoveLitres} litre in about ${F.stoveMinutes} minutes; pack one fuel canister. Never run it inside a tent or car.`,
    rating: '4.7 ★ (16.6k+)',
    priceHint: 'Typically $20–$60',
  },
  {
    category: 'First Aid & Hygiene',
    itemName: 'Compact First Aid Kit',
    quantity: 1,
    notes:
      'Bandages, gauze, tape, antiseptic wipes, blister care and a tourniquet; learn to use each item before you need it.',
    rating: '4.7 ★ (19.2k+)',
    priceHint: 'Typically $25–$60',
  },
  {
    category: 'First Aid & Hygiene',
    itemName: 'Personal Hygiene Kit',
    quantity: 1,
    notes:
      'Toothbrush, soap, hand sanitizer, wet wipes, toilet paper and menstrual products: hygiene prevents illness on the move.',
    rating: '4.4 ★ (2.3k+)',
    priceHint: 'Typically $15–$30',
  },
  {
    category: 'First Aid & Hygiene',
    itemName: 'Emergency Medications',
    quantity: 1,
    notes:
      'A week of your prescriptions plus pain relievers, antihistamines, anti-diarrhoea and electrolyte tablets; rotate before expiry.',
    rating: '4.5 ★ (1.8k+)',
    priceHint: 'Typically $20–$40',
  },
  {
    category: 'Tools & Self-Defense',
    itemName: 'Multi-Tool with Pliers',
    quantity: 1,
    notes: 'Pliers, wire cutters, knife, saw, screwdrivers and can opener in one locking tool.',
    rating: '4.8 ★ (10.5k+)',
    priceHint: 'Typically $40–$110',
  },
  {
    category: 'Tools & Self-Defense',
    itemName: `Paracord (${F.paracordFeet}ft)`,
    quantity: 1,
    notes: `550 paracord (about ${F.paracordKg} kg breaking strength) for shelter lines, repairs and hauling; the inner strands work as fishing line or thread.`,
    rating: '4.7 ★ (13.9k+)',
    priceHint: 'Typically $10–$18',
  },
  {
    category: 'Tools & Self-Defense',
    itemName: 'Tactical Pen',
    quantity: 1,
    notes: 'Aircraft-aluminium pen with a glass-breaker tip; writes notes and breaks a car window in an emergency.',
    rating: '4.5 ★ (4.4k+)',
    priceHint: 'Typically $15–$30',
  },
  {
    category: 'Navigation & Communication',
    itemName: 'Emergency Whistle',
    quantity: 2,
    notes: 'Pealess whistle heard well beyond a shouting voice; three blasts is the distress signal.',
    rating: '4.7 ★ (7.7k+)',
    priceHint: 'Typically $6–$12',
  },
  {
    category: 'Navigation & Communication',
    itemName: 'Compact Compass',
    quantity: 1,
    notes: 'Baseplate compass with declination adjustment; carry a paper map of your area and practise your routes.',
    rating: '4.6 ★ (6.2k+)',
    priceHint: 'Typically $12–$30',
  },
  {
    category: 'Navigation & Communication',
    itemName: 'Emergency Radio',
    quantity: 1,
    notes: 'Hand-crank and solar AM/FM/NOAA weather radio with alerts; most models also charge a phone by USB.',
    rating: '4.5 ★ (21.4k+)',
    priceHint: 'Typically $30–$60',
  },
] as const satisfies readonly Row[];

/** The English name of each item: what a translation is keyed by. */
export type Template72HourName = (typeof rows)[number]['itemName'];

/** Positions 1 to 3 within each category, in the listed order. */
export const TEMPLATE_72HOUR_ITEMS: readonly TemplateItem[] = rows.map((row, i) => ({
  ...row,
  position: rows.slice(0, i + 1).filter((r) => r.category === row.category).length,
}));
