import { defineMessages } from '@web/lib/i18n/i18n';
import { en } from './en';

/** The event guides' texts: loaded with the page that imports ../guides.ts (the route's lazy). */
export const messages = defineMessages(en, {
  'en-x-plain': () => import('./en-x-plain'),
  de: () => import('./de'),
  es: () => import('./es'),
});
