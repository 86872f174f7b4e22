const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A plan card's CREATED and REVISED dates: YYYY-MM-DD (part-2 section 9), on the viewer's own
 * calendar (a plan saved late in the evening is dated that evening, not the next UTC day).
 */
export function cardDate(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return 'Unknown';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
