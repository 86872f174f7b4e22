/**
 * How the app writes dates and counts, in one place (docs/product.md: dates on the plan and kit
 * screens and the dashboard). Every date formatter reads an ISO timestamp and answers `invalid`
 * (default 'Unknown') when it is missing or cannot be parsed.
 */
const parse = (value: string | null | undefined): Date | null => {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
};

/** "November 21, 2026": the long US format (plan view, dashboard). */
export function longUsDate(value: string | null | undefined, invalid = 'Unknown'): string {
  const d = parse(value);
  return d ? d.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' }) : invalid;
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

/** Today on the viewer's own calendar, YYYY-MM-DD (what "expired" is judged by in the browser). */
export const localDay = (now: Date = new Date()) => isoDay(now.toISOString());

/** "24 May 2027" for a calendar day (YYYY-MM-DD), the same on every time zone. */
export function dayLabel(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** "1 item", "3 items". */
export const itemCountLabel = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;
