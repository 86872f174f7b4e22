import { defineMessages } from '@web/lib/i18n/i18n';
import { en } from './en';

export const messages = defineMessages(en, {
  'en-x-plain': () => import('./en-x-plain'),
  de: () => import('./de'),
  es: () => import('./es'),
});
