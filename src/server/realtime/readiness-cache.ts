import type { Database } from '../db/client';
import { loadReadiness } from '../routes/readiness/readiness.queries';
import type { ChangeFeed } from './change-feed';
import { FeedCache } from './feed-cache';

/** The tables a user's readiness answer is read from (the feed names their owner). */
const READINESS_TABLES: ReadonlySet<string> = new Set(['user_resources', 'households', 'profiles']);

/**
 * GET /api/readiness bodies per user (./feed-cache.ts): a change to the user's supplies,
 * household or profile (units) drops theirs; every write route of those calls `invalidate`
 * before answering. Bounded to the 1,000 most recently read users (about 10 KB each).
 */
export class ReadinessCache extends FeedCache {
  constructor(database: Database, feed: ChangeFeed, maxEntries = 1000) {
    super(
      feed,
      (change) => (READINESS_TABLES.has(change.table) ? change.owner : null),
      async (userId) => JSON.stringify(await loadReadiness(database, database.db, userId)),
      maxEntries,
    );
  }
}
