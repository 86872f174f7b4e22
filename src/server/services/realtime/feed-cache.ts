import type { Change, ChangeFeed } from './change-feed';

/**
 * Answer bodies kept in memory per key while the change feed is listening (decision 037): the
 * feed's events name the keys to drop (`keyOf`), and losing or regaining the connection drops
 * them all. While the feed is down every read goes to the database. A body read while a change
 * to its key arrived, or while the feed's epoch moved (an outage began or ended during the read),
 * is not kept. The feed's event arrives a few milliseconds after the commit, so a write through
 * this instance also drops its key itself before answering (`invalidate`). At most `maxEntries`
 * bodies (the oldest goes first).
 */
export class FeedCache {
  private readonly bodies = new Map<string, string>();
  private readonly versions = new Map<string, number>();
  private generation = 0;

  constructor(
    private readonly feed: ChangeFeed,
    keyOf: (change: Change) => string | readonly string[] | null,
    private readonly load: (key: string) => Promise<string | null>,
    private readonly maxEntries = 1000,
  ) {
    feed.subscribe((change) => {
      const keys = keyOf(change);
      if (typeof keys === 'string') this.invalidate(keys);
      else if (keys) for (const key of keys) this.invalidate(key);
    });
    feed.onResync(() => this.clear());
    feed.onDown(() => this.clear());
  }

  invalidate(key: string): void {
    this.bodies.delete(key);
    this.versions.set(key, (this.versions.get(key) ?? 0) + 1);
  }

  clear(): void {
    this.bodies.clear();
    this.generation += 1;
  }

  /** A body is kept for `key` (for what a subclass keeps beside the bodies). */
  protected has(key: string): boolean {
    return this.bodies.has(key);
  }

  /** The body for `key` (from memory when it may be), or null when `load` finds none. */
  async get(key: string): Promise<string | null> {
    const cached = this.bodies.get(key);
    if (cached !== undefined && this.feed.connected) return cached;
    const version = this.versions.get(key) ?? 0;
    const generation = this.generation;
    const epoch = this.feed.epoch;
    const body = await this.load(key);
    const unchanged =
      version === (this.versions.get(key) ?? 0) && generation === this.generation && epoch === this.feed.epoch;
    if (body !== null && unchanged && this.feed.connected) {
      if (this.bodies.size >= this.maxEntries) this.bodies.delete(this.bodies.keys().next().value!);
      this.bodies.set(key, body);
    }
    return body;
  }
}
