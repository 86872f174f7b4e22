import { CORE_KIT_CATEGORIES, type KitItemCategory } from '@shared/constants/kits';
import { visibleKitCategories } from '@shared/kits/limits';
import type { KitItem } from '@shared/kits/schemas';
import { messages } from '../../messages';

/** The name shown for an item; a blank one reads 'Unnamed Item'. */
export const itemDisplayName = (item: Pick<KitItem, 'itemName'>): string =>
  item.itemName.trim() || messages.t('unnamedItem');

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
