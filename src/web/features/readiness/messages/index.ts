import { READINESS_MESSAGES } from '@shared/readiness/messages';
import { calendarDayLabel, calendarDayLong } from '@web/lib/format';
import { defineMessages, pageFormats } from '@web/lib/i18n/i18n';
import { en } from './en';

export const messages = defineMessages(en, {
  'en-x-plain': () => import('./en-x-plain'),
  de: () => import('./de'),
  es: () => import('./es'),
});

type Strip<K> = K extends `fieldErrors.${infer F}` ? F : never;
type FieldErrorKey = Strip<keyof typeof en>;

/** The shared field messages (messages.ts, what the schema and the server say) by their text. */
const FIELD_ERROR_KEYS = new Map<string, FieldErrorKey>(
  (
    [
      'count',
      'people',
      'pregnant',
      'petName',
      'petKind',
      'petWeight',
      'pets',
      'standard',
      'goalDays',
      'customLitres',
    ] as const satisfies readonly (FieldErrorKey & keyof typeof READINESS_MESSAGES)[]
  ).map((key) => [READINESS_MESSAGES[key], key]),
);

/**
 * A field message of the household form in the page's language: the schema (here and on the
 * server) speaks English, so a known message is looked up by its key; any other is shown as sent.
 */
export function fieldError(message: string): string {
  const key = FIELD_ERROR_KEYS.get(message);
  return key ? messages.t(`fieldErrors.${key}`) : message;
}

/** Every field's messages translated (FormField takes them as they are). */
export const fieldErrors = (errors: Readonly<Record<string, string[]>>): Record<string, string[]> =>
  Object.fromEntries(Object.entries(errors).map(([field, list]) => [field, list.map(fieldError)]));

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
