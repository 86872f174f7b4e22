import { pageFormats } from '@web/lib/i18n/i18n';
import { messages } from '../messages';

/** "Nov 27, 2026, 12:45 PM" in the page's language, in the browser's time zone. */
export function dateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? messages.t('unknownTime') : pageFormats().dateTime(date);
}
