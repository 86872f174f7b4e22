import type { MiddlewareHandler } from 'hono';
import type { Database } from '../db/client';
import { getKitBody } from '../routes/kits/kits.queries';
import type { ChangeFeed } from './change-feed';

/**
 * The kit view's answer for signed-out visitors (the same bytes for all of them), kept in memory
 * per kit while the change feed is listening. Every write to a kit or its items marks the kit
 * row (kits.queries.ts touchKit), so the feed's `kits` event for that id drops the entry. While the
 * feed is down every visitor reads the database, and losing or regaining the connection drops
 * every entry. A body read while a change to its kit arrived, or while the feed's epoch moved
 * (an outage began or ended during the read), is not kept.
 * Private kits are never cached: the visitor's query returns nothing for them.
 * The feed's event arrives a few milliseconds after the commit, so a write through this instance
 * also drops the entry itself before answering (`dropOnWrite`): once the owner has their 200, no
 * visitor of this instance gets the old body.
 */
export class PublicKitCache {
  private readonly bodies = new Map<string, string>();
  private readonly versions = new Map<string, number>();
  private generation = 0;

  constructor(
    private readonly database: Database,
    private readonly feed: ChangeFeed,
    private readonly maxEntries = 1000,
  ) {
    feed.subscribe((change) => {
      if (change.table === 'kits') this.invalidate(change.id);
    });
    feed.onResync(() => this.clear());
    feed.onDown(() => this.clear());
  }

  invalidate(kitId: string): void {
    this.bodies.delete(kitId);
    this.versions.set(kitId, (this.versions.get(kitId) ?? 0) + 1);
  }

  /** Middleware for /api/kits/:id/*: after any write, the kit's entry goes (the write has committed). */
  readonly dropOnWrite: MiddlewareHandler = async (c, next) => {
    await next();
    const id = c.req.param('id');
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && id) this.invalidate(id);
  };

  clear(): void {
    this.bodies.clear();
    this.generation += 1;
  }

  /** The `{"kit": ...}` body a signed-out visitor gets, or null (missing or private). */
  async get(kitId: string): Promise<string | null> {
    const cached = this.bodies.get(kitId);
    if (cached !== undefined && this.feed.connected) return cached;
    const version = this.versions.get(kitId) ?? 0;
    const generation = this.generation;
    const epoch = this.feed.epoch;
    const body = await getKitBody(this.database, kitId, null);
    const unchanged =
      version === (this.versions.get(kitId) ?? 0) && generation === this.generation && epoch === this.feed.epoch;
    if (body !== null && unchanged && this.feed.connected) {
      if (this.bodies.size >= this.maxEntries) this.bodies.delete(this.bodies.keys().next().value!);
      this.bodies.set(kitId, body);
    }
    return body;
  }
}
