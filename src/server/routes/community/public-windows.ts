/**
 * What every viewer of a community list shares, kept in memory while the change feed listens
 * (decision 0302): windows of the public rows in the community tab's order (per cursor), and the
 * community overview's body. The viewer's own part of an answer (their own rows left out, their
 * acquisitions, the tab counts) is never kept here: it is read for each request.
 *
 * Like the other feed caches (decision 037): an event that can change what is kept drops it all,
 * so does losing or regaining the feed's connection, and while the feed is down every read goes to
 * the database. A value read while something was dropped, or while the feed's epoch moved, is not
 * kept. The feed's event arrives a few milliseconds after the commit, so writes through this
 * instance drop the windows themselves before answering (`dropOnWrite`). Concurrent misses of one
 * key share one read.
 */
import type { MiddlewareHandler } from 'hono';
import type { Change, ChangeFeed } from '../../services/realtime/change-feed';

export class FeedKept<Value> {
  private readonly kept = new Map<string, Value>();
  private readonly inflight = new Map<string, Promise<Value>>();
  private generation = 0;

  constructor(
    private readonly feed: ChangeFeed,
    drops: (change: Change) => boolean,
    private readonly maxEntries = 200,
  ) {
    feed.subscribe((change) => {
      if (drops(change)) this.clear();
    });
    feed.onResync(() => this.clear());
    feed.onDown(() => this.clear());
  }

  clear(): void {
    this.kept.clear();
    this.inflight.clear();
    this.generation += 1;
  }

  /** How many values are kept (for tests). */
  get size(): number {
    return this.kept.size;
  }

  /**
   * The value for `key`: kept, or read by `load`. `keep` says whether a value read may be kept
   * (e.g. it belongs to the key it was read for).
   */
  async get(key: string, load: () => Promise<Value>, keep: (value: Value) => boolean = () => true): Promise<Value> {
    if (!this.feed.connected) return load(); // changes are not heard: read live
    const cached = this.kept.get(key);
    if (cached !== undefined) return cached;
    const shared = this.inflight.get(key);
    if (shared) return shared;
    const generation = this.generation;
    const epoch = this.feed.epoch;
    const read = load()
      .then((value) => {
        if (generation === this.generation && epoch === this.feed.epoch && this.feed.connected && keep(value)) {
          if (this.kept.size >= this.maxEntries) this.kept.delete(this.kept.keys().next().value!);
          this.kept.set(key, value);
        }
        return value;
      })
      .finally(() => {
        if (this.inflight.get(key) === read) this.inflight.delete(key);
      });
    this.inflight.set(key, read);
    return read;
  }
}

/** A public row's event (public before or after) of `table`: it may move or change a window. */
export const publicChangeOf = (table: string) => (change: Change) =>
  change.table === table && (change.wasPublic || change.isPublic);

/**
 * What can change the overview: a public kit or plan (public before or after: its name, its
 * visibility, its deletion), a kit or plan made or deleted (an acquisition comes with its copy,
 * made in the same transaction, and goes with it), and a profile (the authors' names).
 */
export const overviewChange = (change: Change) =>
  change.table === 'profiles' ||
  ((change.table === 'kits' || change.table === 'survival_plans') &&
    (change.wasPublic || change.isPublic || change.op !== 'UPDATE'));

/** A window of public rows as the community tab reads them (list-tabs.ts). */
export interface PublicWindow {
  /** The rows, each with its owner (`list_owner`) and its cursor time (`sort_at`). */
  rows: readonly ({ id: string; list_owner: string; sort_at: string } & Record<string, unknown>)[];
  /** Fewer rows than asked for: no public row follows the last one. */
  complete: boolean;
}

/** The overview's answer body, and the month it counts from. */
export interface OverviewBody {
  since: string;
  body: string;
}

export interface CommunityKept {
  kits: FeedKept<PublicWindow>;
  plans: FeedKept<PublicWindow>;
  overview: FeedKept<OverviewBody>;
  /** For a router's writes: drops the windows of `listing` and the overview after a 2xx write. */
  dropOnWrite: (listing: 'kits' | 'plans') => MiddlewareHandler;
}

const keptPerFeed = new WeakMap<ChangeFeed, CommunityKept>();

/** The instance's kept community windows and overview (one set per change feed, i.e. per app). */
export function communityKept(feed: ChangeFeed): CommunityKept {
  let kept = keptPerFeed.get(feed);
  if (!kept) {
    const kits = new FeedKept<PublicWindow>(feed, publicChangeOf('kits'));
    const plans = new FeedKept<PublicWindow>(feed, publicChangeOf('survival_plans'));
    const overview = new FeedKept<OverviewBody>(feed, overviewChange, 2);
    kept = {
      kits,
      plans,
      overview,
      dropOnWrite: (listing) => async (c, next) => {
        await next();
        if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && c.res.status < 300) {
          (listing === 'kits' ? kits : plans).clear();
          overview.clear();
        }
      },
    };
    keptPerFeed.set(feed, kept);
  }
  return kept;
}
