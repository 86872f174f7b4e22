/**
 * "What to buy" as sections (Water, Food, Essentials, Pets) and as CSV (the tracker report's
 * format rules, src/shared/resources/csv.ts), decision 0293:
 * - water and food: the shortfall to the goal in the supply the family already keeps (the one
 *   holding the most; nothing kept: the first with a target), rounded up; every other supply it
 *   keeps is an alternative that covers the same shortfall on its own, never a part of a sum;
 * - essentials (shared/readiness/shopping-figures.ts): first aid, medicines, batteries… below
 *   their targets;
 * - pets: dry food for the goal's days, per dog or cat; a pet of another kind asks the vet.
 */
import { ceilWhole, type Readiness } from '@shared/readiness/calculator';
import type { SavedHousehold } from '@shared/readiness/schemas';
import { isEssential, petFoodKgPerDay } from '@shared/readiness/shopping-figures';
import { formatKcalIn, formatVolumeIn, fromKg, weightUnit, type UnitSystem } from '@shared/readiness/units';
import { toCsv } from '@shared/resources/csv';
import type { Resource } from '@shared/resources/schemas';
import { pageFormats } from '@web/lib/i18n/i18n';
import { messages } from './messages';
import { en } from './messages/en';

const { t } = messages;

type Figure = Extract<Readiness, { kind: 'figure' }>;
type Supply = Pick<
  Resource,
  | 'id'
  | 'name'
  | 'category'
  | 'unit'
  | 'currentQuantity'
  | 'expiredQuantity'
  | 'targetQuantity'
  | 'litresPerUnit'
  | 'kcalPerUnit'
>;
type Pet = SavedHousehold['pets'][number];

export interface ShoppingItem {
  id: string;
  name: string;
  /** Null when no figure says how much (a pet of another kind). */
  quantity: number | null;
  unit: string;
}

export interface ShoppingLine extends ShoppingItem {
  /** Other supplies the family keeps, each covering the same need on its own: "or 1 case". */
  alternatives: ShoppingItem[];
  /** Said instead of an amount (quantity null). */
  note: string | null;
}

/** A section's name in English, which is also its id; shown in the page's language (sectionTitle). */
export type ShoppingSectionTitle = 'Water' | 'Food' | 'Essentials' | 'Pets';

const SECTION_KEY = { Water: 'water', Food: 'food', Essentials: 'essentials', Pets: 'pets' } as const;
/** "Water" / "Trinkwasser". */
export const sectionTitle = (title: ShoppingSectionTitle) => t(SECTION_KEY[title]);

export interface ShoppingSection {
  title: ShoppingSectionTitle;
  /** "5.5 L short", "12,000 kcal short", "3 below target", "food for 14 days". */
  summary: string;
  lines: ShoppingLine[];
}

export interface ShoppingInput {
  figure: Figure;
  resources: readonly Supply[];
  pets: readonly Pet[];
  units: UnitSystem;
}

const perUnit = (row: Supply, resource: 'water' | 'food') =>
  Math.max(0, (resource === 'water' ? row.litresPerUnit : row.kcalPerUnit) ?? 0);
const onShelf = (row: Supply) => Math.max(0, row.currentQuantity) + Math.max(0, row.expiredQuantity);

/**
 * The shortfall in the supply the family keeps most of (litres or kcal on the shelf, expired
 * included: they keep it, it needs replacing); the others it keeps as alternatives. Nothing kept:
 * the first supply with a target ("the first of its kind"), else the first that provides it.
 */
function proposal(resources: readonly Supply[], resource: 'water' | 'food', shortfall: number): ShoppingLine[] {
  const providing = resources.filter((r) => perUnit(r, resource) > 0);
  const kept = providing
    .filter((r) => onShelf(r) > 0)
    .sort((a, b) => onShelf(b) * perUnit(b, resource) - onShelf(a) * perUnit(a, resource));
  const first = providing.find((r) => r.targetQuantity > 0) ?? providing[0];
  const choices = kept.length ? kept : first ? [first] : [];
  const items = choices.map((r) => ({
    id: r.id,
    name: r.name,
    unit: r.unit,
    quantity: ceilWhole(shortfall / perUnit(r, resource)),
  }));
  const [main, ...alternatives] = items;
  return main ? [{ ...main, alternatives, note: null }] : [];
}

/** Pet food for the goal in the user's units, rounded up: whole pounds, or tenths of a kilogram. */
function petFood(pet: Pet, goalDays: number, units: UnitSystem): ShoppingLine {
  const kgPerDay = petFoodKgPerDay(pet.kind, pet.weightKg);
  if (pet.kind === 'other' || kgPerDay === null)
    return {
      id: pet.id,
      name: t('shop.petFood', { name: pet.name }),
      quantity: null,
      unit: '',
      alternatives: [],
      note: t('shop.askVet'),
    };
  const amount = fromKg(kgPerDay * goalDays, units);
  return {
    id: pet.id,
    name: t(`shop.dryFood.${pet.kind}`, { name: pet.name }),
    quantity: units === 'us' ? ceilWhole(amount) : ceilWhole(amount * 10) / 10,
    unit: weightUnit(units),
    alternatives: [],
    note: null,
  };
}

/** The sections that have something to buy, in the order Water, Food, Essentials, Pets. */
export function shoppingList({ figure, resources, pets, units }: ShoppingInput): ShoppingSection[] {
  const sections: ShoppingSection[] = [];
  const f = pageFormats();
  if (figure.water.shortfall > 0)
    sections.push({
      title: 'Water',
      summary: t('shop.short', { amount: formatVolumeIn(f, figure.water.shortfall, units, 2) }),
      lines: proposal(resources, 'water', figure.water.shortfall),
    });
  if (figure.food.shortfall > 0)
    sections.push({
      title: 'Food',
      summary: t('shop.short', { amount: formatKcalIn(f, Math.ceil(figure.food.shortfall)) }),
      lines: proposal(resources, 'food', figure.food.shortfall),
    });
  // A row that holds water or food is counted there, whatever its category.
  const essentials = resources
    .filter((r) => isEssential(r) && perUnit(r, 'water') === 0 && perUnit(r, 'food') === 0)
    .filter((r) => Math.max(0, r.currentQuantity) < r.targetQuantity)
    .map((r) => ({
      id: r.id,
      name: r.name,
      unit: r.unit,
      quantity: r.targetQuantity - Math.max(0, r.currentQuantity),
      alternatives: [],
      note: null,
    }));
  if (essentials.length)
    sections.push({
      title: 'Essentials',
      summary: t('shop.belowTarget', { count: essentials.length }),
      lines: essentials,
    });
  if (pets.length)
    sections.push({
      title: 'Pets',
      summary: t('shop.petDays', { goalDays: figure.goalDays }),
      lines: pets.map((p) => petFood(p, figure.goalDays, units)),
    });
  return sections;
}

/** The CSV's columns in English ("section,item,buy,unit,note"). */
export const SHOPPING_CSV_HEADER: readonly string[] = en['shop.csvHeader'].split(',');

/** The CSV's columns in the page's language. */
export const shoppingCsvHeader = () => t('shop.csvHeader').split(',');

/**
 * One row per line, its alternatives right after it ("or instead of …"): a spreadsheet never sums
 * them by accident. In the page's language; the quantities stay plain numbers a spreadsheet reads.
 */
export function shoppingCsv(sections: readonly ShoppingSection[]): string {
  return toCsv([
    shoppingCsvHeader(),
    ...sections.flatMap((s) => {
      const title = sectionTitle(s.title);
      return s.lines.flatMap((line) => [
        [title, line.name, line.quantity ?? '', line.unit, line.note ?? ''],
        ...line.alternatives.map((a) => [
          title,
          a.name,
          a.quantity ?? '',
          a.unit,
          t('shop.orInsteadOf', { name: line.name }),
        ]),
      ]);
    }),
  ]);
}

export const shoppingFileName = (goalDays: number, day: string) => t('shop.fileName', { goalDays, day });
