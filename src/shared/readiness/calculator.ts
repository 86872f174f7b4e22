/**
 * How long the household would last, and what to buy to reach the goal
 * (docs/product.md#readiness). Pure functions over plain numbers: the server, the readiness page
 * and the dashboard compute with the same code, offline included. Figures: ./figures.ts.
 */
import {
  HOUSEHOLD_GROUPS,
  KCAL_PER_DAY,
  KCAL_PREGNANT_OR_BREASTFEEDING,
  PET_WATER_LITRES_PER_KG,
  WATER_STANDARDS,
  type WaterStandardId,
} from './figures';

export interface HouseholdCounts {
  adults: number;
  children9to13: number;
  children4to8: number;
  childrenUnder4: number;
  /** Among the adults. */
  pregnantOrBreastfeeding: number;
}

export interface PetNeeds {
  weightKg: number;
}

export interface Goal {
  standard: WaterStandardId;
  goalDays: number;
  /** Custom standard only: litres per person per day. */
  customLitresPerPerson: number | null;
}

/** A supply row as the calculator needs it. */
export interface SupplyAmounts {
  id: string;
  name: string;
  unit: string;
  currentQuantity: number;
  targetQuantity: number;
  litresPerUnit: number | null;
  kcalPerUnit: number | null;
}

export type Resource = 'water' | 'food';

/** Guards the rounding against binary noise (4 x 3.785 is 15.139999999999999). */
const EPSILON = 1e-9;

/** One decimal, rounded DOWN: the figure never overstates (12.59 -> 12.5). */
export const floorToTenth = (value: number) => Math.floor(value * 10 + EPSILON) / 10;
/** Whole units, rounded UP: what to buy or stock is never short (1.01 -> 2, 2.0000000001 -> 2). */
export const ceilWhole = (value: number) => Math.max(0, Math.ceil(value - EPSILON));

export const peopleIn = (h: HouseholdCounts) => HOUSEHOLD_GROUPS.reduce((sum, g) => sum + h[g.key], 0);

export function litresPerPersonPerDay(goal: Goal): number {
  const standard = WATER_STANDARDS.find((s) => s.id === goal.standard);
  return Math.max(0, standard?.litresPerPersonPerDay ?? goal.customLitresPerPerson ?? 0);
}

/** Water a day: people x the standard's litres + 65 mL per kg of each pet. */
export function waterPerDay(h: HouseholdCounts, pets: readonly PetNeeds[], goal: Goal): number {
  const people = peopleIn(h) * litresPerPersonPerDay(goal);
  const animals = pets.reduce((sum, p) => sum + Math.max(0, p.weightKg) * PET_WATER_LITRES_PER_KG, 0);
  return people + animals;
}

/** Food a day, kcal: each group's figure, + 300 per pregnant or breastfeeding adult. Pets: not counted. */
export function kcalPerDay(h: HouseholdCounts): number {
  const groups = HOUSEHOLD_GROUPS.reduce((sum, g) => sum + Math.max(0, h[g.key]) * KCAL_PER_DAY[g.key], 0);
  const extra = Math.max(0, Math.min(h.pregnantOrBreastfeeding, h.adults)) * KCAL_PREGNANT_OR_BREASTFEEDING;
  return groups + extra;
}

const perUnit = (row: SupplyAmounts, resource: Resource) =>
  Math.max(0, (resource === 'water' ? row.litresPerUnit : row.kcalPerUnit) ?? 0);

/** Litres or kcal the rows hold (negative or missing amounts count as nothing). */
export function stored(rows: readonly SupplyAmounts[], resource: Resource): number {
  return rows.reduce((sum, row) => sum + Math.max(0, row.currentQuantity) * perUnit(row, resource), 0);
}

export interface RowToBuy {
  id: string;
  name: string;
  unit: string;
  quantity: number;
}

export interface ResourceFigure {
  perDay: number;
  stored: number;
  /** Days it lasts, one decimal, rounded down. */
  days: number;
  /** What the goal needs in all. */
  needed: number;
  /** needed - stored, never below 0 (litres or kcal). */
  shortfall: number;
  /** The shortfall in rows' units, rounded up (empty when nothing is short or no row provides it). */
  toBuy: RowToBuy[];
}

export type Readiness =
  | { kind: 'no-household' }
  | {
      kind: 'figure';
      people: number;
      goalDays: number;
      water: ResourceFigure;
      food: ResourceFigure;
      /** The smaller of the two, one decimal, rounded down. */
      daysCovered: number;
      limitedBy: Resource;
      /** daysCovered / goalDays, 0 to 1. */
      progress: number;
      goalMet: boolean;
    };

/**
 * The rows that provide `resource`, with each one's share of a need: in proportion to what its
 * target holds (target x per unit), equal shares when no target holds any.
 */
function shares(rows: readonly SupplyAmounts[], resource: Resource): { row: SupplyAmounts; share: number }[] {
  const providing = rows.filter((row) => perUnit(row, resource) > 0);
  const weights = providing.map((row) => Math.max(0, row.targetQuantity) * perUnit(row, resource));
  const total = weights.reduce((a, b) => a + b, 0);
  return providing.map((row, i) => ({ row, share: total > 0 ? weights[i]! / total : 1 / providing.length }));
}

/** `amount` (litres or kcal) split over the providing rows, in each row's units, rounded up. */
function inRowUnits(rows: readonly SupplyAmounts[], resource: Resource, amount: number): RowToBuy[] {
  return shares(rows, resource)
    .map(({ row, share }) => ({
      id: row.id,
      name: row.name,
      unit: row.unit,
      quantity: ceilWhole((amount * share) / perUnit(row, resource)),
    }))
    .filter((r) => r.quantity > 0);
}

function figure(rows: readonly SupplyAmounts[], resource: Resource, perDay: number, goalDays: number): ResourceFigure {
  const have = stored(rows, resource);
  const needed = perDay * goalDays;
  const shortfall = Math.max(0, needed - have);
  return {
    perDay,
    stored: have,
    days: perDay > 0 ? floorToTenth(have / perDay) : 0,
    needed,
    shortfall,
    toBuy: shortfall > EPSILON ? inRowUnits(rows, resource, shortfall) : [],
  };
}

export function readiness(
  household: HouseholdCounts,
  pets: readonly PetNeeds[],
  goal: Goal,
  rows: readonly SupplyAmounts[],
): Readiness {
  const people = peopleIn(household);
  if (people <= 0) return { kind: 'no-household' };
  const water = figure(rows, 'water', waterPerDay(household, pets, goal), goal.goalDays);
  const food = figure(rows, 'food', kcalPerDay(household), goal.goalDays);
  const limitedBy: Resource = food.days < water.days ? 'food' : 'water';
  const daysCovered = Math.min(water.days, food.days);
  return {
    kind: 'figure',
    people,
    goalDays: goal.goalDays,
    water,
    food,
    daysCovered,
    limitedBy,
    progress: goal.goalDays > 0 ? Math.min(1, daysCovered / goal.goalDays) : 0,
    goalMet: water.shortfall <= EPSILON && food.shortfall <= EPSILON,
  };
}

/**
 * The targets a resource's rows need for `need` (litres or kcal): shared in proportion to what
 * their targets hold, rounded up. None when the current targets already hold the need with less
 * than one unit of each row to spare: rounding up makes such targets the result of an earlier
 * "Set targets", and recomputing from them would only shuffle units between rows.
 */
function targetsFor(rows: readonly SupplyAmounts[], resource: Resource, need: number): RowToBuy[] {
  const providing = rows.filter((row) => perUnit(row, resource) > 0);
  const held = providing.reduce((sum, row) => sum + Math.max(0, row.targetQuantity) * perUnit(row, resource), 0);
  const slack = providing.reduce((sum, row) => sum + perUnit(row, resource), 0);
  if (held + EPSILON >= need && held - need < slack) return [];
  return inRowUnits(rows, resource, need);
}

/**
 * "Set targets from my goal": the water rows' targets become what the goal needs, the food rows'
 * share the goal's kcal in proportion to their current targets' kcal; each rounded up to whole
 * units. Rows that provide neither keep their targets (absent from the answer), and so do rows
 * whose targets already match the goal (see targetsFor): applying it twice changes nothing.
 */
export function targetsFromGoal(
  household: HouseholdCounts,
  pets: readonly PetNeeds[],
  goal: Goal,
  rows: readonly SupplyAmounts[],
): { id: string; targetQuantity: number }[] {
  if (peopleIn(household) <= 0) return [];
  const water = targetsFor(rows, 'water', waterPerDay(household, pets, goal) * goal.goalDays);
  const food = targetsFor(rows, 'food', kcalPerDay(household) * goal.goalDays);
  const targets = new Map<string, number>();
  // A row that holds both water and food (rare) takes the larger of its two targets.
  for (const r of [...water, ...food]) targets.set(r.id, Math.max(targets.get(r.id) ?? 0, r.quantity));
  return [...targets].map(([id, targetQuantity]) => ({ id, targetQuantity }));
}

/** A supply row as following the goal needs it: its stored target, and whether the user typed it. */
export interface TargetRow {
  id: string;
  targetQuantity: number;
  litresPerUnit: number | null;
  kcalPerUnit: number | null;
  /** The user's own target: kept as typed (decision 0292). */
  ownTarget: boolean;
}

/**
 * The targets the goal gives the water and food rows that follow it (decision 0292): what the
 * goal needs (people and pets x litres a day x goal days; kcal likewise), less what the rows with
 * the user's own target hold, shared over the following rows in proportion to what their stored
 * targets hold (equal shares when none holds any), each in its own unit, rounded up. A row that
 * holds both water and food takes the larger of its two. Rows that hold neither, rows with their
 * own target, and every row when no household is described, are absent: they keep their target.
 */
export function followedTargets(
  household: HouseholdCounts,
  pets: readonly PetNeeds[],
  goal: Goal,
  rows: readonly TargetRow[],
): Map<string, number> {
  const targets = new Map<string, number>();
  if (peopleIn(household) <= 0) return targets;
  const needs: [Resource, number][] = [
    ['water', waterPerDay(household, pets, goal) * goal.goalDays],
    ['food', kcalPerDay(household) * goal.goalDays],
  ];
  for (const [resource, need] of needs) {
    const amounts = (row: TargetRow) => ({
      id: row.id,
      name: '',
      unit: '',
      currentQuantity: 0,
      targetQuantity: row.targetQuantity,
      litresPerUnit: row.litresPerUnit,
      kcalPerUnit: row.kcalPerUnit,
    });
    const providing = rows.filter((row) => perUnit(amounts(row), resource) > 0);
    const own = providing.filter((row) => row.ownTarget);
    const following = providing.filter((row) => !row.ownTarget);
    const held = own.reduce((sum, row) => sum + Math.max(0, row.targetQuantity) * perUnit(amounts(row), resource), 0);
    const rest = Math.max(0, need - held);
    for (const { row, share } of shares(following.map(amounts), resource)) {
      const quantity = ceilWhole((rest * share) / perUnit(row, resource));
      targets.set(row.id, Math.max(targets.get(row.id) ?? 0, quantity));
    }
  }
  return targets;
}

/** "12.5 days" (one decimal, already rounded down by the calculator). */
export const formatDays = (days: number) => `${days.toFixed(1)} ${days === 1 ? 'day' : 'days'}`;

/** "12.5 days — limited by food". */
export const figureText = (daysCovered: number, limitedBy: Resource) =>
  `${formatDays(daysCovered)} — limited by ${limitedBy}`;
