import { describe, expect, it } from 'vitest';
import { READINESS_LIMITS } from '../readiness/figures';
import { RESOURCE_CATEGORIES } from '../resources/catalogue';
import { productShelfLife, UNKNOWN_PRODUCT_SHELF_LIFE } from '../supplies/product-shelf-life';
import { PACKAGE_UNIT, prefillFromProduct } from './prefill';
import type { OffProductFields } from './product';

const product = (over: Partial<OffProductFields> = {}): OffProductFields => ({
  name: null,
  brand: null,
  quantity: null,
  quantityUnit: null,
  kcalPer100: null,
  categories: [],
  ...over,
});

const beans = product({
  name: 'Baked Beans in Tomato Sauce',
  brand: 'Heinz',
  quantity: 415,
  quantityUnit: 'g',
  kcalPer100: 78,
  categories: ['en:plant-based-foods', 'en:canned-foods', 'en:legumes', 'en:canned-legumes'],
});
const water = product({
  name: 'Natural Mineral Water',
  brand: 'Evian',
  quantity: 1500,
  quantityUnit: 'ml',
  kcalPer100: 0,
  categories: ['en:beverages', 'en:waters', 'en:spring-waters', 'en:mineral-waters'],
});

describe('prefillFromProduct', () => {
  it('a can of beans: brand and name, one can as the unit, kcal for the can, one year', () => {
    expect(prefillFromProduct(beans)).toEqual({
      name: 'Heinz Baked Beans in Tomato Sauce',
      category: 'Food & Nutrition',
      unit: '415 g',
      litresPerUnit: null,
      // 78 kcal per 100 g x 415 g
      kcalPerUnit: 324,
      shelfLife: 'one-year',
    });
  });

  it('bottled water: water, litres per bottle, the label-date class, no kcal', () => {
    expect(prefillFromProduct(water)).toEqual({
      name: 'Evian Natural Mineral Water',
      category: 'Water & Hydration',
      unit: '1.5 L',
      litresPerUnit: 1.5,
      kcalPerUnit: null,
      shelfLife: 'water-commercial',
    });
  });

  it('the brand is not repeated when the name has it (any case)', () => {
    expect(prefillFromProduct({ ...beans, name: 'HEINZ Beanz' }).name).toBe('HEINZ Beanz');
  });

  it('names fit in 60 characters; the product name wins over the brand when both do not fit', () => {
    const long = 'Organic Slow Cooked Black Beans With Sea Salt And Spices Extra';
    const p = prefillFromProduct({ ...beans, name: long, brand: 'Brand' });
    expect(p.name).toBe(long.slice(0, 60).trim());
    expect(prefillFromProduct({ ...beans, name: null }).name).toBe('Heinz');
    expect(prefillFromProduct(product()).name).toBe('');
  });

  it('units: ml under 1,000 as ml, 1,000 ml and more in L, 1,000 g in kg, other units as given, else packs', () => {
    const unit = (quantity: number | null, quantityUnit: string | null) =>
      prefillFromProduct(product({ quantity, quantityUnit })).unit;
    expect(unit(330, 'ml')).toBe('330 ml');
    expect(unit(1000, 'ml')).toBe('1 L');
    expect(unit(75, 'cl')).toBe('750 ml');
    expect(unit(1000, 'g')).toBe('1 kg');
    expect(unit(2.5, 'kg')).toBe('2.5 kg');
    expect(unit(12, 'oz')).toBe('12 oz');
    expect(unit(null, 'g')).toBe(PACKAGE_UNIT);
    expect(unit(0, 'g')).toBe(PACKAGE_UNIT);
    expect(unit(-5, 'g')).toBe(PACKAGE_UNIT);
    expect(unit(400, null)).toBe(PACKAGE_UNIT);
    expect(unit(5, 'x'.repeat(40)).length).toBeLessThanOrEqual(30);
  });

  it('kcal per unit is null without a size or kcal, and out of the form range', () => {
    expect(prefillFromProduct({ ...beans, kcalPer100: null }).kcalPerUnit).toBeNull();
    expect(prefillFromProduct({ ...beans, quantity: null }).kcalPerUnit).toBeNull();
    expect(prefillFromProduct({ ...beans, kcalPer100: 0 }).kcalPerUnit).toBeNull();
    expect(prefillFromProduct({ ...beans, kcalPer100: -3 }).kcalPerUnit).toBeNull();
    // 900 kcal/100 g x 20 kg: 180,000 kcal, above what the form takes.
    const huge = prefillFromProduct({ ...beans, kcalPer100: 900, quantity: 20, quantityUnit: 'kg' });
    expect(180_000).toBeGreaterThan(READINESS_LIMITS.kcalPerUnitMax);
    expect(huge.kcalPerUnit).toBeNull();
    expect(prefillFromProduct({ ...beans, quantity: 1, quantityUnit: 'kg' }).kcalPerUnit).toBe(780);
  });

  it('litres per unit are null for water without a volume, and out of the form range', () => {
    expect(prefillFromProduct({ ...water, quantity: null }).litresPerUnit).toBeNull();
    expect(prefillFromProduct({ ...water, quantityUnit: 'g' }).litresPerUnit).toBeNull();
    expect(prefillFromProduct({ ...water, quantity: 20_000, quantityUnit: 'l' }).litresPerUnit).toBeNull();
    expect(prefillFromProduct({ ...water, quantity: 5, quantityUnit: 'l' }).litresPerUnit).toBe(5);
  });

  it('always gives a category the form offers', () => {
    for (const p of [beans, water, product()]) expect(RESOURCE_CATEGORIES).toContain(prefillFromProduct(p).category);
  });
});

describe('productShelfLife', () => {
  it('maps the HHS/FEMA groups', () => {
    expect(productShelfLife(['en:snacks', 'en:crackers'])).toBe('six-months');
    expect(productShelfLife(['en:dried-fruits'])).toBe('six-months');
    expect(productShelfLife(['en:canned-foods'])).toBe('one-year');
    expect(productShelfLife(['en:cereals-and-potatoes', 'en:rices'])).toBe('none');
    expect(productShelfLife(['en:dry-pastas'])).toBe('none');
    expect(productShelfLife(['en:salts'])).toBe('none');
    expect(productShelfLife(['en:sugars'])).toBe('none');
    expect(productShelfLife(['en:vegetable-oils'])).toBe('none');
    expect(productShelfLife(['en:instant-coffees'])).toBe('none');
  });

  it('chooses the shortest group a product is in (never overstated), water first', () => {
    expect(productShelfLife(['en:canned-foods', 'en:dried-fruits'])).toBe('six-months');
    expect(productShelfLife(['en:canned-foods', 'en:rices'])).toBe('one-year');
    expect(productShelfLife(['en:waters', 'en:sugars'])).toBe('water-commercial');
  });

  it('an unknown product keeps six months', () => {
    expect(UNKNOWN_PRODUCT_SHELF_LIFE).toBe('six-months');
    expect(productShelfLife([])).toBe('six-months');
    expect(productShelfLife(['en:chocolates'])).toBe('six-months');
  });
});
