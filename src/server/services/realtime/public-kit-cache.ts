import type { MiddlewareHandler } from 'hono';
import type { ChangeFeed } from './change-feed';
import { FeedCache } from './feed-cache';

/**
 * The kit view's answer for signed-out visitors (the same bytes for all of them), kept per kit
 * (./feed-cache.ts). Every write to a kit or its items marks the kit row (kits.queries.ts
 * touchKit), so the feed's `kits` event for that id drops the entry; a write through this instance
 * drops it before answering (`dropOnWrite`). Private kits are never cached: the visitor's query
 * returns nothing for them. `loadPublicBody` reads a kit's body as a visitor sees it (the kit
 * route's query, handed in by the app: a service knows no route).
 */
export class PublicKitCache extends FeedCache {
  constructor(feed: ChangeFeed, loadPublicBody: (kitId: string) => Promise<string | null>, maxEntries = 1000) {
    super(feed, (change) => (change.table === 'kits' ? change.id : null), loadPublicBody, maxEntries);
    // The answer names the creator only while their profile is public: a profile change drops all.
    feed.subscribe((change) => {
      if (change.table === 'profiles') this.clear();
    });
  }

  /** Middleware for /api/kits/:id/*: after any write, the kit's entry goes (the write has committed). */
  readonly dropOnWrite: MiddlewareHandler = async (c, next) => {
    await next();
    const id = c.req.param('id');
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && id) this.invalidate(id);
  };
}
