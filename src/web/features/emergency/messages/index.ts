import { defineMessages } from '@web/lib/i18n/i18n';
import { en } from './en';

/**
 * The emergency screen's messages (issue 43, decision 0338). The German and Spanish chunks carry
 * the official steps in their language, so the page loads them with its catalogue, before it
 * renders, and the service worker keeps them with the page (every chunk is precached).
 */
export const messages = defineMessages(en, {
  'en-x-plain': () => import('./en-x-plain'),
  de: () => import('./de'),
  es: () => import('./es'),
});
