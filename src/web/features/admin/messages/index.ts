import { defineMessages } from '@web/lib/i18n/i18n';
import { en } from './en';

/** /admin's messages (decision 0355): English with the code, the other locales loaded before the page renders. */
export const messages = defineMessages(en, {
  'en-x-plain': () => import('./en-x-plain'),
  de: () => import('./de'),
  es: () => import('./es'),
});
