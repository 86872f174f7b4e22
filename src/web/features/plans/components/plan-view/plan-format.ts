import { CORE_KIT_CATEGORIES, KIT_ITEM_CATEGORY_VALUES } from '@shared/constants/kits';
import type { LinkedKit, PlanItem } from '@shared/plans/schemas';

/** Steps are numbered 1, 2, 3... among the steps only; notes and resources get no number. */
export function numberSteps(items: readonly PlanItem[]): { item: PlanItem; number: number | null }[] {
  let n = 0;
  return items.map((item) => ({ item, number: item.kind === 'step' ? ++n : null }));
}

/** Kit screens' order: the 8 core categories, then the others. */
const CATEGORY_ORDER: readonly string[] = [
  ...CORE_KIT_CATEGORIES,
  ...KIT_ITEM_CATEGORY_VALUES.filter((c) => !(CORE_KIT_CATEGORIES as readonly string[]).includes(c)),
];

export interface LinkedKitGroup {
  category: string;
  items: LinkedKit['items'];
}

/** A linked kit's items by category (only the non-empty ones), in the server's order within each. */
export function groupLinkedKitItems(items: LinkedKit['items']): LinkedKitGroup[] {
  const groups = new Map<string, LinkedKit['items']>();
  for (const item of items) groups.set(item.category, [...(groups.get(item.category) ?? []), item]);
  const rank = (c: string) => {
    const i = CATEGORY_ORDER.indexOf(c);
    return i === -1 ? CATEGORY_ORDER.length : i;
  };
  return [...groups]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([category, list]) => ({ category, items: list }));
}
