import { defineMessagesLazily } from '@web/lib/i18n/i18n';
import type { en } from './en';

/**
 * The settings page's texts. Its English is a chunk of its own (decision 0364): the page is the
 * heaviest signed-in page, and a German reader loads only the German.
 */
export const messages = defineMessagesLazily<typeof en>({
  en: () => import('./en'),
  'en-x-plain': () => import('./en-x-plain'),
  de: () => import('./de'),
  es: () => import('./es'),
});
