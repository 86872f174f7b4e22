/** The calendar feed's catalogues (issue 43, decision 0333): `calendarMessages(feed owner's locale)`. */
import { translator, type Catalogue, type Translate } from '@shared/i18n/catalogue';
import { formatsFor } from '@shared/i18n/format';
import type { Locale } from '@shared/i18n/locales';
import de from './de';
import { en } from './en';
import plain from './en-x-plain';
import es from './es';

export type CalendarCatalogue = typeof en;
export type CalendarMessages = Translate<CalendarCatalogue>;

const CATALOGUES: Record<Locale, Catalogue<CalendarCatalogue>> = { en, 'en-x-plain': plain, de, es };
const translators = new Map<Locale, CalendarMessages>();

export function calendarMessages(locale: Locale): CalendarMessages {
  let t = translators.get(locale);
  if (!t) {
    t = translator(CATALOGUES[locale] as CalendarCatalogue, formatsFor(locale));
    translators.set(locale, t);
  }
  return t;
}
