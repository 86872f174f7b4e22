import { calendarDayLabel, calendarDayLong } from '@web/lib/format';
import { defineMessages, pageFormats } from '@web/lib/i18n/i18n';
import { en } from './en';

export const messages = defineMessages(en, {
  'en-x-plain': () => import('./en-x-plain'),
  de: () => import('./de'),
  es: () => import('./es'),
});

/** A calendar day as the page's locale writes it: "12 March 2027" in English (as before), "12. März 2027". */
export function dayLong(day: string): string {
  const f = pageFormats();
  return f.tag === 'en-US' ? calendarDayLong(day) : f.day(day);
}

/** A calendar day short: "12 Mar 2027" in English (as before), "12.03.2027". */
export function dayShort(day: string): string {
  const f = pageFormats();
  return f.tag === 'en-US' ? calendarDayLabel(day) : f.shortDay(day);
}
