import { utcDay } from '@shared/supplies/expiry';
import type { Database } from '../db/client';
import { loadReadiness } from '../routes/readiness/readiness.queries';
import type { ChangeFeed } from './change-feed';
import { FeedCache } from './feed-cache';

/** The tables a user's readiness answer is read from (the feed names their owner). */
// Batch writes always update their row in user_resources too, so its event covers them.
const READINESS_TABLES: ReadonlySet<string> = new Set(['user_resources', 'households', 'profiles', 'family_plans']);

/**
 * GET /api/readiness bodies per user (./feed-cache.ts): a change to the user's supplies,
 * household or profile (units) drops theirs; every write route of those calls `invalidate`
 * before answering. Bounded to the 1,000 most recently read users (about 10 KB each).
 */
export class ReadinessCache extends FeedCache {
  /** The day the kept bodies were computed for: batches expire at midnight (UTC), so a new day drops them all. */
  private day = '';

  constructor(
    database: Database,
    feed: ChangeFeed,
    private readonly now: () => number = Date.now,
    maxEntries = 1000,
  ) {
    super(
      feed,
      (change) => (READINESS_TABLES.has(change.table) ? change.owner : null),
      async (userId) => JSON.stringify(await loadReadiness(database, database.db, userId, utcDay(this.now()))),
      maxEntries,
    );
  }

  override get(userId: string): Promise<string | null> {
    const today = utcDay(this.now());
    if (today !== this.day) {
      this.clear();
      this.day = today;
    }
    return super.get(userId);
  }
}
