/**
 * The incident's times in a translation (issue 43): "14:05" today, "26. Nov., 14:05" another day, in
 * the reader's time zone, as the English `incidentTime` (lib/incidents/incident-text.ts) writes them
 * in English. Imported by the German and Spanish catalogues only (the emergency screen's, the
 * dashboard's, the alerts'), so it travels with them.
 */
const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

export function localTime(iso: string, tag: string, unknown: string, now: Date = new Date()): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return unknown;
  const time = at.toLocaleTimeString(tag, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  if (sameDay(at, now)) return time;
  return `${at.toLocaleDateString(tag, { month: 'short', day: 'numeric' })}, ${time}`;
}
