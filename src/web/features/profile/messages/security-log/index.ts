import { defineMessages, type MessageSet } from '@web/lib/i18n/i18n';
import { en } from './en';

let set: MessageSet<typeof en> | undefined;

/**
 * The security log's messages, defined on first use: the log's query loads them beside its
 * answer (get-security-log.ts), so the route does not wait for them before /profile-settings
 * renders, and its first load stays as it was (decision 0351).
 */
export const securityLogMessages = (): MessageSet<typeof en> =>
  (set ??= defineMessages(en, {
    'en-x-plain': () => import('./en-x-plain'),
    de: () => import('./de'),
    es: () => import('./es'),
  }));
