import { defineMessages } from '@web/lib/i18n/i18n';
import { en } from './en';

/** The dialogs' texts (decision 0342): defined with the dialogs' code, loaded before one first shows. */
export const formMessages = defineMessages(en, {
  'en-x-plain': () => import('./en-x-plain'),
  de: () => import('./de'),
  es: () => import('./es'),
});
