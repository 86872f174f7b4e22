import { utcDay } from '@shared/supplies/expiry';
import type { Database } from '../../db/client';
import { membershipOf } from '../households/membership';
import type { ChangeFeed } from './change-feed';
import { FeedCache } from './feed-cache';

/** The household's tables a readiness answer is read from (the feed names the household). */
// Batch writes always update their row in user_resources too, so its event covers them.
const HOUSEHOLD_TABLES: ReadonlySet<string> = new Set(['user_resources', 'households', 'family_plans']);

/**
 * GET /api/readiness bodies per user (./feed-cache.ts): a change to their household's supplies,
 * counts or family plan drops every member's, a change to their profile (units) or membership
 * drops theirs; every write route of those calls `invalidate` before answering. Bounded to the
 * 1,000 most recently read users (about 10 KB each). `loadReadiness` reads a user's answer for a
 * day (the readiness route's query, handed in by the app: a service knows no route).
 */
export class ReadinessCache extends FeedCache {
  /** The day the kept bodies were computed for: batches expire at midnight (UTC), so a new day drops them all. */
  private day = '';
  /**
   * The household each kept body was read for, set before the read so a change during it drops
   * it. Past `householdsMax` entries, only the users with a body kept or a read under way stay.
   */
  private readonly households = new Map<string, string>();
  /** Reads under way per user (a user's household must stay known until their read is kept). */
  private readonly reading = new Map<string, number>();
  private readonly householdsMax: number;

  constructor(
    database: Database,
    feed: ChangeFeed,
    loadReadiness: (userId: string, today: string) => Promise<unknown>,
    private readonly now: () => number = Date.now,
    maxEntries = 1000,
  ) {
    super(
      feed,
      (change) => {
        if (change.table === 'profiles' || change.table === 'household_members') return change.owner;
        if (!HOUSEHOLD_TABLES.has(change.table) || !change.household) return null;
        return [...this.households].filter(([, h]) => h === change.household).map(([user]) => user);
      },
      async (userId) => {
        const membership = await membershipOf(database.db, userId);
        if (membership) this.remember(userId, membership.householdId);
        return JSON.stringify(await loadReadiness(userId, utcDay(this.now())));
      },
      maxEntries,
    );
    this.householdsMax = 2 * maxEntries;
  }

  override async get(userId: string): Promise<string | null> {
    const today = utcDay(this.now());
    if (today !== this.day) {
      this.clear();
      this.day = today;
    }
    this.reading.set(userId, (this.reading.get(userId) ?? 0) + 1);
    try {
      return await super.get(userId);
    } finally {
      const left = this.reading.get(userId)! - 1;
      if (left > 0) this.reading.set(userId, left);
      else this.reading.delete(userId);
    }
  }

  /**
   * Past the bound, forgets the households of users with neither a body kept nor a read under way
   * (a change could drop nothing of theirs): at most maxEntries kept, so the next prune is
   * maxEntries reads away.
   */
  private remember(userId: string, householdId: string): void {
    this.households.set(userId, householdId);
    if (this.households.size <= this.householdsMax) return;
    for (const user of this.households.keys())
      if (!this.has(user) && !this.reading.has(user)) this.households.delete(user);
  }
}
