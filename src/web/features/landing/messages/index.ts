import { defineMessages } from '@web/lib/i18n/i18n';
import { en } from './en';

/** The landing's messages (decision 0335): English with the code, the others loaded before hydration. */
export const messages = defineMessages(en, {
  'en-x-plain': () => import('./en-x-plain'),
  de: () => import('./de'),
  es: () => import('./es'),
});
