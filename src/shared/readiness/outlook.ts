/**
 * What expiry does to readiness (docs/product.md#readiness): the stock expiring within the
 * user's window (and what has expired already), and the first day the days-covered figure drops
 * because a batch expires, with the figure from then on ("On 12 March: 9.0 days").
 */
import type { Resource } from '../resources/schemas';
import { expiryDrops, isExpired } from '../supplies/batches';
import { daysBetween } from '../supplies/expiry';
import { readiness, type Goal, type HouseholdCounts, type PetNeeds } from './calculator';

export interface ExpiringStock {
  resourceId: string;
  batchId: string;
  name: string;
  unit: string;
  quantity: number;
  expiresOn: string;
  /** Past its date already (on the shelf, counting for nothing). */
  expired: boolean;
}

type Row = Pick<Resource, 'id' | 'name' | 'unit' | 'batches'>;

/** Expired batches, then those expiring within `windowDays` of `today`, soonest first. */
export function expiringStock(rows: readonly Row[], today: string, windowDays: number): ExpiringStock[] {
  const out: ExpiringStock[] = [];
  for (const row of rows)
    for (const b of row.batches)
      if (b.expiresOn !== null && daysBetween(today, b.expiresOn) <= windowDays)
        out.push({
          resourceId: row.id,
          batchId: b.id,
          name: row.name,
          unit: row.unit,
          quantity: b.quantity,
          expiresOn: b.expiresOn,
          expired: isExpired(b, today),
        });
  return out.sort((a, b) => a.expiresOn.localeCompare(b.expiresOn) || a.name.localeCompare(b.name));
}

export interface FigureDrop {
  /** The first day the figure is lower (the day after a best-before day). */
  on: string;
  daysCovered: number;
}

/**
 * The first day ahead on which expiring batches lower the days covered, and the figure then
 * (what has expired by then counts for nothing; nothing new is assumed to be bought). Null when
 * there is no household yet, or no expiry lowers it.
 */
export function nextFigureDrop(
  household: HouseholdCounts,
  pets: readonly PetNeeds[],
  goal: Goal,
  rows: readonly (Row & Omit<Parameters<typeof readiness>[3][number], 'id' | 'name' | 'unit'>)[],
  today: string,
): FigureDrop | null {
  const now = readiness(household, pets, goal, rows);
  if (now.kind !== 'figure') return null;
  for (const drop of expiryDrops(rows, today)) {
    const then = readiness(
      household,
      pets,
      goal,
      drop.rows.map((r) => ({ ...r, currentQuantity: r.usable })),
    );
    if (then.kind === 'figure' && then.daysCovered < now.daysCovered)
      return { on: drop.on, daysCovered: then.daysCovered };
  }
  return null;
}
