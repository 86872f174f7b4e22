/**
 * A supply row's stock as batches (docs/product.md#resource-tracker): the quantity is their sum;
 * plus adds to today's batch of new stock, best before the supply's default date (decision 0257),
 * minus takes from the batch that expires first (then the oldest): first expired, first out. A
 * batch expired on its date's next day: expired
 * batches count for nothing (status, ring, days covered) until the user removes them. Dates are
 * calendar days, YYYY-MM-DD, compared as text.
 */
export interface Batch {
  id: string;
  quantity: number;
  /** The day it was added. */
  addedOn: string;
  /** "Best before": usable through this day; null: no expiry. */
  expiresOn: string | null;
}

/** Expired: its best-before day is over. */
export const isExpired = (batch: Pick<Batch, 'expiresOn'>, today: string) =>
  batch.expiresOn !== null && batch.expiresOn < today;

/** The quantity that counts today (expired batches left out). */
export const usableQuantity = (batches: readonly Batch[], today: string) =>
  batches.reduce((sum, b) => sum + (isExpired(b, today) ? 0 : Math.max(0, b.quantity)), 0);

/** Every batch's quantity, expired ones too (what is on the shelf). */
export const totalQuantity = (batches: readonly Batch[]) =>
  batches.reduce((sum, b) => sum + Math.max(0, b.quantity), 0);

/** First expired, first out: dated batches by expiry, then undated; each by the day added, then id. */
export function fefoOrder<B extends Batch>(batches: readonly B[]): B[] {
  return [...batches].sort(
    (a, b) =>
      (a.expiresOn ?? '9999-12-31').localeCompare(b.expiresOn ?? '9999-12-31') ||
      a.addedOn.localeCompare(b.addedOn) ||
      a.id.localeCompare(b.id),
  );
}

/**
 * Takes `count` units from what counts today, first expired first out; returns the batches left
 * (emptied ones dropped) and how many could not be taken (more asked than there is). Expired
 * batches are left alone: they are not stock to use, and only their own removal takes them away.
 */
export function take<B extends Batch>(
  batches: readonly B[],
  count: number,
  today: string,
): { batches: B[]; missing: number } {
  let left = Math.max(0, count);
  const out: B[] = [];
  for (const b of fefoOrder(batches)) {
    const used = isExpired(b, today) ? 0 : Math.min(left, Math.max(0, b.quantity));
    left -= used;
    if (b.quantity - used > 0) out.push({ ...b, quantity: b.quantity - used });
  }
  return { batches: out, missing: left };
}

/**
 * Adds `count` units to today's batch of new stock: added `today`, best before `expiresOn` (the
 * supply's default for stock added today, rotation.ts defaultExpiry; null for stock that keeps),
 * made when there is none. An add never changes a batch's date: a batch of today with another
 * best-before (one the user set, or an undated one from before decision 0257) is left as it is.
 */
export function addToday<B extends Batch>(
  batches: readonly B[],
  count: number,
  today: string,
  expiresOn: string | null,
  make: (batch: Batch) => B,
): B[] {
  const existing = batches.find((b) => b.addedOn === today && b.expiresOn === expiresOn);
  if (existing) return batches.map((b) => (b === existing ? { ...b, quantity: b.quantity + count } : b));
  return [...batches, make({ id: '', quantity: count, addedOn: today, expiresOn })];
}

/**
 * The batches after setting what counts today to `quantity`: more adds to today's batch of new
 * stock, best before `expiresOn` (addToday), less takes first expired first out (never below
 * what is expired).
 */
export function setUsable<B extends Batch>(
  batches: readonly B[],
  quantity: number,
  today: string,
  expiresOn: string | null,
  make: (batch: Batch) => B,
): B[] {
  const delta = quantity - usableQuantity(batches, today);
  if (delta > 0) return addToday(batches, delta, today, expiresOn, make);
  if (delta < 0) return take(batches, -delta, today).batches;
  return [...batches];
}

/** The day after `day` (YYYY-MM-DD). */
export function nextDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/**
 * The days ahead on which something stops counting: each future best-before day's next day, in
 * order, with the batches still counting from then on. The readiness page computes the figure for
 * each ("On 12 March: 9.0 days").
 */
export function expiryDrops<T extends { batches: readonly Batch[] }>(
  rows: readonly T[],
  today: string,
): { on: string; rows: (T & { usable: number })[] }[] {
  const days = new Set<string>();
  for (const row of rows)
    for (const b of row.batches)
      if (b.expiresOn !== null && b.expiresOn >= today && b.quantity > 0) days.add(nextDay(b.expiresOn));
  return [...days].sort().map((on) => ({
    on,
    rows: rows.map((row) => ({ ...row, usable: usableQuantity(row.batches, on) })),
  }));
}
