/**
 * Official warnings told once per member (issue 38, decision 281), end to end on real PostgreSQL:
 * the poller (pointed at a LOCAL fixture server serving the recorded NWS, NINA and CAP fixtures)
 * stores, matches and then tells; the emails are the outbox's jobs (kind 'email') and the pushes
 * the push jobs (one per device) or, during quiet hours, the held 'alert-push' jobs.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/sql-helpers';
import { createTestDatabase, type TestDatabase } from '../../test/db';
import type { JobContext } from '../jobs/jobs';
import { fillDatePlaceholders } from './fixtures/fill-dates';
import { ALERT_PUSH_JOB_KIND, alertPushJobHandler, notifyAlerts, quietHoursEnd } from './notify';
import { AlertPoller, type AlertPollerOptions } from './poller';
import { fixtureText } from './test-fixtures';

type Route = (req: IncomingMessage) => { status: number; body?: string; headers?: Record<string, string> };
let server: Server;
let base = '';
const routes = new Map<string, Route>();
let database: TestDatabase;
let clock = Date.parse('2026-11-27T10:00:00Z');
const logger = pino({ level: 'silent' });

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = req.url ?? '/';
    const route = [...routes.entries()].find(([prefix]) => path.startsWith(prefix))?.[1];
    const answer = route ? route(req) : { status: 404 };
    res.writeHead(answer.status, answer.headers ?? {});
    res.end(answer.body);
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
  await database.db.execute(sql`delete from households; delete from alerts; delete from users; delete from jobs`);
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
      publicUrl: 'https://holdfast.example',
      timeoutMs: 5000,
      ...options,
    },
    logger,
  );

const q = async <T>(query: ReturnType<typeof sql>): Promise<T[]> => rowsOf<T>(await database.db.execute(query));

async function household(country: string, latitude: number, longitude: number, ars: string | null = null) {
  const [h] = await q<{ id: string }>(sql`insert into households default values returning id`);
  await q(sql`insert into household_places (household_id, name, country, latitude, longitude, ars, position)
    values (${h!.id}::uuid, 'Home', ${country}, ${latitude}, ${longitude}, ${ars}, 0)`);
  return h!.id;
}

interface MemberOptions {
  verified?: boolean;
  severities?: string[];
  quiet?: [number, number];
  timeZone?: string;
  /** Devices with push turned on. */
  devices?: number;
}
let serial = 0;
async function member(householdId: string, options: MemberOptions = {}) {
  serial += 1;
  const id = randomUUID();
  const email = `member${serial}@example.org`;
  await q(
    sql`insert into users (id, name, email, email_verified) values (${id}, ${`Member ${serial}`}, ${email}, ${options.verified ?? true})`,
  );
  await q(sql`insert into profiles (user_id, first_name, username, date_of_birth, alert_severities, quiet_from, quiet_to, time_zone)
    values (${id}, ${`Member ${serial}`}, ${`member_${serial}`}, '1990-01-01',
      ${`{${(options.severities ?? ['Extreme', 'Severe', 'Moderate']).join(',')}}`}::text[],
      ${options.quiet?.[0] ?? null}, ${options.quiet?.[1] ?? null}, ${options.timeZone ?? null})`);
  // Every new user gets a household of their own (a trigger): move them to the test's.
  await q(sql`insert into household_members (user_id, household_id, role) values (${id}, ${householdId}::uuid, 'editor')
    on conflict (user_id) do update set household_id = excluded.household_id, role = excluded.role`);
  for (let i = 0; i < (options.devices ?? 1); i += 1)
    await q(sql`insert into push_subscriptions (user_id, endpoint, p256dh, auth, label)
      values (${id}, ${`https://push.example/${id}/${i}`}, 'key', 'auth', 'Test device')`);
  return { id, email };
}

type JobRow = {
  kind: string;
  payload: Record<string, unknown> & { message?: Record<string, unknown> };
  run_at: string;
};
const jobs = (kind: string) =>
  q<JobRow>(sql`select kind, payload, run_at from jobs where kind = ${kind} order by created_at, id`);
const emailsTo = async (email: string) => (await jobs('email')).filter((j) => j.payload.to === email);
const pushesTo = async (userId: string) => (await jobs('push')).filter((j) => j.payload.userId === userId);
const heldFor = async (userId: string) => (await jobs(ALERT_PUSH_JOB_KIND)).filter((j) => j.payload.userId === userId);
const noticesOf = (userId: string) =>
  q<{
    identifier: string;
    kind: string;
    severity: string;
    urgency: string;
  }>(sql`select a.identifier, n.kind, n.severity, n.urgency
    from alert_notices n join alerts a on a.id = n.alert_id where n.user_id = ${userId} order by n.created_at, n.kind`);

const NWS_NOW = new Date('2026-11-27T10:00:00Z');
const nwsRoute: Route = () => ({
  status: 200,
  body: fillDatePlaceholders(fixtureText('nws/testing-active.json'), NWS_NOW),
  headers: { 'content-type': 'application/geo+json' },
});
/** The recorded Severe / Immediate thunderstorm warning with a polygon (Louisiana), expiring 14 minutes after NWS_NOW. */
const POLYGON_ALERT = 'urn:oid:2.49.0.1.840.0.75fb8046440f816bf90ca0e70a8b3b6e493b7985.001.1';
const INSIDE: [number, number] = [30.25, -91.25];

describe('a new warning', () => {
  it('is told once to each member (email to verified addresses, a push per device); polling again tells nobody again; a member who joins later is told at the next poll', async () => {
    clock = NWS_NOW.getTime();
    routes.set('/nws/alerts/active', nwsRoute);
    const home = await household('US', ...INSIDE);
    const alice = await member(home, { devices: 2 });
    const bob = await member(home, { verified: false });
    const elsewhere = await member(await household('US', 40.7, -74));

    await poller().runNow();
    const [mail] = await emailsTo(alice.email);
    expect(await emailsTo(alice.email)).toHaveLength(1);
    expect(mail!.payload.subject).toBe(
      'Warning: Severe Thunderstorm Warning issued January 9 at 1:48PM EST until January 9 at 2:15PM EST by NWS Jacksonville FL',
    );
    const text = mail!.payload.text as string;
    expect(text).toContain('Issued by: NWS Jacksonville FL');
    expect(text).toContain('https://holdfast.example/alerts');
    // The instruction comes before the description.
    expect(text.indexOf('What to do:')).toBeGreaterThan(0);
    expect(text.indexOf('What to do:')).toBeLessThan(text.indexOf('What is happening:'));
    // Bob's address is not verified: no email, but his device is told.
    expect(await emailsTo(bob.email)).toEqual([]);
    expect(await pushesTo(bob.id)).toHaveLength(1);
    const pushes = await pushesTo(alice.id);
    expect(pushes).toHaveLength(2);
    const [alertRow] = await q<{ id: string }>(sql`select id from alerts where identifier = ${POLYGON_ALERT}`);
    expect(pushes[0]!.payload).toMatchObject({
      urgency: 'high',
      message: {
        url: '/alerts',
        tag: `alert-${alertRow!.id}`,
        title: expect.stringMatching(/^Warning: Severe Thunderstorm/),
      },
    });
    // Until the warning expires (14 minutes), not the 12 hours of the kind.
    expect(pushes[0]!.payload.ttlSeconds).toBe(14 * 60);
    expect(await noticesOf(alice.id)).toEqual([
      { identifier: POLYGON_ALERT, kind: 'alert', severity: 'Severe', urgency: 'Immediate' },
    ]);
    expect(await noticesOf(elsewhere.id)).toEqual([]);
    expect(await emailsTo(elsewhere.email)).toEqual([]);

    // The same poll again, by a new instance that read the source afresh: nobody is told again.
    clock += 60_000;
    await poller().runNow();
    expect(await jobs('email')).toHaveLength(1);
    expect(await jobs('push')).toHaveLength(3);

    const carol = await member(home);
    clock += 60_000;
    await poller().runNow();
    expect(await emailsTo(carol.email)).toHaveLength(1);
    expect(await jobs('email')).toHaveLength(2);
    expect(await jobs('push')).toHaveLength(4);
  });

  it('two poller instances, at once and one after the other, tell each member exactly once; so do two notifier runs at once', async () => {
    clock = NWS_NOW.getTime();
    routes.set('/nws/alerts/active', nwsRoute);
    const home = await household('US', ...INSIDE);
    const people = [await member(home), await member(home), await member(home)];
    const [a, b] = [poller(), poller()];
    await Promise.all([a.runNow(), b.runNow()]);
    await Promise.all([poller().runNow(), a.runNow()]);
    await b.runNow();
    for (const p of people) {
      expect(await emailsTo(p.email)).toHaveLength(1);
      expect(await pushesTo(p.id)).toHaveLength(1);
    }

    // Without the poll's lock: two notifier transactions at once still tell each member once.
    await q(sql`delete from alert_notices; delete from jobs`);
    const options = { publicUrl: 'https://holdfast.example', now: new Date(clock) };
    const results = await Promise.all([notifyAlerts(database.db, options), notifyAlerts(database.db, options)]);
    expect(results.map((r) => r.alert).sort()).toEqual([0, 3]);
    for (const p of people) expect(await emailsTo(p.email)).toHaveLength(1);
  });

  it('is not told to a member who chose only Extreme warnings; a Minor one is told only to who chose Minor (NINA)', async () => {
    clock = NWS_NOW.getTime();
    routes.set('/nws/alerts/active', nwsRoute);
    const home = await household('US', ...INSIDE);
    const extremeOnly = await member(home, { severities: ['Extreme'] });
    const everyone = await member(home);
    await poller().runNow();
    expect(await emailsTo(extremeOnly.email)).toEqual([]);
    expect(await pushesTo(extremeOnly.id)).toEqual([]);
    expect(await noticesOf(extremeOnly.id)).toEqual([]);
    expect(await emailsTo(everyone.email)).toHaveLength(1);

    // NINA's recorded MoWaS warning is Minor and names Bavaria's key (covers Munich).
    clock = Date.parse('2021-11-03T00:00:00Z');
    const dashboard = fixtureText('nina/sample_warnings.json');
    const details = JSON.parse(fixtureText('nina/sample_warning_details.json')) as Record<string, unknown>;
    routes.set('/nina/dashboard/', () => ({ status: 200, body: dashboard }));
    routes.set('/nina/warnings/', (req) => {
      const id = decodeURIComponent(/\/warnings\/(.+)\.json$/.exec(req.url ?? '')?.[1] ?? '');
      return id in details ? { status: 200, body: JSON.stringify(details[id]) } : { status: 404 };
    });
    const munich = await household('DE', 48.14, 11.58, '091620000000');
    const wantsMinor = await member(munich, { severities: ['Extreme', 'Severe', 'Moderate', 'Minor'] });
    const byDefault = await member(munich);
    await poller({ nwsUrl: null, ninaUrl: `${base}/nina` }).runNow();
    expect(await noticesOf(wantsMinor.id)).toEqual([
      { identifier: 'mow.DE-BW-S-SE018-20211102-18-001', kind: 'alert', severity: 'Minor', urgency: 'Immediate' },
    ]);
    expect(await emailsTo(wantsMinor.email)).toHaveLength(1);
    expect(await emailsTo(byDefault.email)).toEqual([]);
    // Minor and not Immediate-free: the push is high only for Extreme/Severe or Immediate (Immediate here).
    expect((await pushesTo(wantsMinor.id))[0]!.payload.urgency).toBe('high');
  });

  it('expiry (the clock passes expires) sends all clear to those told, once', async () => {
    clock = NWS_NOW.getTime();
    routes.set('/nws/alerts/active', nwsRoute);
    const home = await household('US', ...INSIDE);
    const told = await member(home);
    const notTold = await member(home, { severities: ['Extreme'] });
    await poller().runNow();
    routes.set('/nws/alerts/active', () => ({ status: 200, body: '{"type":"FeatureCollection","features":[]}' }));
    clock += 15 * 60_000;
    await poller().runNow();
    await poller().runNow();
    const mails = await emailsTo(told.email);
    expect(mails.map((m) => m.payload.subject)).toEqual([
      expect.stringMatching(/^Warning: /),
      'All clear: Severe Thunderstorm Warning',
    ]);
    expect(mails[1]!.payload.text).toContain('has expired');
    const pushes = await pushesTo(told.id);
    expect(pushes).toHaveLength(2);
    expect(pushes[1]!.payload.message).toMatchObject({ title: 'All clear: Severe Thunderstorm Warning' });
    // Same tag: the all clear replaces the warning on the device.
    expect(pushes[1]!.payload.message!.tag).toBe(pushes[0]!.payload.message!.tag);
    expect(await emailsTo(notTold.email)).toEqual([]);
    expect(await noticesOf(notTold.id)).toEqual([]);
  });
});

/** Canada's recorded Update and test-time variants of it (fixtures/README.md): a chain original -> update (same) -> update (Extreme) -> cancel. */
const canadaUpdate = fixtureText('cap/canada.cap');
const withSeverity = (xml: string, severity: string, urgency: string) =>
  xml
    .replace(/<severity>[^<]*<\/severity>/g, `<severity>${severity}</severity>`)
    .replace(/<urgency>[^<]*<\/urgency>/g, `<urgency>${urgency}</urgency>`);
const ORIGINAL_ID = '2.49.0.1.124.a3f342a4.2012';
const UPDATE_ID = '2.49.0.1.124.6bddbc91.2012';
const RAISED_ID = 'test.raised.2012';
const canadaOriginal = withSeverity(
  canadaUpdate
    .replace(`<identifier>${UPDATE_ID}`, `<identifier>${ORIGINAL_ID}`)
    .replace('<msgType>Update', '<msgType>Alert')
    .replace(/<references>[^<]*<\/references>/, ''),
  'Severe',
  'Expected',
);
const canadaSame = withSeverity(canadaUpdate, 'Severe', 'Expected');
const canadaRaised = withSeverity(
  canadaUpdate
    .replace(`<identifier>${UPDATE_ID}`, `<identifier>${RAISED_ID}`)
    .replace('<sent>2012-05-02T23:21:04-00:00', '<sent>2012-05-02T23:40:00-00:00')
    .replace(
      /<references>[^<]*<\/references>/,
      `<references>cap@ec.gc.ca,${UPDATE_ID},2012-05-02T23:21:04-00:00</references>`,
    ),
  'Extreme',
  'Immediate',
);
const cancelOfRaised = fixtureText('hand-made/cancel-of-canada.cap').replace(
  /<references>[^<]*<\/references>/,
  `<references>cap@ec.gc.ca,${RAISED_ID},2012-05-02T23:40:00-00:00</references>`,
);
const atom = (links: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?><feed xmlns="http://www.w3.org/2005/Atom"><id>test</id><title>t</title>${links
    .map((l, i) => `<entry><id>e${i}</id><title>e</title><link type="application/cap+xml" href="${l}"/></entry>`)
    .join('')}</feed>`;

describe('updates, cancel and quiet hours (CAP feed)', () => {
  it('an update of the same severity tells nobody, a higher one tells again, a cancel sends all clear to those told only; quiet hours hold a Severe push (not the email) but not an Extreme one', async () => {
    clock = Date.parse('2012-05-02T23:30:00Z');
    const windsor: [number, number] = [42.1, -82.7];
    const home = await household('CA', ...windsor);
    const awake = await member(home);
    // 19:30 in Toronto (UTC-4 in May): inside 19:00-07:00, which ends at 11:00 UTC.
    const sleeping = await member(home, { quiet: [19 * 60, 7 * 60], timeZone: 'America/Toronto' });
    const extremeOnly = await member(home, { severities: ['Extreme'] });
    let links: string[] = ['/cap/original.cap'];
    routes.set('/feed.atom', () => ({ status: 200, body: atom(links.map((l) => `${base}${l}`)) }));
    routes.set('/cap/original.cap', () => ({ status: 200, body: canadaOriginal }));
    routes.set('/cap/same.cap', () => ({ status: 200, body: canadaSame }));
    routes.set('/cap/raised.cap', () => ({ status: 200, body: canadaRaised }));
    routes.set('/cap/cancel.cap', () => ({ status: 200, body: cancelOfRaised }));
    const p = poller({ nwsUrl: null, capFeeds: [`${base}/feed.atom`] });

    await p.runNow();
    expect(await emailsTo(awake.email)).toHaveLength(1);
    expect(await pushesTo(awake.id)).toHaveLength(1);
    // Quiet hours: the email goes, the Severe warning's push waits until they end.
    expect(await emailsTo(sleeping.email)).toHaveLength(1);
    expect(await pushesTo(sleeping.id)).toEqual([]);
    const [held] = await heldFor(sleeping.id);
    expect(new Date(held!.run_at).toISOString()).toBe('2012-05-03T11:00:00.000Z');
    expect(await noticesOf(extremeOnly.id)).toEqual([]);

    links = [...links, '/cap/same.cap'];
    clock += 60_000;
    await p.runNow();
    expect(await emailsTo(awake.email)).toHaveLength(1);
    expect(await pushesTo(awake.id)).toHaveLength(1);
    expect((await noticesOf(awake.id)).map((n) => [n.identifier, n.kind])).toEqual([
      [ORIGINAL_ID, 'alert'],
      [UPDATE_ID, 'carried'],
    ]);

    // The held push: sent when quiet hours end while the warning (now its update) is active.
    const handler = alertPushJobHandler(database.db, () => clock);
    const context = { logger } as unknown as JobContext;
    await handler.run(held!.payload, context);
    expect(await pushesTo(sleeping.id)).toHaveLength(1);

    links = [...links, '/cap/raised.cap'];
    clock += 60_000;
    await p.runNow();
    const [, raisedMail] = await emailsTo(awake.email);
    expect(raisedMail!.payload.subject).toBe('Warning updated: severe thunderstorm watch');
    const awakePushes = await pushesTo(awake.id);
    expect(awakePushes).toHaveLength(2);
    // One chain, one tag: the update replaces the first notification on the device.
    expect(awakePushes[1]!.payload.message!.tag).toBe(awakePushes[0]!.payload.message!.tag);
    // Extreme ignores quiet hours.
    expect(await pushesTo(sleeping.id)).toHaveLength(2);
    expect(await heldFor(sleeping.id)).toHaveLength(1);
    // Not told before, Extreme now in their choice: told as a new warning.
    expect((await noticesOf(extremeOnly.id)).map((n) => [n.identifier, n.kind])).toEqual([[RAISED_ID, 'alert']]);
    expect((await noticesOf(awake.id)).map((n) => [n.identifier, n.kind])).toEqual([
      [ORIGINAL_ID, 'alert'],
      [UPDATE_ID, 'carried'],
      [RAISED_ID, 'update'],
    ]);

    const outsider = await member(await household('CA', 45.4, -75.7));
    links = [...links, '/cap/cancel.cap'];
    clock += 60_000;
    await p.runNow();
    await p.runNow();
    for (const m of [awake, sleeping, extremeOnly]) {
      const mails = await emailsTo(m.email);
      expect(mails.at(-1)!.payload.subject).toBe('All clear: thunderstorm');
      expect(mails.at(-1)!.payload.text).toContain('was cancelled by Environment Canada');
      expect(mails.filter((x) => String(x.payload.subject).startsWith('All clear'))).toHaveLength(1);
    }
    expect(await emailsTo(outsider.email)).toEqual([]);
    // The all clear of an Extreme warning is not held either; the sleeping member got all three pushes.
    expect(await pushesTo(sleeping.id)).toHaveLength(3);
  });

  it('two updates stored in one poll are compared with what was told before them: same severity, nobody is told again', async () => {
    clock = Date.parse('2012-05-02T23:30:00Z');
    const home = await household('CA', 42.1, -82.7);
    const awake = await member(home);
    const SECOND_ID = 'test.second-update.2012';
    const secondSame = withSeverity(
      canadaUpdate
        .replace(`<identifier>${UPDATE_ID}`, `<identifier>${SECOND_ID}`)
        .replace('<sent>2012-05-02T23:21:04-00:00', '<sent>2012-05-02T23:40:00-00:00')
        .replace(
          /<references>[^<]*<\/references>/,
          `<references>cap@ec.gc.ca,${UPDATE_ID},2012-05-02T23:21:04-00:00</references>`,
        ),
      'Severe',
      'Expected',
    );
    let links = ['/cap/original.cap'];
    routes.set('/feed.atom', () => ({ status: 200, body: atom(links.map((l) => `${base}${l}`)) }));
    routes.set('/cap/original.cap', () => ({ status: 200, body: canadaOriginal }));
    routes.set('/cap/same.cap', () => ({ status: 200, body: canadaSame }));
    routes.set('/cap/second.cap', () => ({ status: 200, body: secondSame }));
    const p = poller({ nwsUrl: null, capFeeds: [`${base}/feed.atom`] });
    await p.runNow();
    links = [...links, '/cap/same.cap', '/cap/second.cap'];
    clock += 60_000;
    await p.runNow();
    expect(await emailsTo(awake.email)).toHaveLength(1);
    expect(await pushesTo(awake.id)).toHaveLength(1);
    expect((await noticesOf(awake.id)).map((n) => [n.identifier, n.kind, n.severity])).toEqual([
      [ORIGINAL_ID, 'alert', 'Severe'],
      [SECOND_ID, 'carried', 'Severe'],
    ]);
  });

  it('a held push is dropped when its warning was cancelled before quiet hours end', async () => {
    clock = Date.parse('2012-05-02T23:30:00Z');
    const home = await household('CA', 42.1, -82.7);
    const sleeping = await member(home, { quiet: [22 * 60, 6 * 60] });
    let links = ['/cap/original.cap'];
    const cancelOfOriginal = fixtureText('hand-made/cancel-of-canada.cap').replace(
      /<references>[^<]*<\/references>/,
      `<references>cap@ec.gc.ca,${ORIGINAL_ID},2012-05-02T21:45:05-00:00</references>`,
    );
    routes.set('/feed.atom', () => ({ status: 200, body: atom(links.map((l) => `${base}${l}`)) }));
    routes.set('/cap/original.cap', () => ({ status: 200, body: canadaOriginal }));
    routes.set('/cap/cancel.cap', () => ({ status: 200, body: cancelOfOriginal }));
    const p = poller({ nwsUrl: null, capFeeds: [`${base}/feed.atom`] });
    await p.runNow();
    const [held] = await heldFor(sleeping.id);
    expect(new Date(held!.run_at).toISOString()).toBe('2012-05-03T06:00:00.000Z');
    links = [...links, '/cap/cancel.cap'];
    await p.runNow();
    // The all clear's push is held too (a Severe warning's), and not dropped when it runs.
    const helds = await heldFor(sleeping.id);
    expect(helds).toHaveLength(2);
    const handler = alertPushJobHandler(database.db, () => clock);
    const context = { logger } as unknown as JobContext;
    await handler.run(helds[0]!.payload, context);
    expect(await pushesTo(sleeping.id)).toEqual([]);
    await handler.run(helds[1]!.payload, context);
    const pushes = await pushesTo(sleeping.id);
    expect(pushes).toHaveLength(1);
    expect(pushes[0]!.payload.message).toMatchObject({ title: 'All clear: thunderstorm' });
  });
});

describe('quietHoursEnd', () => {
  const at = (iso: string) => new Date(iso);
  it('spans midnight when from > to, and is counted in the member’s time zone (null: UTC)', () => {
    expect(quietHoursEnd(at('2026-11-27T23:30:00Z'), 22 * 60, 7 * 60, null)?.toISOString()).toBe(
      '2026-11-28T07:00:00.000Z',
    );
    expect(quietHoursEnd(at('2026-11-27T03:15:20Z'), 22 * 60, 7 * 60, 'UTC')?.toISOString()).toBe(
      '2026-11-27T07:00:00.000Z',
    );
    expect(quietHoursEnd(at('2026-11-27T07:00:00Z'), 22 * 60, 7 * 60, null)).toBeNull();
    expect(quietHoursEnd(at('2026-11-27T21:59:59Z'), 22 * 60, 7 * 60, null)).toBeNull();
    // 12:30 in Berlin (UTC+1 in November) is inside 12:00-14:00 local, which ends at 13:00 UTC.
    expect(quietHoursEnd(at('2026-11-27T11:30:00Z'), 12 * 60, 14 * 60, 'Europe/Berlin')?.toISOString()).toBe(
      '2026-11-27T13:00:00.000Z',
    );
    expect(quietHoursEnd(at('2026-11-27T11:30:00Z'), 12 * 60, 14 * 60, null)).toBeNull();
    expect(quietHoursEnd(at('2026-11-27T11:30:00Z'), null, null, null)).toBeNull();
  });
});
