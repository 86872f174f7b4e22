/**
 * What Holdfast keeps from a product database's answer (Open Food Facts, issue 42), cached per
 * code in `product_lookups.product`, and what the supply form is prefilled with.
 */
import type { ShelfLifeClass } from '../supplies/rotation';

/** The fields kept from Open Food Facts' `/api/v2/product/{code}` answer (each parsed and bounded). */
export interface OffProductFields {
  /** `product_name` (else `product_name_en`), trimmed. */
  name: string | null;
  /** `brands`: the first brand, trimmed. */
  brand: string | null;
  /** `product_quantity` (a number, or a string holding one), else the number in `quantity` ("33 CL"): how much one package holds. */
  quantity: number | null;
  /** `product_quantity_unit` (normally `g` or `ml`), else the unit in `quantity`; lower case. */
  quantityUnit: string | null;
  /** `nutriments.energy-kcal_100g`. */
  kcalPer100: number | null;
  /** `categories_tags` (e.g. `en:canned-beans`), at most 50. */
  categories: string[];
}

/** The supply form's prefill from a product (the user confirms or edits every field). */
export interface ProductPrefill {
  name: string;
  category: string;
  /** One package, e.g. "415 g" or "1.5 L". */
  unit: string;
  litresPerUnit: number | null;
  kcalPerUnit: number | null;
  shelfLife: ShelfLifeClass;
}
