/**
 * What "What to buy" adds beside water and food (docs/product.md#readiness): the essentials the
 * tracker keeps below target, and food for each pet. The one place these figures and rules live,
 * each with its source; the list itself is src/web/features/readiness/shopping-list.ts.
 */
import { starterName } from '../resources/starter-supplies';
import type { PetKind } from './figures';

/**
 * Essentials: Ready.gov "Build a Kit" (https://www.ready.gov/kit), basic kit: a first aid kit,
 * a flashlight, a battery-powered or hand-crank radio and extra batteries; with prescription
 * medicines among the items to add (the Red Cross: a 7-day supply). The tracker knows first aid
 * and medicines by their category; batteries, flashlights and the emergency radio sit in "Tools &
 * Equipment" and "Communication" beside things no basic kit lists (rope, a tent, two-way radios),
 * so those are known by name (custom rows too: "AA batteries", "Head torch"), a starter supply by its
 * English name in any locale (a German household's "Batterien").
 */
export const ESSENTIAL_CATEGORIES: readonly string[] = ['Medical & First Aid'];
export const ESSENTIAL_NAMES = /batter(y|ies)|flashlight|torch|emergency radio|weather radio|crank radio/i;
export const ESSENTIALS_SOURCE = 'Ready.gov "Build a Kit"; American Red Cross (7 days of medicines)';

export const isEssential = (row: { category: string; name: string }) =>
  ESSENTIAL_CATEGORIES.includes(row.category) || ESSENTIAL_NAMES.test(starterName(row.name) ?? row.name);

/**
 * Pet food, kcal a day (Merck Veterinary Manual, "Nutritional Requirements of Small Animals"):
 * resting energy RER = 70 × (body weight in kg)^0.75, for any weight; an adult's maintenance
 * is RER × 1.6 for a neutered dog and × 1.2 for a neutered cat (most family pets). A pet of
 * another kind (rabbit, bird, reptile) has no one figure: the list asks the vet.
 */
export const PET_RER_KCAL = 70;
export const PET_RER_EXPONENT = 0.75;
export const PET_MAINTENANCE_FACTOR: Readonly<Record<Exclude<PetKind, 'other'>, number>> = { dog: 1.6, cat: 1.2 };

/**
 * Dry food holds about 3,000-4,500 kcal per kg (metabolisable energy, which US labels must state
 * per kg since AAFCO's calorie statement rule). The low end: a bag bought by this figure never
 * runs out before the goal's days, whatever the brand.
 */
export const DRY_PET_FOOD_KCAL_PER_KG = 3000;

export const PET_FOOD_SOURCE =
  'Merck Veterinary Manual (70 × kg^0.75 kcal at rest; × 1.6 dog, × 1.2 cat); dry food at least 3,000 kcal/kg';

/** Kilograms of dry food a pet eats a day, or null for a kind without a figure. */
export function petFoodKgPerDay(kind: PetKind, weightKg: number): number | null {
  if (kind === 'other') return null;
  const rer = PET_RER_KCAL * Math.max(0, weightKg) ** PET_RER_EXPONENT;
  return (rer * PET_MAINTENANCE_FACTOR[kind]) / DRY_PET_FOOD_KCAL_PER_KG;
}
