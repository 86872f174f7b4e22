import { defineMessages } from '@web/lib/i18n/i18n';
import { en } from './en';

/** The gear content's own set: German and Spanish content ride in their locale's chunk (decision 0347). */
export const messages = defineMessages(en, {
  'en-x-plain': () => import('./en-x-plain'),
  de: () => import('./de'),
  es: () => import('./es'),
});
