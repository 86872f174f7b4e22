/**
 * The alerts' times in a translation (issue 43): "14:05" today, "26. Nov., 14:05" another day, in
 * the reader's time zone, as the English `incidentTime` writes them; and "vor 5 Minuten" for when the
 * device last saved them. Imported by the German and Spanish catalogues only, so it travels in their chunks.
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

/** "vor 5 Minuten", "hace 2 horas": how long ago, as `savedAgo` writes it in English. */
export function localAgo(savedAt: number, tag: string, justNow: string, now = Date.now()): string {
  const seconds = Math.max(0, Math.round((now - savedAt) / 1000));
  if (seconds < 60) return justNow;
  const rtf = new Intl.RelativeTimeFormat(tag, { numeric: 'auto' });
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return rtf.format(-minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return rtf.format(-hours, 'hour');
  return rtf.format(-Math.floor(hours / 24), 'day');
}
