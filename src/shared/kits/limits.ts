/**
 * Kits' limits, messages, template ids, list tabs and pure helpers: plain data, without the schemas
 * (schemas.ts re-exports all of it), so a page that shows them does not load the validation
 * library (issue 41).
 */
import {
  KIT_ITEM_CATEGORY_VALUES,
  KIT_ITEM_PRIORITY_MAX,
  KIT_ITEM_PRIORITY_MIN,
  type KitItemCategory,
} from '../constants/kits';
import { LIST_PAGE_SIZE_MAX } from '../constants/limits';

export const KIT_NAME_MAX = 120;
export const KIT_DESCRIPTION_MAX = 2000;
export const KIT_ITEM_NAME_MAX = 160;
export const KIT_ITEM_NOTES_MAX = 2000;
export const KIT_ITEM_QUANTITY_MAX = 100_000;
export const KIT_SEARCH_MAX = 100;
export { IMAGE_UPLOAD_ACCEPT, IMAGE_UPLOAD_FIELD, IMAGE_UPLOAD_MAX_BYTES } from '../image-upload';

export const KIT_MESSAGES = {
  nameRequired: 'Kit name is required.',
  nameMax: `Kit name must be at most ${KIT_NAME_MAX} characters`,
  descriptionMax: `Description must be at most ${KIT_DESCRIPTION_MAX.toLocaleString('en-US')} characters`,
  itemNameRequired: 'Item name is required',
  itemNameMax: `Item name must be at most ${KIT_ITEM_NAME_MAX} characters`,
  notesMax: `Notes must be at most ${KIT_ITEM_NOTES_MAX.toLocaleString('en-US')} characters`,
  quantity: `Quantity must be a whole number from 1 to ${KIT_ITEM_QUANTITY_MAX.toLocaleString('en-US')}`,
  priority: `Priority must be a whole number from ${KIT_ITEM_PRIORITY_MIN} to ${KIT_ITEM_PRIORITY_MAX}`,
  category: 'Choose one of the kit categories',
  packed: 'Packed must be true or false',
  tab: 'Choose mine, acquired or community',
  /** `limit` of a list page (the kit list, and every list that reuses listLimitSchema). */
  pageSize: `Page size must be a whole number from 1 to ${LIST_PAGE_SIZE_MAX}`,
} as const;

/** The kit templates from official checklists, scaled to the household (./family-templates.ts). */
export const FAMILY_TEMPLATE_IDS = ['family-go-bag', 'stay-home', 'car', 'pet'] as const;
export type FamilyTemplateId = (typeof FAMILY_TEMPLATE_IDS)[number];

/** Kit templates offered by the creation wizard (/kits/new?template=72hour preselects one). */
export const KIT_TEMPLATES = ['blank', '72hour', ...FAMILY_TEMPLATE_IDS] as const;
export type KitTemplate = (typeof KIT_TEMPLATES)[number];

/**
 * Add item (docs/product.md#kit-editor): the quantity is parsed as an integer and falls back to 1
 * when it is invalid or zero (a number or the text of the form field; "3.7" -> 3, "abc" -> 1,
 * 0 -> 1). Above the maximum is an error, not a silent change.
 */
export function parseAddQuantity(raw: unknown): number {
  const n = typeof raw === 'number' ? Math.trunc(raw) : typeof raw === 'string' ? Number.parseInt(raw.trim(), 10) : NaN;
  return Number.isFinite(n) && n >= 1 ? n : 1;
}

/**
 * The kit list's tabs (decision 0291): mine (my kits and the kits other members share with my
 * household), my acquired copies, public kits of others.
 */
export const KIT_LIST_TABS = ['mine', 'acquired', 'community'] as const;
export type KitListTab = (typeof KIT_LIST_TABS)[number];

/** Categories a kit screen shows: the 8 core ones always, the others when they hold items. */
export function visibleKitCategories(
  items: readonly { category: string }[],
  core: readonly KitItemCategory[],
): KitItemCategory[] {
  const used = new Set(items.map((i) => i.category));
  return [...core, ...KIT_ITEM_CATEGORY_VALUES.filter((c) => !core.includes(c) && used.has(c))];
}

/** '{name} (Copy)', or 'Acquired Kit' when the original has no name (docs/product.md#copies-duplicate-and-acquire). */
export function copyKitName(name: string | null | undefined): string {
  const trimmed = (name ?? '')
    .trim()
    .slice(0, KIT_NAME_MAX - ' (Copy)'.length)
    .trim();
  return trimmed ? `${trimmed} (Copy)` : 'Acquired Kit';
}
