/**
 * The official preparedness figures readiness is computed from, each with its source. The one
 * place these numbers live (docs/product.md#readiness); the UI shows the source next to them.
 */

/** A goal's standard: how much water a person needs a day, and the goals it suggests. */
export interface WaterStandard {
  id: 'us' | 'de' | 'custom';
  label: string;
  /** Litres per person per day; null for Custom (the user's own figure). */
  litresPerPersonPerDay: number | null;
  /** Goals the source suggests, in days, with what each is for. */
  suggestedGoals: readonly { days: number; label: string }[];
  source: string;
}

export const WATER_STANDARDS = [
  {
    id: 'us',
    label: 'United States (CDC / Ready.gov / Red Cross)',
    // CDC, "Creating and storing an emergency water supply": at least 1 US gallon (3.785 L) per
    // person per day, for drinking and sanitation; at least 3 days, 2 weeks if possible. The
    // American Red Cross: 3 days for evacuation, 2 weeks at home. Ready.gov: 1 gallon.
    litresPerPersonPerDay: 3.785,
    suggestedGoals: [
      { days: 3, label: 'Evacuation' },
      { days: 14, label: 'At home' },
    ],
    source: 'CDC "Creating and storing an emergency water supply"; American Red Cross; Ready.gov',
  },
  {
    id: 'de',
    label: 'Germany (BBK)',
    // BBK (Federal Office of Civil Protection and Disaster Assistance), "Ratgeber für
    // Notfallvorsorge": 2 L per person per day (1.5 L to drink, 0.5 L for cooking), for 10 days.
    litresPerPersonPerDay: 2,
    suggestedGoals: [{ days: 10, label: 'At home' }],
    source: 'BBK "Guide for emergency preparedness" (Ratgeber für Notfallvorsorge)',
  },
  {
    id: 'custom',
    label: 'Custom',
    litresPerPersonPerDay: null,
    suggestedGoals: [],
    source: 'Your own figures',
  },
] as const satisfies readonly WaterStandard[];

export type WaterStandardId = (typeof WATER_STANDARDS)[number]['id'];
export const WATER_STANDARD_IDS = WATER_STANDARDS.map((s) => s.id) as [WaterStandardId, ...WaterStandardId[]];

/**
 * Pets' water: about 1 fl oz per lb of body weight a day, which is about 65 mL per kg (county
 * emergency-management pet preparedness FAQs; 1 fl oz / 1 lb = 29.57 mL / 0.4536 kg = 65.2 mL/kg).
 */
export const PET_KINDS = ['dog', 'cat', 'other'] as const;
export type PetKind = (typeof PET_KINDS)[number];

export const PET_WATER_LITRES_PER_KG = 0.065;
export const PET_WATER_SOURCE = 'About 1 fl oz per lb of body weight a day (county emergency pet-care guidance)';

/** The household's groups, in the order the form lists them. */
export const HOUSEHOLD_GROUPS = [
  { key: 'adults', label: 'Adults (14+)' },
  { key: 'children9to13', label: 'Children 9–13' },
  { key: 'children4to8', label: 'Children 4–8' },
  { key: 'childrenUnder4', label: 'Children under 4' },
] as const;
export type HouseholdGroup = (typeof HOUSEHOLD_GROUPS)[number]['key'];

/**
 * Food energy per person per day, kcal, by group:
 * - adults 2,200: BBK planning figure (Ratgeber für Notfallvorsorge), which is also the WFP
 *   planning figure's order (2,100-2,230 for adults in the WFP/UNHCR/WHO age table);
 * - children 9-13 2,000, 4-8 1,600, under 4 1,300: the WFP/UNHCR/WHO age table ("Food and
 *   Nutrition Needs in Emergencies": 0-4 y 1,290; 5-9 y 1,860; 10-14 y 2,210), read to our groups
 *   and rounded to the Dietary Guidelines for Americans' ranges (4-8 y 1,400-1,600; 9-13 y
 *   1,600-2,200).
 */
export const KCAL_PER_DAY: Readonly<Record<HouseholdGroup, number>> = {
  adults: 2200,
  children9to13: 2000,
  children4to8: 1600,
  childrenUnder4: 1300,
};

/** Extra kcal a day for each pregnant or breastfeeding adult (WHO: pregnancy +285, breastfeeding +500). */
export const KCAL_PREGNANT_OR_BREASTFEEDING = 300;

export const FOOD_SOURCE =
  'BBK planning figure (adults 2,200 kcal); WFP/UNHCR/WHO "Food and Nutrition Needs in Emergencies" (children by age); WHO (+300 kcal pregnant or breastfeeding)';

/** One US gallon in litres, as the CDC rounds it. */
export const LITRES_PER_US_GALLON = 3.785;

/**
 * What the default supply rows provide per unit (editable per row), by their English names; a
 * row seeded in another language finds its entry through `starterName` (resources/starter-supplies.ts).
 */
export const DEFAULT_UNIT_CONTENT: Readonly<Record<string, { litres?: number; kcal?: number }>> = {
  // One US gallon, as the CDC rounds it (3.785 L).
  'Water (Gallons)': { litres: LITRES_PER_US_GALLON },
  // USDA FoodData Central: canned vegetables about 100-200 kcal per 15 oz (425 g) can, soups
  // 200-300, beans about 400 (black beans, canned, 91 kcal/100 g); 300 as a mixed can.
  'Canned Food': { kcal: 300 },
  // USDA FoodData Central: white rice, long-grain, raw, about 360 kcal/100 g (3,600 kcal/kg)
  // x 0.4536 kg = 1,633; rounded down.
  'Rice (Pounds)': { kcal: 1630 },
  // USDA FoodData Central: black beans, mature seeds, raw, 341 kcal/100 g x 0.4536 kg = 1,547;
  // rounded down.
  'Dried Beans': { kcal: 1540 },
  // Emergency food bars are sold in 400 kcal bars (3,600 kcal packs of nine, US Coast Guard
  // approved rations); ordinary energy bars are 200-250.
  'Energy Bars': { kcal: 400 },
};
export const UNIT_CONTENT_SOURCE = 'USDA FoodData Central (food); 1 US gallon = 3.785 L (water)';

/** Limits a household and a goal are held to (the form and the API). */
export const READINESS_LIMITS = {
  /** People in one group. */
  groupMax: 50,
  /** People in the household. */
  peopleMax: 100,
  pets: 20,
  petWeightKgMax: 150,
  goalDaysMin: 1,
  goalDaysMax: 365,
  customLitresMax: 50,
  litresPerUnitMax: 10_000,
  kcalPerUnitMax: 100_000,
} as const;
