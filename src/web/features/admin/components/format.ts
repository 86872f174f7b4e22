/** 1536 -> "1.5 KB" (the instance panel's sizes). */
export function bytesLabel(n: number | null): string {
  if (n === null) return 'Unknown';
  if (n < 1024) return `${n} B`;
  if (n < 1024 ** 2) return `${(n / 1024).toFixed(1)} KB`;
  if (n < 1024 ** 3) return `${(n / 1024 ** 2).toFixed(1)} MB`;
  return `${(n / 1024 ** 3).toFixed(2)} GB`;
}

/** A timestamp as the reader's local date and time, or `never`. */
export function whenLabel(value: string | null, never = 'Never'): string {
  if (!value) return never;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? never : d.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}
