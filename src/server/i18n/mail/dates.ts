/** Dates the shared formatters do not write: a calendar day's day and month, without the year. */
const dayMonth = new Map<string, Intl.DateTimeFormat>();

/** 2026-03-12 -> "12. März" (de-DE), "12 de marzo" (es-US): read in UTC, so no time zone moves it. */
export function dayAndMonth(isoDay: string, tag: string): string {
  let format = dayMonth.get(tag);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'long', timeZone: 'UTC' });
    dayMonth.set(tag, format);
  }
  return format.format(new Date(`${isoDay}T00:00:00Z`));
}
