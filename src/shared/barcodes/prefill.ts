/**
 * The supply form's prefill from a product's facts (issue 42): the user confirms or edits every
 * field. One unit of the supply is one package ("415 g", "1.5 L"), so a scan adds one.
 */
import { READINESS_LIMITS } from '../readiness/figures';
import type { RESOURCE_CATEGORIES } from '../resources/catalogue';
import { productShelfLife, WATER_CATEGORY_TAGS } from '../supplies/product-shelf-life';
import type { OffProductFields, ProductPrefill } from './product';

const NAME_MAX = 60;
const UNIT_MAX = 30;
/** The unit when the product says nothing of its size. */
export const PACKAGE_UNIT = 'packs';

const WATER_TAGS = new Set(WATER_CATEGORY_TAGS);

/** A package's size in grams or millilitres, from Open Food Facts' quantity and unit. */
function baseQuantity(quantity: number | null, unit: string | null): { amount: number; base: 'g' | 'ml' } | null {
  if (quantity === null || !Number.isFinite(quantity) || quantity <= 0 || unit === null) return null;
  const factor: Record<string, [number, 'g' | 'ml']> = {
    g: [1, 'g'],
    kg: [1000, 'g'],
    mg: [0.001, 'g'],
    ml: [1, 'ml'],
    cl: [10, 'ml'],
    dl: [100, 'ml'],
    l: [1000, 'ml'],
  };
  const f = factor[unit.trim().toLowerCase()];
  return f ? { amount: quantity * f[0], base: f[1] } : null;
}

/** A number as a label writes it: at most 3 decimals, no trailing zeros. */
const figure = (n: number) => String(Math.round(n * 1000) / 1000);

/** One package as a unit: "415 g", "1.5 L" (1,000 ml and more in litres, 1,000 g in kg). */
function packageUnit(fields: OffProductFields): string {
  const size = baseQuantity(fields.quantity, fields.quantityUnit);
  if (!size) {
    // A unit Holdfast does not convert (oz, "pieces") is said as the product says it.
    const q = fields.quantity;
    const u = fields.quantityUnit?.trim();
    if (q !== null && Number.isFinite(q) && q > 0 && u) return `${figure(q)} ${u}`.slice(0, UNIT_MAX);
    return PACKAGE_UNIT;
  }
  const { amount, base } = size;
  if (amount >= 1000) return `${figure(amount / 1000)} ${base === 'ml' ? 'L' : 'kg'}`;
  return `${figure(amount)} ${base}`;
}

/** The supply's name: the product's, with its brand in front when the name lacks it. */
function productName(fields: OffProductFields): string {
  const name = fields.name?.trim() ?? '';
  const brand = fields.brand?.trim() ?? '';
  if (!name) return brand.slice(0, NAME_MAX).trim();
  if (!brand || name.toLowerCase().includes(brand.toLowerCase())) return name.slice(0, NAME_MAX).trim();
  const both = `${brand} ${name}`;
  // The product's own name matters more than its brand when both do not fit.
  return (both.length <= NAME_MAX ? both : name.slice(0, NAME_MAX)).trim();
}

/** `value` when the form accepts it (above 0, up to `max`), else null. */
const within = (value: number, max: number) => (Number.isFinite(value) && value > 0 && value <= max ? value : null);

export function prefillFromProduct(fields: OffProductFields): ProductPrefill {
  const isWater = fields.categories.some((c) => WATER_TAGS.has(c));
  const size = baseQuantity(fields.quantity, fields.quantityUnit);
  const litres =
    isWater && size?.base === 'ml' ? within(Math.round(size.amount) / 1000, READINESS_LIMITS.litresPerUnitMax) : null;
  const kcal =
    !isWater && size && fields.kcalPer100 !== null
      ? within(Math.round((fields.kcalPer100 * size.amount) / 100), READINESS_LIMITS.kcalPerUnitMax)
      : null;
  return {
    name: productName(fields),
    category: (isWater ? 'Water & Hydration' : 'Food & Nutrition') satisfies (typeof RESOURCE_CATEGORIES)[number],
    unit: packageUnit(fields),
    litresPerUnit: litres,
    kcalPerUnit: kcal,
    shelfLife: productShelfLife(fields.categories),
  };
}
