import { calendarDayLabel } from '@web/lib/format';
import { defineMessages, pageFormats } from '@web/lib/i18n/i18n';
import { en } from './en';

export const messages = defineMessages(en, {
  'en-x-plain': () => import('./en-x-plain'),
  de: () => import('./de'),
  es: () => import('./es'),
});

/**
 * The drill form's messages (drills/schemas.ts, what the schema and the server say) by their
 * English text; any other is shown as sent.
 */
const FIELD_ERROR_KEYS: Readonly<Record<string, 'eventType' | 'date' | 'future'>> = {
  [en['fieldErrors.eventType']]: 'eventType',
  [en['fieldErrors.date']]: 'date',
  [en['fieldErrors.future']]: 'future',
};

/** A field message of the drill form in the page's language. */
export function fieldError(message: string | undefined): string | undefined {
  const key = message === undefined ? undefined : FIELD_ERROR_KEYS[message];
  return key ? messages.t(`fieldErrors.${key}`) : message;
}

/** A calendar day short: "12 Mar 2027" in English (as before), "12.03.2027" in German. */
export function dayShort(day: string): string {
  const f = pageFormats();
  return f.tag === 'en-US' ? calendarDayLabel(day) : f.shortDay(day);
}
