import type { RESOURCE_CATEGORIES } from '@shared/resources/catalogue';
import { calendarDayLabel } from '@web/lib/format';
import { defineMessages, pageFormats } from '@web/lib/i18n/i18n';
import { en } from './en';

export const messages = defineMessages(en, {
  'en-x-plain': () => import('./en-x-plain'),
  de: () => import('./de'),
  es: () => import('./es'),
});

type CategoryKey = Extract<keyof typeof en, `category.${string}`> extends `category.${infer K}` ? K : never;
const CATEGORY_KEYS: Readonly<Record<(typeof RESOURCE_CATEGORIES)[number], CategoryKey>> = {
  'Water & Hydration': 'water',
  'Food & Nutrition': 'food',
  'Medical & First Aid': 'medical',
  'Tools & Equipment': 'tools',
  Communication: 'communication',
  'Shelter & Warmth': 'shelter',
};

/** A category (one of RESOURCE_CATEGORIES, the rows' own id) in the page's language; any other as it is. */
export function categoryName(category: string): string {
  const key = (CATEGORY_KEYS as Readonly<Record<string, CategoryKey | undefined>>)[category];
  return key ? messages.t(`category.${key}`) : category;
}

/** A whole number the page's way: "1,000" in English (as before), "1.000" in German. */
export const count = (n: number): string => pageFormats().number(n, 0);

/** A calendar day short: "12 Mar 2027" in English (as before), "12.03.2027" in German. */
export function dayShort(day: string): string {
  const f = pageFormats();
  return f.tag === 'en-US' ? calendarDayLabel(day) : f.shortDay(day);
}
