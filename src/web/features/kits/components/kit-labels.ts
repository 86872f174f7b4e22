import type { KitItemCategory } from '@shared/constants/kits';
import { childrenOf, peopleOf, type FamilyTemplateId, type TemplateBasis } from '@shared/kits/family-templates';
import type { ShippedKitTemplateId } from '@shared/kits/templates';
import { calendarDayLabel, localeDate } from '@web/lib/format';
import { pageIntlTag, pageLocale } from '@web/lib/i18n/i18n';
import { messages } from '../messages';

const { t } = messages;

/** Each kit category's key in the catalogue (the category is stored in English: it is data's value). */
const CATEGORY_KEY = {
  'Bag & Carrying System': 'bag',
  'Water & Hydration': 'water',
  'Shelter & Warmth': 'shelter',
  'Fire & Light': 'fire',
  'Food & Cooking': 'food',
  'First Aid & Hygiene': 'firstAid',
  'Tools & Self-Defense': 'tools',
  'Navigation & Communication': 'navigation',
  'Documents & Cash': 'documents',
  Clothing: 'clothing',
  Misc: 'misc',
  Uncategorized: 'uncategorized',
} as const satisfies Record<KitItemCategory, string>;

/** A category as the page's locale names it; a name we do not know is shown as it is. */
export function categoryLabel(category: string): string {
  const key = (CATEGORY_KEY as Record<string, (typeof CATEGORY_KEY)[KitItemCategory] | undefined>)[category];
  return key ? t(`category.${key}`) : category;
}

/** A built-in template's name and description in the page's locale. */
export const templateName = (id: ShippedKitTemplateId): string => t(`templateName.${id}`);
export const templateDescription = (id: ShippedKitTemplateId): string => t(`templateDescription.${id}`);

/** German and Spanish dates in their own order; English (and the pseudo-locales) as before. */
const translated = () => pageLocale() === 'de' || pageLocale() === 'es';

/** A timestamp's date ("Revised 11/28/2026"). */
export const kitDate = (value: string): string =>
  translated() ? new Date(value).toLocaleDateString(pageIntlTag()) : localeDate(value);

/** A calendar day (an item's expiry). */
export const kitDay = (day: string): string =>
  translated()
    ? new Intl.DateTimeFormat(pageIntlTag(), { dateStyle: 'medium', timeZone: 'UTC' }).format(
        new Date(`${day}T00:00:00Z`),
      )
    : calendarDayLabel(day);

/** Who a family template is scaled for, in words ("Scaled for 4 people (2 adults, 2 children) and 1 pet"). */
export function scaledFor(id: FamilyTemplateId, basis: TemplateBasis): string {
  if (!basis.fromHousehold) return t(id === 'pet' ? 'scaled.noHouseholdPet' : 'scaled.noHousehold');
  if (id === 'pet')
    return basis.pets.length
      ? t('scaled.pets', { count: basis.pets.length, names: basis.pets.map((p) => p.name).join(', ') })
      : t('scaled.noPets');
  return t('scaled.people', {
    people: peopleOf(basis),
    adults: basis.people.adults,
    children: childrenOf(basis),
    pets: id === 'car' ? 0 : basis.pets.length,
  });
}
