import { defineMessages } from '@web/lib/i18n/i18n';
import { en } from './en';

/** /household's messages (decision 0339): English with the code, the other locales loaded before the page renders. */
export const messages = defineMessages(en, {
  'en-x-plain': () => import('./en-x-plain'),
  de: () => import('./de'),
  es: () => import('./es'),
});

type Strip<K> = K extends `error.${infer E}` ? E : never;
type ErrorKey = Strip<keyof typeof en>;

let known: Map<string, ErrorKey> | undefined;

/**
 * A message of the schemas or the server in the page's language: they speak English, so a known
 * message (roles.ts, place-limits.ts) is looked up by its key; any other is shown as sent.
 */
export function serverText(message: string): string;
export function serverText(message: string | undefined): string | undefined;
export function serverText(message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  known ??= new Map(
    Object.keys(en)
      .filter((key): key is `error.${ErrorKey}` => key.startsWith('error.'))
      .map((key) => [en[key], key.slice('error.'.length) as ErrorKey]),
  );
  const key = known.get(message);
  return key ? messages.t(`error.${key}`) : message;
}
