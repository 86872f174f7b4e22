/**
 * The kit templates shipped with the app, as the kit list's Templates tab shows them beside other
 * users' public kits (decision 0291). Every template id of KIT_TEMPLATES (./schemas) but 'blank' is
 * here: the Record below makes a new id a compile error until it is described, so the tab, its
 * count and New Kit's picker cannot disagree.
 */
import type { KitItemCategory } from '../constants/kits';
import { familyTemplate, ONE_PERSON_BASIS, scaleTemplate } from './family-templates';
import type { FamilyTemplateId, KitTemplate } from './schemas';
import { TEMPLATE_72HOUR_DESCRIPTION, TEMPLATE_72HOUR_ITEMS, TEMPLATE_72HOUR_NAME } from './template-72hour';

export type ShippedKitTemplateId = Exclude<KitTemplate, 'blank'>;

export interface ShippedKitTemplate {
  id: ShippedKitTemplateId;
  name: string;
  description: string;
  /** One entry per item (its category): the card's counts and the list's category filter. */
  items: readonly { category: KitItemCategory }[];
}

/** A family template as listed: its items as scaled for one person (the list does not know the household). */
function familyEntry(id: FamilyTemplateId): Omit<ShippedKitTemplate, 'id'> {
  const t = familyTemplate(id);
  return { name: t.name, description: t.description, items: scaleTemplate(id, ONE_PERSON_BASIS) };
}

const BY_ID: Record<ShippedKitTemplateId, Omit<ShippedKitTemplate, 'id'>> = {
  // In New Kit's order (KIT_TEMPLATES): the seed's bug-out kit, then the family templates (decision 0290).
  '72hour': { name: TEMPLATE_72HOUR_NAME, description: TEMPLATE_72HOUR_DESCRIPTION, items: TEMPLATE_72HOUR_ITEMS },
  'family-go-bag': familyEntry('family-go-bag'),
  'stay-home': familyEntry('stay-home'),
  car: familyEntry('car'),
  pet: familyEntry('pet'),
};

export const SHIPPED_KIT_TEMPLATES: readonly ShippedKitTemplate[] = (Object.keys(BY_ID) as ShippedKitTemplateId[]).map(
  (id) => ({ id, ...BY_ID[id] }),
);

/**
 * The shipped templates the kit list's search and category keep, as the server filters kits: the
 * search a substring of the name or description in any letter case, the category held by an item.
 */
export function matchingKitTemplates(filter: { q?: string; category?: string }): ShippedKitTemplate[] {
  const q = filter.q?.trim().toLocaleLowerCase() ?? '';
  return SHIPPED_KIT_TEMPLATES.filter(
    (t) =>
      (!q || t.name.toLocaleLowerCase().includes(q) || t.description.toLocaleLowerCase().includes(q)) &&
      (!filter.category || t.items.some((i) => i.category === filter.category)),
  );
}
