import { sql } from 'drizzle-orm';
import { communityPreparednessScore, type CommunityStats } from '@shared/stats';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/sql-helpers';
import type { ChangeFeed } from './change-feed';

/** The three counts in one round trip (partial indexes serve the public counts). */
export async function queryCommunityStats(db: Db): Promise<CommunityStats> {
  const res = await db.execute<{ preppers: number; plans: number; kits: number }>(sql`
    select (select count(*) from profiles)::int as preppers,
           (select count(*) from survival_plans where is_public)::int as plans,
           (select count(*) from kits where is_public)::int as kits`);
  const row = rowsOf<{ preppers: number; plans: number; kits: number }>(res)[0]!;
  const score = communityPreparednessScore(row.preppers, row.plans, row.kits);
  return {
    activePreppersCount: row.preppers,
    publicPlansCount: row.plans,
    publicKitsCount: row.kits,
    preparednessScore: score,
    preparednessPercent: score,
  };
}

/**
 * Community stats served from memory while the change feed is listening; any change to
 * profiles, plans or kits (or the feed losing or regaining its connection) drops the cached
 * value. Concurrent misses share one query, and a result computed while a change arrived or the
 * feed's epoch moved is not cached.
 */
export class CommunityStatsCache {
  private cached: CommunityStats | null = null;
  private inflight: Promise<CommunityStats> | null = null;
  private version = 0;

  constructor(
    private readonly db: Db,
    private readonly feed: ChangeFeed,
  ) {
    feed.subscribe((change) => {
      // Private plan/kit edits that stay private cannot move a public count.
      if (change.table === 'profiles' || change.wasPublic || change.isPublic) this.invalidate();
    });
    feed.onResync(() => this.invalidate());
    feed.onDown(() => this.invalidate());
  }

  invalidate(): void {
    this.version += 1;
    this.cached = null;
    // A query already under way may have read before the change: later callers start afresh.
    this.inflight = null;
  }

  async get(): Promise<CommunityStats> {
    if (this.cached && this.feed.connected) return this.cached;
    if (!this.feed.connected) return queryCommunityStats(this.db); // changes are not heard: read live
    if (this.inflight) return this.inflight;
    const version = this.version;
    const epoch = this.feed.epoch;
    const inflight = queryCommunityStats(this.db)
      .then((stats) => {
        if (version === this.version && epoch === this.feed.epoch && this.feed.connected) this.cached = stats;
        return stats;
      })
      .finally(() => {
        if (this.inflight === inflight) this.inflight = null;
      });
    this.inflight = inflight;
    return inflight;
  }
}
