import { calendarDayLabel } from '@web/lib/format';
import { defineMessages, pageFormats } from '@web/lib/i18n/i18n';
import { en } from './en';

export const messages = defineMessages(en, {
  'en-x-plain': () => import('./en-x-plain'),
  de: () => import('./de'),
  es: () => import('./es'),
});

/** A calendar day short: "12 Mar 2027" in English (as before), "12.03.2027" in German. */
export function dayShort(day: string): string {
  const f = pageFormats();
  return f.tag === 'en-US' ? calendarDayLabel(day) : f.shortDay(day);
}
