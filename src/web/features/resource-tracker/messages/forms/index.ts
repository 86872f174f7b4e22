import { defineMessages } from '@web/lib/i18n/i18n';
import { en } from './en';

/** The dialogs' texts (decision 0342): defined with the dialogs' code, loaded before one first shows. */
export const formMessages = defineMessages(en, {
  'en-x-plain': () => import('./en-x-plain'),
  de: () => import('./de'),
  es: () => import('./es'),
});

type FieldErrorKey = Extract<keyof typeof en, `fieldErrors.${string}`>;

/** The shared schemas' messages (English, here and from the server) by their text. */
const FIELD_ERROR_KEYS = new Map<string, FieldErrorKey>(
  Object.entries(en)
    .filter(
      (entry): entry is [FieldErrorKey, string] => entry[0].startsWith('fieldErrors.') && typeof entry[1] === 'string',
    )
    .map(([key, text]) => [text, key]),
);

/**
 * A message of the shared schemas (a form's own check, or what the server sent back) in the page's
 * language: a known one by its key, any other as sent.
 */
export function formError(message: string): string;
export function formError(message: string | undefined): string | undefined;
export function formError(message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  const key = FIELD_ERROR_KEYS.get(message);
  return key ? formMessages.t(key) : message;
}
