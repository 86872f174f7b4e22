/**
 * The gear pages' content (categories, products, topics), looked up through one function per kind
 * (decision 0343). English in every locale for now; a per-locale module typed by the English one
 * plugs in here, chosen by `pageLocale()`, without the components changing.
 */
import type { GearCategory, GearProduct, GearTopic } from '@shared/content';
import { getGearTopic } from '@shared/content/gear-topics';
import { GEAR_CATEGORIES, getGearCategory, productsInCategory } from '@shared/content/gear-vault';

/** The vault's categories, in the page's language. */
export const gearCategories = (): readonly GearCategory[] => GEAR_CATEGORIES;

/** A category by its slug, in the page's language. */
export const gearCategory = (slug: string): GearCategory | undefined => getGearCategory(slug);

/** The products of a category, in the page's language. */
export const categoryProducts = (slug: string): GearProduct[] => productsInCategory(slug);

/** A gear topic by its id, in the page's language. */
export const gearTopic = (id: string): GearTopic | undefined => getGearTopic(id);
