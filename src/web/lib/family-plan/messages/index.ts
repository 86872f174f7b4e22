import { defineMessages } from '@web/lib/i18n/i18n';
import { en } from './en';

/** The completeness checks' texts (decision 0337), shared by the family plan and the dashboard. */
export const messages = defineMessages(en, {
  'en-x-plain': () => import('./en-x-plain'),
  de: () => import('./de'),
  es: () => import('./es'),
});
