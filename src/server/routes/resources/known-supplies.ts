/**
 * What a server instance knows of the supply rows a user saved last (decision 0368): each row as
 * its last save left it, the row version's transaction id (`xmin`) and its batches. A save whose
 * rows are all known is worked out from this and written in ONE statement that first checks,
 * under the rows' locks, that every row is still that version (resources.queries.ts, the known
 * save); when any is not, that statement writes nothing and the save goes the full way.
 *
 * Nothing here is trusted: a stale entry only costs that one statement. The check is sound because
 * every write of a row's batches also updates the row in the same transaction (a new `xmin`): the
 * save, a scan, an import, a household merge (the rules in docs/decisions/0368).
 *
 * Bounded: the users seen last, least recently used out first; one instance's memory, not shared.
 */
import type { resourceBatches, userResources } from '../../db/schema';

type Row = typeof userResources.$inferSelect;
type BatchRow = typeof resourceBatches.$inferSelect;

export interface KnownRow {
  row: Row;
  /** The row version's transaction id, as text (PostgreSQL's `xmin`). */
  xmin: string;
  batches: BatchRow[];
}

interface Known {
  householdId: string;
  rows: Map<string, KnownRow>;
}

/** About 2 KB a row with its batches: 500 users of 21 rows is about 20 MB at most. */
export const KNOWN_SUPPLIES_USERS = 500;

export class KnownSupplies {
  private readonly byUser = new Map<string, Known>();

  constructor(private readonly capacity = KNOWN_SUPPLIES_USERS) {}

  /** The user's known rows named by `ids` in the household, or null when any is not known. */
  rows(userId: string, ids: readonly string[]): { householdId: string; rows: KnownRow[] } | null {
    const known = this.byUser.get(userId);
    if (!known) return null;
    const rows: KnownRow[] = [];
    for (const id of ids) {
      const row = known.rows.get(id);
      if (!row) return null;
      rows.push(row);
    }
    // Used now: to the back of the eviction order.
    this.byUser.delete(userId);
    this.byUser.set(userId, known);
    return { householdId: known.householdId, rows };
  }

  /** The known row holding batch `id`, if any. */
  batchRow(userId: string, id: string): string | undefined {
    const known = this.byUser.get(userId);
    if (!known) return undefined;
    for (const [rowId, row] of known.rows) if (row.batches.some((b) => b.id === id)) return rowId;
    return undefined;
  }

  /** Rows as a save by `userId` in `householdId` left them (another household's replace all). */
  remember(userId: string, householdId: string, rows: readonly KnownRow[]): void {
    const was = this.byUser.get(userId);
    const known: Known = was?.householdId === householdId ? was : { householdId, rows: new Map() };
    for (const r of rows) known.rows.set(r.row.id, r);
    this.byUser.delete(userId);
    this.byUser.set(userId, known);
    while (this.byUser.size > this.capacity) this.byUser.delete(this.byUser.keys().next().value!);
  }

  forget(userId: string): void {
    this.byUser.delete(userId);
  }

  get size(): number {
    return this.byUser.size;
  }
}
