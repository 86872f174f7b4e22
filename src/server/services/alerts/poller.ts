/**
 * Polls the official warning sources (issue 38, decision 280) on a timer on every instance; a
 * PostgreSQL advisory lock held by a connection of its own lets ONE instance poll at a time (the
 * others skip that round), as the reminder sweep does (services/reminders/scheduler.ts).
 *
 * By area, never per household, and only when a place of the source's country exists:
 * - NWS: ONE request per poll for all active US alerts (/alerts/active?status=actual&…), matched
 *   locally, by polygon or by the county the server finds for each place (us-counties.ts);
 * - NINA: one dashboard request per distinct district (ARS cut to the Kreis), then one details
 *   request per warning id not fetched before;
 * - CAP feeds: one request per feed, then one per CAP link not fetched before.
 * No request carries anything about a household: the NWS query names no area, NINA's names a
 * district shared by everyone in it, and CAP feeds are fetched as they are.
 *
 * Each request has a timeout and a size cap; Cache-Control max-age is honoured (no request before
 * it passes) and ETag / Last-Modified are sent back (304: nothing new). A failing source backs off
 * (doubling from one poll interval to an hour), logged once when it starts failing and once when it
 * recovers.
 */
import pg from 'pg';
import type { Logger } from 'pino';
import { Agent, fetch as undiciFetch } from 'undici';
import { ninaDashboardArs } from '@shared/alerts/match';
import type { Alert, AlertSource } from '@shared/alerts/schemas';
import type { Database } from '../../db/client';
import { householdPlaces } from '../../db/schema';
import { isLocalHost } from '../../platform/public-address';
import { checkedLookup, insideAddressCause, systemLookup, type LookupHost } from '../../platform/public-lookup';
import { parseCap } from './cap';
import { parseCapFeed } from './cap-feed';
import { readNinaDashboard, readNinaWarning } from './nina';
import { notifyAlerts } from './notify';
import { readNwsAlerts } from './nws';
import { expireAlerts, SOURCE_COUNTRY, storeSourcePoll, type StoreResult } from './store';
import { ALERT_XML_MAX_BYTES } from './xml';

/** pg_try_advisory_lock key of the poll (the reminder sweep uses 7_242_016). */
export const ALERT_POLL_LOCK_KEY = 7_242_038;
/** The largest JSON answer read (the NWS's whole-country answer is a few MB on a busy day). */
export const ALERT_JSON_MAX_BYTES = 16 * 1024 * 1024;
export const ALERT_FETCH_TIMEOUT_MS = 20_000;
const MAX_BACKOFF_MS = 3_600_000;
/** Details / CAP documents fetched per source and poll at most (the rest come next poll). */
const MAX_DOCUMENTS_PER_POLL = 200;

export interface AlertPollerOptions {
  /** api.weather.gov base URL; null: source off. */
  nwsUrl: string | null;
  /** NINA API base URL (…/api31); null: source off. */
  ninaUrl: string | null;
  capFeeds: readonly string[];
  /** Sent as User-Agent (the NWS asks for a contact in it). */
  userAgent: string;
  /** Seconds between polls; 0: no timer (runNow() still works). */
  intervalSeconds: number;
  firstRunDelayMs: number;
  now: () => number;
  /** The app's public URL: warning emails link to its /alerts. */
  publicUrl: string;
  timeoutMs?: number;
  lookup?: LookupHost;
}

export type PollResult = Partial<Record<AlertSource, StoreResult | 'skipped' | 'failed'>>;

type CacheEntry = { etag: string | null; lastModified: string | null; freshUntil: number };
type Fetched = { status: 'fresh'; bytes: Uint8Array } | { status: 'unchanged' };
type SourceHealth = { failures: number; retryAt: number };

class FetchError extends Error {}
/** A CAP link or redirect to a host inside the operator's network: not requested (decision 0280). */
class InsideAddressError extends FetchError {}

export type { LookupHost };
const MAX_REDIRECTS = 3;

export class AlertPoller {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<PollResult | null> | null = null;
  private stopped = false;
  /** Aborts the requests in flight when the instance stops (a poll may be waiting on a slow source). */
  private shutdown = new AbortController();
  private readonly cache = new Map<string, CacheEntry>();
  private readonly health = new Map<AlertSource, SourceHealth>();
  /** NINA warning ids and CAP links already read (so each is fetched once). */
  private readonly seen = new Map<AlertSource, Set<string>>();

  /**
   * The hosts of the URLs the operator configured: requested as they are (a self-hoster may run a
   * mirror inside). Any other host — a CAP link a feed names, a redirect — must be on the internet.
   */
  private readonly trustedHosts: ReadonlySet<string>;

  constructor(
    private readonly database: Database,
    private readonly options: AlertPollerOptions,
    private readonly logger: Logger,
  ) {
    const configured = [options.nwsUrl, options.ninaUrl, ...options.capFeeds].filter((u): u is string => u !== null);
    this.trustedHosts = new Set(configured.map((u) => new URL(u).hostname));
  }

  /**
   * Connections to hosts the operator did not configure: their DNS lookup is the socket's own and
   * refuses a name with any address inside (platform/public-lookup.ts), so nothing can resolve to
   * a public address when checked and to an inside one when connected (DNS rebinding).
   */
  private publicOnly: Agent | null = null;

  /**
   * A request to a host that is not configured: refused here when its name or IP literal is
   * inside (localhost, private addresses); a name is then checked by the connection's lookup.
   */
  private requestFor(url: string): typeof undiciFetch | null {
    const host = new URL(url).hostname;
    if (this.trustedHosts.has(host)) return null;
    if (isLocalHost(host)) throw new InsideAddressError(`${url}: ${host} is not on the internet`);
    return undiciFetch;
  }

  start(): void {
    if (this.options.intervalSeconds <= 0) return;
    this.stopped = false;
    if (this.shutdown.signal.aborted) this.shutdown = new AbortController();
    this.plan(this.options.firstRunDelayMs);
  }

  private plan(delayMs: number) {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.runNow()
        .catch((err: unknown) => this.logger.error({ err }, 'official warnings poll failed'))
        .finally(() => this.plan(this.options.intervalSeconds * 1000));
    }, delayMs);
    this.timer.unref();
  }

  /** Poll now unless this instance is polling (then wait for it) or another instance holds the lock (null). */
  runNow(): Promise<PollResult | null> {
    this.running ??= this.locked().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.shutdown.abort();
    await this.running?.catch(() => {});
    await this.publicOnly?.close().catch(() => {});
    this.publicOnly = null;
  }

  private async locked(): Promise<PollResult | null> {
    const pool = this.database.pool;
    if (!pool) return this.poll();
    const client = new pg.Client({ connectionString: pool.options.connectionString, connectionTimeoutMillis: 15_000 });
    client.on('error', () => {});
    await client.connect();
    try {
      const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
        ALERT_POLL_LOCK_KEY,
      ]);
      if (!rows[0]?.locked) return null;
      return await this.poll();
    } finally {
      await client.end().catch(() => {});
    }
  }

  private async poll(): Promise<PollResult> {
    const { db } = this.database;
    // Alerts of sources not asked this time (off, or no place for them) still end at their expiry.
    await expireAlerts(db, new Date(this.options.now()));
    await this.notify();
    const places = await db
      .selectDistinct({ country: householdPlaces.country, ars: householdPlaces.ars })
      .from(householdPlaces);
    const countries = new Set(places.map((p) => p.country));
    const districts = [...new Set(places.flatMap((p) => (p.ars ? [ninaDashboardArs(p.ars)!] : [])))].sort();
    const result: PollResult = {};
    const sources: [AlertSource, boolean, () => Promise<Alert[]>][] = [
      ['nws', this.options.nwsUrl !== null && countries.has(SOURCE_COUNTRY.nws!), () => this.pollNws()],
      ['nina', this.options.ninaUrl !== null && districts.length > 0, () => this.pollNina(districts)],
      ['cap', this.options.capFeeds.length > 0 && places.length > 0, () => this.pollCapFeeds()],
    ];
    for (const [source, wanted, read] of sources) {
      if (!wanted) continue;
      const health = this.health.get(source);
      if (health && this.options.now() < health.retryAt) {
        result[source] = 'skipped';
        continue;
      }
      let fetched: Alert[];
      try {
        fetched = await read();
      } catch (err) {
        this.failed(source, err);
        result[source] = 'failed';
        continue;
      }
      if (health) {
        this.health.delete(source);
        this.logger.info({ source }, 'official warnings source recovered');
      }
      result[source] = await storeSourcePoll(db, source, fetched, new Date(this.options.now()));
      // Each source's warnings are told as soon as they are stored (a slow feed does not hold back the NWS's).
      await this.notify();
    }
    return result;
  }

  /** Members are told of what is stored (decision 0281): once each, whichever instance runs it. */
  private notify() {
    return notifyAlerts(this.database.db, { publicUrl: this.options.publicUrl, now: new Date(this.options.now()) });
  }

  private failed(source: AlertSource, err: unknown) {
    const previous = this.health.get(source);
    const failures = (previous?.failures ?? 0) + 1;
    const base = Math.max(60, this.options.intervalSeconds) * 1000;
    this.health.set(source, {
      failures,
      retryAt: this.options.now() + Math.min(MAX_BACKOFF_MS, base * 2 ** (failures - 1)),
    });
    // Once per outage: the first failure is logged, the retries are not.
    if (!previous)
      this.logger.warn(
        { source, reason: err instanceof Error ? err.message : String(err) },
        'official warnings source failing; backing off',
      );
  }

  private async pollNws(): Promise<Alert[]> {
    const url = `${this.options.nwsUrl!.replace(/\/+$/, '')}/alerts/active?status=actual&message_type=alert,update,cancel`;
    const got = await this.get(url, ALERT_JSON_MAX_BYTES, 'application/geo+json');
    if (got.status === 'unchanged') return [];
    const { alerts, skipped } = readNwsAlerts(parseJson(got.bytes));
    this.logSkipped('nws', skipped);
    return alerts;
  }

  private async pollNina(districts: readonly string[]): Promise<Alert[]> {
    const base = this.options.ninaUrl!.replace(/\/+$/, '');
    const seen = this.seenOf('nina');
    const listed = new Set<string>();
    let allFresh = true;
    const out: Alert[] = [];
    let fetchedDocs = 0;
    for (const ars of districts) {
      const got = await this.get(`${base}/dashboard/${ars}.json`, ALERT_JSON_MAX_BYTES, 'application/json');
      if (got.status === 'unchanged') {
        allFresh = false;
        continue;
      }
      const { entries, skipped } = readNinaDashboard(parseJson(got.bytes));
      this.logSkipped('nina', skipped);
      for (const entry of entries) {
        listed.add(entry.id);
        if (seen.has(entry.id) || fetchedDocs >= MAX_DOCUMENTS_PER_POLL) continue;
        fetchedDocs += 1;
        const details = await this.get(
          `${base}/warnings/${encodeURIComponent(entry.id)}.json`,
          ALERT_JSON_MAX_BYTES,
          'application/json',
        );
        if (details.status === 'unchanged') continue;
        const read = readNinaWarning(parseJson(details.bytes));
        seen.add(entry.id);
        if (read.ok) out.push(read.alert);
        else this.logSkipped('nina', [{ id: entry.id, reason: read.reason }]);
      }
    }
    if (allFresh) forgetUnlisted(seen, listed);
    return out;
  }

  private async pollCapFeeds(): Promise<Alert[]> {
    const seen = this.seenOf('cap');
    const listed = new Set<string>();
    let allFresh = true;
    const out: Alert[] = [];
    let fetchedDocs = 0;
    for (const feed of this.options.capFeeds) {
      const got = await this.get(
        feed,
        ALERT_XML_MAX_BYTES,
        'application/atom+xml, application/rss+xml, application/xml',
      );
      if (got.status === 'unchanged') {
        allFresh = false;
        continue;
      }
      const parsed = parseCapFeed(got.bytes, feed);
      if (!parsed.ok) throw new FetchError(`${feed}: ${parsed.reason}`);
      this.logSkipped('cap', parsed.skipped);
      for (const entry of parsed.entries) {
        listed.add(entry.capUrl);
        if (seen.has(entry.capUrl) || fetchedDocs >= MAX_DOCUMENTS_PER_POLL) continue;
        fetchedDocs += 1;
        let doc: Fetched;
        try {
          doc = await this.get(entry.capUrl, ALERT_XML_MAX_BYTES, 'application/cap+xml, application/xml');
        } catch (err) {
          if (!(err instanceof InsideAddressError)) throw err;
          seen.add(entry.capUrl);
          this.logSkipped('cap', [{ id: entry.capUrl, reason: err.message }]);
          continue;
        }
        seen.add(entry.capUrl);
        if (doc.status === 'unchanged') continue;
        const read = parseCap(doc.bytes);
        if (read.ok) out.push(read.alert);
        else this.logSkipped('cap', [{ id: entry.capUrl, reason: read.reason }]);
      }
    }
    if (allFresh) forgetUnlisted(seen, listed);
    return out;
  }

  private seenOf(source: AlertSource): Set<string> {
    let set = this.seen.get(source);
    if (!set) this.seen.set(source, (set = new Set()));
    return set;
  }

  private logSkipped(source: AlertSource, skipped: readonly { id: string | null; reason: string }[]) {
    if (skipped.length)
      this.logger.info({ source, skipped: skipped.slice(0, 5), count: skipped.length }, 'official warnings skipped');
  }

  /** GET with a timeout, a size cap, max-age and conditional headers. */
  private async get(url: string, maxBytes: number, accept: string): Promise<Fetched> {
    const cached = this.cache.get(url);
    if (cached && this.options.now() < cached.freshUntil) return { status: 'unchanged' };
    const headers: Record<string, string> = { 'user-agent': this.options.userAgent, accept };
    if (cached?.etag) headers['if-none-match'] = cached.etag;
    if (cached?.lastModified) headers['if-modified-since'] = cached.lastModified;
    const signal = AbortSignal.any([
      AbortSignal.timeout(this.options.timeoutMs ?? ALERT_FETCH_TIMEOUT_MS),
      this.shutdown.signal,
    ]);
    // Redirects are followed by hand, each new host checked like a CAP link's.
    let target = url;
    let res: Response;
    for (let hops = 0; ; hops += 1) {
      const outside = this.requestFor(target);
      try {
        res = outside
          ? ((await outside(target, {
              headers,
              redirect: 'manual',
              signal,
              dispatcher: (this.publicOnly ??= new Agent({
                connect: { lookup: checkedLookup(this.options.lookup ?? systemLookup) },
              })),
            })) as unknown as Response)
          : await fetch(target, { headers, redirect: 'manual', signal });
      } catch (err) {
        const inside = insideAddressCause(err);
        if (inside) throw new InsideAddressError(`${target}: ${inside.message}`);
        throw err;
      }
      if (res.status < 300 || res.status >= 400 || res.status === 304) break;
      const location = res.headers.get('location');
      await res.body?.cancel();
      if (!location || hops >= MAX_REDIRECTS)
        throw new FetchError(`${url}: HTTP ${res.status} without a usable redirect`);
      target = new URL(location, target).href;
      if (!/^https?:$/.test(new URL(target).protocol))
        throw new FetchError(`${url}: redirected to a non-http(s) address`);
    }
    const maxAge = /(?:^|,)\s*max-age=(\d+)/i.exec(res.headers.get('cache-control') ?? '')?.[1];
    const freshUntil = this.options.now() + Math.min(Number(maxAge ?? 0), 3600) * 1000;
    if (res.status === 304 && cached) {
      cached.freshUntil = freshUntil;
      await res.body?.cancel();
      return { status: 'unchanged' };
    }
    if (!res.ok) {
      await res.body?.cancel();
      throw new FetchError(`${url}: HTTP ${res.status}`);
    }
    const bytes = await readCapped(res, maxBytes, url);
    this.cache.set(url, { etag: res.headers.get('etag'), lastModified: res.headers.get('last-modified'), freshUntil });
    return { status: 'fresh', bytes };
  }
}

/** Once every list was read afresh, what none of them lists any more is forgotten (the sets stay the size of the lists). */
const forgetUnlisted = (seen: Set<string>, listed: ReadonlySet<string>) => {
  for (const key of seen) if (!listed.has(key)) seen.delete(key);
};

const readCapped = async (res: Response, maxBytes: number, url: string): Promise<Uint8Array> => {
  const declared = Number(res.headers.get('content-length') ?? 0);
  if (declared > maxBytes) {
    await res.body?.cancel();
    throw new FetchError(`${url}: larger than ${maxBytes} bytes`);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = res.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new FetchError(`${url}: larger than ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
};

const parseJson = (bytes: Uint8Array): unknown => {
  try {
    return JSON.parse(new TextDecoder().decode(bytes)) as unknown;
  } catch {
    throw new FetchError('not JSON');
  }
};
