import { defineMessagesLazily } from '@web/lib/i18n/i18n';
import type { en } from './en';

/**
 * The kits' messages (decision 0340). Their English is a chunk of its own too (decision 0364): a
 * German reader of /kits/new loads only the German (issue 41's budget, decision 0367).
 */
export const messages = defineMessagesLazily<typeof en>({
  en: () => import('./en'),
  'en-x-plain': () => import('./en-x-plain'),
  de: () => import('./de'),
  es: () => import('./es'),
});
