import { CORE_KIT_CATEGORIES, type KitItemCategory } from '@shared/constants/kits';
import { visibleKitCategories, type KitItem } from '@shared/kits/schemas';

/** Kit dates are shown in the viewer's locale (part-2 section 9), 'Unknown' when unparsable. */
export function formatKitDate(value: string | null | undefined): string {
  if (!value) return 'Unknown';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? 'Unknown' : date.toLocaleDateString();
}

/** The name shown for an item; a blank one reads 'Unnamed Item'. */
export const itemDisplayName = (item: Pick<KitItem, 'itemName'>): string => item.itemName.trim() || 'Unnamed Item';

export interface KitCategoryGroup {
  category: KitItemCategory;
  items: KitItem[];
}

/**
 * The categories a kit screen shows (the 8 core ones, then the others holding items, plus any
 * `extra` the editor has opened), each with its items in position order.
 */
export function groupKitItems(items: readonly KitItem[], extra: readonly KitItemCategory[] = []): KitCategoryGroup[] {
  const visible = visibleKitCategories([...items, ...extra.map((category) => ({ category }))], CORE_KIT_CATEGORIES);
  return visible.map((category) => ({
    category,
    items: items.filter((i) => i.category === category).sort((a, b) => a.position - b.position),
  }));
}

export const itemCountLabel = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;
