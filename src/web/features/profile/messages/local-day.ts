import type { Formats } from '@shared/i18n/format';

/** An instant's calendar day, written long in the reader's time zone ("21. November 2026"), or a dash. */
export function localDay(at: string, f: Formats): string {
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? '—' : new Intl.DateTimeFormat(f.tag, { dateStyle: 'long' }).format(date);
}
