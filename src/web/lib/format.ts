/**
 * How the app writes dates and counts, in one place (docs/product.md: dates on the plan and kit
 * screens and the dashboard). Every date formatter reads an ISO timestamp and answers `invalid`
 * (default 'Unknown') when it is missing or cannot be parsed.
 */
import { MONTH_NAMES } from '@shared/month-names';
import { lazyValue } from './lazy-value';

const parse = (value: string | null | undefined): Date | null => {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
};

/**
 * "November 21, 2026": the long US format (plan view, dashboard), on the viewer's calendar. Written
 * from the month's name, not by Intl: the dashboard shows it at first render, and a page's first
 * Intl formatter loads the locale data (decision 0312). format.test.ts holds it to
 * toLocaleDateString('en-US') on every day of a year.
 */
export function longUsDate(value: string | null | undefined, invalid = 'Unknown'): string {
  const d = parse(value);
  return d ? `${MONTH_NAMES[d.getMonth()]} ${d.getDate()}, ${d.getFullYear()}` : invalid;
}

/** The viewer's own locale's short date (kit screens). */
export function localeDate(value: string | null | undefined, invalid = 'Unknown'): string {
  const d = parse(value);
  return d ? d.toLocaleDateString() : invalid;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * YYYY-MM-DD on the viewer's own calendar (plan cards): a plan saved late in the evening is dated
 * that evening, not the next UTC day.
 */
export function isoDay(value: string | null | undefined, invalid = 'Unknown'): string {
  const d = parse(value);
  return d ? `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}` : invalid;
}

/** Today on the viewer's own calendar, YYYY-MM-DD (what "expired" is measured against). */
export const localToday = (now: Date = new Date()) =>
  `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;

const DAY_FORMAT = lazyValue(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);

/**
 * A calendar day (YYYY-MM-DD, no time) as "12 Mar 2027": read as that day in UTC and written in
 * UTC, so no time zone moves it to the day before.
 */
export function calendarDayLabel(day: string | null | undefined, invalid = 'Unknown'): string {
  const d = parse(day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? `${day}T00:00:00Z` : null);
  return d ? DAY_FORMAT().format(d) : invalid;
}

const LONG_DAY_FORMAT = lazyValue(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);

/** A calendar day as "12 March 2027" (read and written in UTC, like calendarDayLabel). */
export function calendarDayLong(day: string): string {
  return LONG_DAY_FORMAT().format(new Date(`${day}T00:00:00Z`));
}

/** "1 item", "3 items". */
export const itemCountLabel = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;
