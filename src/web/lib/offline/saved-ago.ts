import { lazyValue } from '../lazy-value';

const rtf = lazyValue(() => new Intl.RelativeTimeFormat('en', { numeric: 'always' }));

/** "just now", "5 minutes ago", "3 hours ago", "2 days ago": how old data saved at `savedAt` is. */
export function savedAgo(savedAt: number, now = Date.now()): string {
  const seconds = Math.max(0, Math.round((now - savedAt) / 1000));
  if (seconds < 60) return 'just now';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return rtf().format(-minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return rtf().format(-hours, 'hour');
  return rtf().format(-Math.floor(hours / 24), 'day');
}
