import { lazyValue } from '@web/lib/lazy-value';

const FORMAT = lazyValue(() => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }));

/** "27 Nov 2026, 12:45" in the browser's language and time zone. */
export function dateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? 'at an unknown time' : FORMAT().format(date);
}
