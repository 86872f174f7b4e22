import { defineMessages } from '@web/lib/i18n/i18n';
import { en } from './en';

/** The shared components' texts (decision 0332): defined with the first page, so loaded at boot. */
export const messages = defineMessages(en, {
  'en-x-plain': () => import('./en-x-plain'),
  de: () => import('./de'),
  es: () => import('./es'),
});
