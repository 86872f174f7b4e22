/**
 * When the device last saved the alerts, in a translation (issue 43): "vor 5 Minuten". Their times
 * ("14:05", "26. Nov., 14:05") are the incidents' `localTime` (lib/incidents/local-time.ts).
 * Imported by the German and Spanish catalogues only, so it travels in their chunks.
 */
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
