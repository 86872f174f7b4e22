/**
 * The official warnings poller end to end on real PostgreSQL, against a LOCAL fixture server
 * (node:http on 127.0.0.1) serving the recorded fixtures; the poller's URLs point at it and it
 * counts every request.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pointInPolygon } from '@shared/alerts/match';
import { alerts, householdAlerts } from '../../db/schema';
import { createTestDatabase, type TestDatabase } from '../../test/db';
import { fillDatePlaceholders } from './fixtures/fill-dates';
import { ALERT_JSON_MAX_BYTES, AlertPoller, type AlertPollerOptions } from './poller';
import { fixtureText } from './test-fixtures';
import { ALERT_XML_MAX_BYTES } from './xml';

type Route = (req: IncomingMessage) => { status: number; body?: string; headers?: Record<string, string> };

let server: Server;
let base = '';
const routes = new Map<string, Route>();
const hits: { path: string; headers: IncomingMessage['headers'] }[] = [];
const hitsOf = (prefix: string) => hits.filter((h) => h.path.startsWith(prefix));
/** While set, answers wait for it (a slow source). */
let hold: Promise<void> | null = null;

let database: TestDatabase;
let clock = Date.parse('2026-11-27T10:00:00Z');
const logged: { level: number; msg: string }[] = [];
const logger = pino(
  { level: 'info' },
  { write: (line: string) => void logged.push(JSON.parse(line) as { level: number; msg: string }) },
);

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = req.url ?? '/';
    hits.push({ path, headers: req.headers });
    const route = [...routes.entries()].find(([prefix]) => path.startsWith(prefix))?.[1];
    void (hold ?? Promise.resolve()).then(() => {
      const answer = route ? route(req) : { status: 404 };
      res.writeHead(answer.status, answer.headers ?? {});
      res.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.destroy();
  await new Promise((resolve) => server.close(resolve));
});
afterEach(async () => {
  routes.clear();
  hits.length = 0;
  logged.length = 0;
  await database.db.execute(sql`delete from households; delete from alerts`);
});

const poller = (options: Partial<AlertPollerOptions> = {}) =>
  new AlertPoller(
    database,
    {
      nwsUrl: `${base}/nws`,
      ninaUrl: null,
      capFeeds: [],
      userAgent: 'Holdfast/test (http://localhost; ops@example.org)',
      intervalSeconds: 300,
      firstRunDelayMs: 0,
      now: () => clock,
      publicUrl: 'http://localhost',
      timeoutMs: 5000,
      ...options,
    },
    logger,
  );

async function household(): Promise<string> {
  const { rows } = await database.pool!.query<{ id: string }>('insert into households default values returning id');
  return rows[0]!.id;
}
async function place(
  householdId: string,
  country: string,
  latitude: number,
  longitude: number,
  ars: string | null = null,
): Promise<string> {
  const { rows } = await database.pool!.query<{ id: string }>(
    `insert into household_places (household_id, name, country, latitude, longitude, ars, position)
     values ($1, 'Home', $2, $3, $4, $5, 0) returning id`,
    [householdId, country, latitude, longitude, ars],
  );
  return rows[0]!.id;
}
const matchesOf = (householdId: string) =>
  database.db
    .select({ identifier: alerts.identifier, placeId: householdAlerts.placeId, endedReason: alerts.endedReason })
    .from(householdAlerts)
    .innerJoin(alerts, eq(alerts.id, householdAlerts.alertId))
    .where(eq(householdAlerts.householdId, householdId));
const alertCount = async () => (await database.db.select({ n: sql<number>`count(*)::int` }).from(alerts))[0]!.n;

/** The recorded NWS answer, dates filled relative to the test's starting clock, with Last-Modified. */
const NWS_NOW = new Date('2026-11-27T10:00:00Z');
const LAST_MODIFIED = 'Fri, 27 Nov 2026 09:59:00 GMT';
const nwsRoute: Route = (req) =>
  req.headers['if-modified-since'] === LAST_MODIFIED
    ? { status: 304 }
    : {
        status: 200,
        body: fillDatePlaceholders(fixtureText('nws/testing-active.json'), NWS_NOW),
        headers: { 'content-type': 'application/geo+json', 'last-modified': LAST_MODIFIED },
      };
/** The recorded polygon (lon -92..-90.5, lat 30..30.5, Louisiana) of the one NWS alert that has one. */
// The recorded answer has 38 features, two of them the same message (same id): 37 stored.
const POLYGON_ALERT = 'urn:oid:2.49.0.1.840.0.75fb8046440f816bf90ca0e70a8b3b6e493b7985.001.1';
/** The recorded Wind Advisory: no polygon, SAME 001073 (Jefferson County, Alabama). */
const SAME_ALERT = 'urn:oid:2.49.0.1.840.0.21973bd423ae0db39e5260d08fa31bb6eba8b288.001.1';

describe('NWS', () => {
  it('stores the active alerts, matches a place inside an alert polygon, and the same poll again stores nothing new', async () => {
    clock = Date.parse('2026-11-27T10:00:00Z');
    routes.set('/nws/alerts/active', nwsRoute);
    const inside = await household();
    const insidePlace = await place(inside, 'US', 30.25, -91.25);
    const outside = await household();
    await place(outside, 'US', 40.7, -74);
    const p = poller();
    const first = await p.runNow();
    expect(first?.nws).toMatchObject({ inserted: 37, matched: 1 });
    expect(hitsOf('/nws')).toHaveLength(1);
    expect(hitsOf('/nws')[0]!.path).toBe('/nws/alerts/active?status=actual&message_type=alert,update,cancel');
    expect(hitsOf('/nws')[0]!.headers['user-agent']).toBe('Holdfast/test (http://localhost; ops@example.org)');
    expect(await matchesOf(inside)).toEqual([{ identifier: POLYGON_ALERT, placeId: insidePlace, endedReason: null }]);
    expect(await matchesOf(outside)).toEqual([]);

    // A new poller (no conditional headers): the same answer again stores and matches nothing new.
    const again = await poller().runNow();
    expect(again?.nws).toMatchObject({ inserted: 0, matched: 0 });
    expect(await alertCount()).toBe(37);
  });

  it('an alert without a polygon is matched to US places by county (its SAME codes), found on this server', async () => {
    clock = Date.parse('2026-11-27T10:00:00Z');
    routes.set('/nws/alerts/active', nwsRoute);
    // The recorded Wind Advisory has no polygon; its area is SAME 001073, Jefferson County, Alabama.
    const birmingham = await household();
    const birminghamPlace = await place(birmingham, 'US', 33.5186, -86.8104);
    const shelby = await household(); // the next county south-east, 25 km from its line
    await place(shelby, 'US', 33.26, -86.66);
    const onTheLine = await household(); // under 2 km from Jefferson County's line, in Shelby County
    await place(onTheLine, 'US', 33.3, -86.95);
    await poller().runNow();
    expect(hitsOf('/nws')).toHaveLength(1);
    expect(await matchesOf(birmingham)).toEqual([
      { identifier: SAME_ALERT, placeId: birminghamPlace, endedReason: null },
    ]);
    expect(await matchesOf(shelby)).toEqual([]);
    expect((await matchesOf(onTheLine)).map((m) => m.identifier)).toEqual([SAME_ALERT]);
  });

  it('1,000 households with places in 3 US states cost one NWS request per poll', async () => {
    clock = Date.parse('2026-11-27T10:00:00Z');
    routes.set('/nws/alerts/active', nwsRoute);
    await database.pool!.query(`
      with h as (insert into households select from generate_series(1, 1000) returning id),
           n as (select id, row_number() over () as i from h)
      insert into household_places (household_id, name, country, latitude, longitude, position)
      select id, 'Home', 'US',
        case i % 3 when 0 then 30.25 when 1 then 40.7 else 34.05 end,
        case i % 3 when 0 then -91.25 when 1 then -74.0 else -118.25 end, 0 from n`);
    const p = poller();
    const started = performance.now();
    const result = await p.runNow();
    const ms = performance.now() - started;
    expect(hitsOf('/nws')).toHaveLength(1);
    // One in three is in the recorded Louisiana polygon.
    expect(result?.nws).toMatchObject({ inserted: 37, matched: 333 });
    clock += 301_000;
    await p.runNow();
    expect(hitsOf('/nws')).toHaveLength(2);
    console.warn(`measured: first poll with 1,000 households: ${Math.round(ms)} ms`);
  });

  it('sends If-Modified-Since on the next poll; the 304 stores nothing', async () => {
    clock = Date.parse('2026-11-27T10:00:00Z');
    routes.set('/nws/alerts/active', nwsRoute);
    await place(await household(), 'US', 30.25, -91.25);
    const p = poller();
    await p.runNow();
    clock += 60_000;
    const second = await p.runNow();
    expect(hitsOf('/nws')).toHaveLength(2);
    expect(hitsOf('/nws')[0]!.headers['if-modified-since']).toBeUndefined();
    expect(hitsOf('/nws')[1]!.headers['if-modified-since']).toBe(LAST_MODIFIED);
    expect(second?.nws).toMatchObject({ inserted: 0, matched: 0, expired: 0 });
    expect(await alertCount()).toBe(37);
  });

  it('honours Cache-Control max-age: no request before it passes', async () => {
    clock = Date.parse('2026-11-27T10:00:00Z');
    routes.set('/nws/alerts/active', (req) => ({
      ...nwsRoute(req),
      headers: { 'cache-control': 'public, max-age=120' },
    }));
    await place(await household(), 'US', 30.25, -91.25);
    const p = poller();
    await p.runNow();
    clock += 60_000;
    await p.runNow();
    expect(hitsOf('/nws')).toHaveLength(1);
    clock += 61_000;
    await p.runNow();
    expect(hitsOf('/nws')).toHaveLength(2);
  });

  it('an alert past its expires ends as expired at the next poll and stays listed for the household', async () => {
    clock = Date.parse('2026-11-27T10:00:00Z');
    routes.set('/nws/alerts/active', nwsRoute);
    const home = await household();
    await place(home, 'US', 30.25, -91.25);
    const p = poller();
    await p.runNow();
    // The household's realtime feed hears of the end (its banner must go), as of the match.
    const listener = await database.pool!.connect();
    const heard: { table: string; household: string }[] = [];
    listener.on('notification', (n) => heard.push(JSON.parse(n.payload!) as { table: string; household: string }));
    await listener.query('listen holdfast_changes');
    clock += 15 * 60_000; // the recorded polygon alert expires 14 minutes after "now"
    const later = await p.runNow();
    expect(later?.nws).toMatchObject({ inserted: 0 });
    expect(await matchesOf(home)).toEqual([
      expect.objectContaining({ identifier: POLYGON_ALERT, endedReason: 'expired' }),
    ]);
    await expect
      .poll(() => heard)
      .toContainEqual(expect.objectContaining({ table: 'household_alerts', household: home }));
    await listener.query('unlisten holdfast_changes');
    listener.release();
  });

  it('a source turned off still has its alerts end at their expiry', async () => {
    clock = Date.parse('2026-11-27T10:00:00Z');
    routes.set('/nws/alerts/active', nwsRoute);
    const home = await household();
    await place(home, 'US', 30.25, -91.25);
    await poller().runNow();
    clock += 15 * 60_000;
    expect(await poller({ nwsUrl: null }).runNow()).toEqual({});
    expect(await matchesOf(home)).toEqual([
      expect.objectContaining({ identifier: POLYGON_ALERT, endedReason: 'expired' }),
    ]);
    expect(hitsOf('/nws')).toHaveLength(1);
  });

  it('asks nothing when no place is in the US, and nothing of a source that is off', async () => {
    routes.set('/nws/alerts/active', nwsRoute);
    await place(await household(), 'DE', 52.5, 13.4);
    expect(await poller().runNow()).toEqual({});
    await place(await household(), 'US', 30.25, -91.25);
    expect(await poller({ nwsUrl: null }).runNow()).toEqual({});
    expect(hits).toHaveLength(0);
  });

  it('a failing source backs off and is logged once per outage and once at recovery', async () => {
    clock = Date.parse('2026-11-27T10:00:00Z');
    let down = true;
    routes.set('/nws/alerts/active', (req) => (down ? { status: 503, body: 'down' } : nwsRoute(req)));
    await place(await household(), 'US', 30.25, -91.25);
    const p = poller();
    expect((await p.runNow())?.nws).toBe('failed');
    expect((await p.runNow())?.nws).toBe('skipped'); // backing off: no request
    expect(hitsOf('/nws')).toHaveLength(1);
    clock += 301_000;
    expect((await p.runNow())?.nws).toBe('failed');
    clock += 301_000;
    expect((await p.runNow())?.nws).toBe('skipped'); // the wait doubled
    expect(hitsOf('/nws')).toHaveLength(2);
    expect(logged.filter((l) => l.msg.includes('failing'))).toHaveLength(1);
    down = false;
    clock += 301_000;
    expect((await p.runNow())?.nws).toMatchObject({ inserted: 37 });
    expect(logged.filter((l) => l.msg.includes('recovered'))).toHaveLength(1);
  });

  it('stopping the instance aborts a poll waiting on a slow source', async () => {
    clock = Date.parse('2026-11-27T10:00:00Z');
    routes.set('/nws/alerts/active', nwsRoute);
    await place(await household(), 'US', 30.25, -91.25);
    let release!: () => void;
    hold = new Promise<void>((resolve) => (release = resolve));
    const p = poller({ timeoutMs: 60_000 });
    const polling = p.runNow();
    await new Promise((r) => setTimeout(r, 200));
    const started = performance.now();
    await p.stop();
    expect(performance.now() - started).toBeLessThan(2000);
    expect((await polling)?.nws).toBe('failed');
    release();
    hold = null;
  });

  it('two instances polling at once: one does the work (advisory lock)', async () => {
    clock = Date.parse('2026-11-27T10:00:00Z');
    await place(await household(), 'US', 30.25, -91.25);
    routes.set('/nws/alerts/active', nwsRoute);
    let release!: () => void;
    // A slow answer holds the first poll (and its lock) while the second one tries.
    hold = new Promise<void>((resolve) => (release = resolve));
    const first = poller().runNow();
    await new Promise((r) => setTimeout(r, 300));
    const second = await poller().runNow();
    release();
    hold = null;
    expect(second).toBeNull();
    expect((await first)?.nws).toMatchObject({ inserted: 37 });
    expect(hitsOf('/nws')).toHaveLength(1);
  });
});

/** Canada's recorded Update, and the Alert it references (derived here: its identifier, msgType Alert, no references). */
const canadaUpdate = fixtureText('cap/canada.cap');
const canadaOriginal = canadaUpdate
  .replace('<identifier>2.49.0.1.124.6bddbc91.2012', '<identifier>2.49.0.1.124.a3f342a4.2012')
  .replace('<msgType>Update', '<msgType>Alert')
  .replace(/<references>[^<]*<\/references>/, '');
const atom = (links: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?><feed xmlns="http://www.w3.org/2005/Atom"><id>test</id><title>t</title>${links
    .map((l, i) => `<entry><id>e${i}</id><title>e</title><link type="application/cap+xml" href="${l}"/></entry>`)
    .join('')}</feed>`;

describe('CAP feeds', () => {
  it('stores and matches by polygon; an update replaces and carries the match; a cancel ends it; an XXE entry is skipped without an outside fetch', async () => {
    clock = Date.parse('2012-05-02T23:30:00Z');
    const windsor = [42.1, -82.7] as [number, number];
    const canadaPolygon = [...canadaUpdate.matchAll(/<polygon>([^<]*)/g)][0]![1]!
      .trim()
      .split(/\s+/)
      .map((p) => p.split(',').map(Number) as [number, number]);
    expect(pointInPolygon(windsor, canadaPolygon)).toBe(true);
    const home = await household();
    const homePlace = await place(home, 'CA', ...windsor);
    await place(await household(), 'CA', 45.4, -75.7);

    let links = ['/cap/original.cap', '/cap/xee.cap'];
    routes.set('/feed.atom', () => ({ status: 200, body: atom(links.map((l) => `${base}${l}`)) }));
    routes.set('/cap/original.cap', () => ({ status: 200, body: canadaOriginal }));
    routes.set('/cap/update.cap', () => ({ status: 200, body: canadaUpdate }));
    routes.set('/cap/cancel.cap', () => ({ status: 200, body: fixtureText('hand-made/cancel-of-canada.cap') }));
    routes.set('/cap/xee.cap', () => ({
      status: 200,
      body: fixtureText('cap/xee.cap').replaceAll('http://localhost:8080', `${base}/outside`),
    }));
    const p = poller({ nwsUrl: null, capFeeds: [`${base}/feed.atom`] });

    expect((await p.runNow())?.cap).toMatchObject({ inserted: 1, matched: 1 });
    expect(await matchesOf(home)).toEqual([
      { identifier: '2.49.0.1.124.a3f342a4.2012', placeId: homePlace, endedReason: null },
    ]);
    expect(hitsOf('/outside')).toHaveLength(0);
    expect(hitsOf('/cap/xee.cap')).toHaveLength(1);
    expect(logged.some((l) => l.msg === 'official warnings skipped')).toBe(true);

    links = [...links, '/cap/update.cap'];
    expect((await p.runNow())?.cap).toMatchObject({ inserted: 1, replaced: 1 });
    // Each CAP link is fetched once.
    expect(hitsOf('/cap/original.cap')).toHaveLength(1);
    const afterUpdate = await matchesOf(home);
    expect(afterUpdate).toEqual(
      expect.arrayContaining([
        { identifier: '2.49.0.1.124.a3f342a4.2012', placeId: homePlace, endedReason: 'replaced' },
        { identifier: '2.49.0.1.124.6bddbc91.2012', placeId: homePlace, endedReason: null },
      ]),
    );
    const [original] = await database.db
      .select()
      .from(alerts)
      .where(eq(alerts.identifier, '2.49.0.1.124.a3f342a4.2012'));
    const [update] = await database.db.select().from(alerts).where(eq(alerts.identifier, '2.49.0.1.124.6bddbc91.2012'));
    expect(original!.replacedBy).toBe(update!.id);

    links = [...links, '/cap/cancel.cap'];
    expect((await p.runNow())?.cap).toMatchObject({ inserted: 1, cancelled: 1 });
    const [cancelled] = await database.db
      .select({ endedReason: alerts.endedReason })
      .from(alerts)
      .where(and(eq(alerts.identifier, '2.49.0.1.124.6bddbc91.2012')));
    expect(cancelled!.endedReason).toBe('cancel');
    expect(hitsOf('/outside')).toHaveLength(0);

    // A link the feed no longer lists is forgotten; listed again, it is read again and stores nothing new.
    links = links.filter((l) => l !== '/cap/original.cap');
    await p.runNow();
    links = ['/cap/original.cap', ...links];
    expect((await p.runNow())?.cap).toMatchObject({ inserted: 0 });
    expect(hitsOf('/cap/original.cap')).toHaveLength(2);
    expect(hitsOf('/cap/update.cap')).toHaveLength(1);
  });
});

describe('NINA', () => {
  const dashboard = fixtureText('nina/sample_warnings.json');
  const details = JSON.parse(fixtureText('nina/sample_warning_details.json')) as Record<string, unknown>;

  it('one dashboard request per distinct district, one details request per new warning id; matched by ARS', async () => {
    clock = Date.parse('2021-11-03T00:00:00Z');
    routes.set('/nina/dashboard/', () => ({
      status: 200,
      body: dashboard,
      headers: { 'content-type': 'application/json' },
    }));
    routes.set('/nina/warnings/', (req) => {
      const id = decodeURIComponent(/\/warnings\/(.+)\.json$/.exec(req.url ?? '')?.[1] ?? '');
      return id in details ? { status: 200, body: JSON.stringify(details[id]) } : { status: 404 };
    });
    const munich = await household();
    const munichPlace = await place(munich, 'DE', 48.14, 11.58, '091620000000');
    // Another place in the same district (Munich) and one in Berlin: two districts in all.
    await place(await household(), 'DE', 48.1, 11.6, '091620000000');
    const berlin = await household();
    await place(berlin, 'DE', 52.52, 13.4, '110000000000');
    // A German place without a district key: no request for it.
    await place(await household(), 'DE', 50.9, 6.9);

    const p = poller({ nwsUrl: null, ninaUrl: `${base}/nina` });
    expect((await p.runNow())?.nina).toMatchObject({ inserted: 2 });
    expect(
      hitsOf('/nina/dashboard/')
        .map((h) => h.path)
        .sort(),
    ).toEqual(['/nina/dashboard/091620000000.json', '/nina/dashboard/110000000000.json']);
    expect(hitsOf('/nina/warnings/')).toHaveLength(2);
    // The recorded MoWaS warning names all 16 states' keys (090000000000 covers Munich, 110000000000
    // Berlin); the recorded DWD one names no ARS and no polygon, so it covers no place.
    expect(await matchesOf(munich)).toEqual([
      { identifier: 'mow.DE-BW-S-SE018-20211102-18-001', placeId: munichPlace, endedReason: null },
    ]);
    expect((await matchesOf(berlin)).map((m) => m.identifier)).toEqual(['mow.DE-BW-S-SE018-20211102-18-001']);
    const matchedPlaces = await database.db.select().from(householdAlerts);
    expect(matchedPlaces).toHaveLength(3); // the three places with a district key; the one without has none

    clock += 301_000;
    expect((await p.runNow())?.nina).toMatchObject({ inserted: 0 });
    expect(hitsOf('/nina/dashboard/')).toHaveLength(4);
    expect(hitsOf('/nina/warnings/')).toHaveLength(2);
  });
});

describe('size caps', () => {
  it('an answer over the cap fails its source, whether announced (Content-Length) or streamed', async () => {
    clock = Date.parse('2026-11-27T10:00:00Z');
    await place(await household(), 'US', 30.25, -91.25);
    const big = 'x'.repeat(ALERT_JSON_MAX_BYTES + 1);
    routes.set('/nws/alerts/active', () => ({
      status: 200,
      body: big,
      headers: { 'content-length': String(big.length) },
    }));
    // Streamed without a length: counted while reading.
    const feed = `<feed xmlns="http://www.w3.org/2005/Atom"><id>${'y'.repeat(ALERT_XML_MAX_BYTES)}</id></feed>`;
    routes.set('/feed.atom', () => ({ status: 200, body: feed, headers: { 'transfer-encoding': 'chunked' } }));
    const result = await poller({ capFeeds: [`${base}/feed.atom`] }).runNow();
    expect(result).toEqual({ nws: 'failed', cap: 'failed' });
    const reasons = logged
      .filter((l) => l.msg.includes('failing'))
      .map((l) => (l as unknown as { reason: string }).reason);
    expect(reasons).toEqual([
      `${base}/nws/alerts/active?status=actual&message_type=alert,update,cancel: larger than ${ALERT_JSON_MAX_BYTES} bytes`,
      `${base}/feed.atom: larger than ${ALERT_XML_MAX_BYTES} bytes`,
    ]);
    expect(await alertCount()).toBe(0);
  });
});

describe('CAP links to addresses inside', () => {
  it('a CAP link or redirect to a host inside is skipped without a request; the configured feed host is trusted', async () => {
    clock = Date.parse('2012-05-02T23:30:00Z');
    await place(await household(), 'CA', 42.1, -82.7);
    const port = new URL(base).port;
    routes.set('/feed.atom', () => ({
      status: 200,
      body: atom([
        `http://localhost:${port}/cap/secret-a.cap`,
        `http://metadata.example:${port}/cap/secret-b.cap`,
        `${base}/cap/moved.cap`,
        `${base}/cap/original.cap`,
      ]),
    }));
    routes.set('/cap/moved.cap', () => ({
      status: 302,
      headers: { location: `http://169.254.169.254:${port}/cap/secret-c.cap` },
    }));
    routes.set('/cap/original.cap', () => ({ status: 200, body: canadaOriginal }));
    routes.set('/cap/secret', () => ({ status: 200, body: canadaUpdate }));
    // metadata.example "resolves" to the cloud metadata address.
    const lookups: string[] = [];
    const p = poller({
      nwsUrl: null,
      capFeeds: [`${base}/feed.atom`],
      lookup: async (host) => {
        lookups.push(host);
        return ['169.254.169.254'];
      },
    });
    expect((await p.runNow())?.cap).toMatchObject({ inserted: 1 });
    expect(hitsOf('/cap/secret')).toHaveLength(0);
    expect(hitsOf('/cap/moved.cap')).toHaveLength(1);
    expect(lookups).toEqual(['metadata.example']);
    const reasons = logged
      .filter((l) => l.msg === 'official warnings skipped')
      .flatMap((l) => (l as unknown as { skipped: { reason: string }[] }).skipped.map((s) => s.reason));
    expect(reasons).toEqual([
      `http://localhost:${port}/cap/secret-a.cap: localhost is not on the internet`,
      `http://metadata.example:${port}/cap/secret-b.cap: its host metadata.example resolves to 169.254.169.254, not on the internet`,
      `http://169.254.169.254:${port}/cap/secret-c.cap: 169.254.169.254 is not on the internet`,
    ]);
  });
});

describe('CAP circles', () => {
  it('a place inside a CAP circle is matched (the recorded USGS earthquake, radius 0: its epicentre only)', async () => {
    clock = Date.parse('2010-08-31T01:00:00Z');
    routes.set('/quakes.atom', () => ({ status: 200, body: atom([`${base}/cap/earthquake.cap`]) }));
    routes.set('/cap/earthquake.cap', () => ({ status: 200, body: fixtureText('cap/earthquake.cap') }));
    const epicentre = await household();
    const epicentrePlace = await place(epicentre, 'TO', -16.053, -173.274);
    const nearby = await household();
    await place(nearby, 'TO', -16.2, -173.274);
    expect((await poller({ nwsUrl: null, capFeeds: [`${base}/quakes.atom`] }).runNow())?.cap).toMatchObject({
      inserted: 1,
      matched: 1,
    });
    expect(await matchesOf(epicentre)).toEqual([
      { identifier: 'USGS-earthquakes-us2010apcd.6.20100831T000925.496Z', placeId: epicentrePlace, endedReason: null },
    ]);
    expect(await matchesOf(nearby)).toEqual([]);
  });
});
