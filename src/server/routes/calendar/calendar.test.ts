import { Writable } from 'node:stream';
import ical, { type VEvent } from 'node-ical';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { CALENDAR_NAME } from '@shared/calendar/schemas';
import { createApp } from '../../app';
import { kitItems, kits, resourceBatches, userResources } from '../../db/schema';
import { createTestApp, TEST_AUTH_SECRET, TEST_PUBLIC_URL, type TestApp } from '../../test/app';
import { errorJson, signedInWithProfile, signUpAndVerify, TestClient } from '../../test/client';
import { householdIdOf } from '../../test/households';
import { expectRefusedWithoutWrite } from '../../test/snapshot';
import { foldLine } from './calendar.feed';
import { CALENDAR_FEED_LIMIT } from './calendar.handlers';

// One app (and database) for the file, made while the file loads. TRUST_PROXY: a test can speak for
// a client address (X-Forwarded-For) to reach the feed's per-address limit.
const t: TestApp = await createTestApp({ mail: true, env: { TRUST_PROXY: '1' } });
afterAll(() => t.close());
const { db } = t.database;

/** The feed URL of a signed-in user (created on first use). */
async function feedUrl(client: TestClient): Promise<string> {
  const res = await client.api.calendar.reset.$post();
  if (res.status !== 200) throw new Error(`reset failed: ${res.status} ${await res.text()}`);
  return (await res.json()).url;
}
/** Fetch a feed URL the way a calendar app does: no cookie. */
const fetchFeed = (url: string) => new TestClient(t).get(new URL(url).pathname);

/** The document parsed by node-ical, an independent parser; its events by UID. */
function parse(text: string): Map<string, VEvent> {
  const parsed = ical.sync.parseICS(text);
  const events = Object.values(parsed).filter((c): c is VEvent => c?.type === 'VEVENT');
  return new Map(events.map((e) => [e.uid, e]));
}

/** The calendar day an all-day event starts on (node-ical gives local midnight of that day). */
const dayOf = (e: VEvent) => {
  const d = e.start;
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

async function addSupply(
  userId: string,
  name: string,
  unit: string,
  batches: { quantity: number; expiresOn: string | null }[],
) {
  const householdId = await householdIdOf(db, userId);
  const [resource] = await db
    .insert(userResources)
    .values({ householdId, name, category: 'Water', unit, targetQuantity: 10, currentQuantity: 0 })
    .returning({ id: userResources.id });
  return db
    .insert(resourceBatches)
    .values(batches.map((b) => ({ ...b, householdId, resourceId: resource!.id, addedOn: '2026-11-01' })))
    .returning({ id: resourceBatches.id, expiresOn: resourceBatches.expiresOn });
}

async function addKit(ownerId: string, name: string, items: { itemName: string; expiresOn: string | null }[]) {
  const [kit] = await db.insert(kits).values({ ownerId, name }).returning({ id: kits.id });
  const rows = await db
    .insert(kitItems)
    .values(items.map((i, position) => ({ ...i, kitId: kit!.id, category: 'First Aid & Hygiene', position })))
    .returning({ id: kitItems.id });
  return { kitId: kit!.id, itemIds: rows.map((r) => r.id) };
}

describe('GET /api/calendar/{token}.ics', () => {
  it('one all-day event per dated batch and kit item, each with a reminder; parses with an independent parser', async () => {
    const { client, data } = await signedInWithProfile(t);
    const userId = await userIdOf(data.email);
    const water = await addSupply(userId, 'Water (Gallons)', 'gallons', [
      { quantity: 10, expiresOn: '2027-03-12' },
      { quantity: 4, expiresOn: '2020-01-31' }, // expired and still in stock: listed
      { quantity: 6, expiresOn: null }, // no expiry: not listed
    ]);
    const { kitId, itemIds } = await addKit(userId, 'Go bag', [
      { itemName: 'Ibuprofen', expiresOn: '2026-12-31' },
      { itemName: 'Rope', expiresOn: null },
    ]);

    const res = await fetchFeed(await feedUrl(client));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const text = await res.text();
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(text).toContain(`X-WR-CALNAME:${CALENDAR_NAME}\r\n`);
    expect(text).toMatch(/\r\nPRODID:[^\r\n]+\r\n/);
    // All-day: a DATE with no time and no time zone, so every calendar shows the same day.
    expect(text).toContain('DTSTART;VALUE=DATE:20270312\r\n');
    expect(text).toContain('DTEND;VALUE=DATE:20270313\r\n');

    const events = parse(text);
    expect([...events.keys()].sort()).toEqual(
      [`batch-${water[0]!.id}@holdfast`, `batch-${water[1]!.id}@holdfast`, `kit-item-${itemIds[0]}@holdfast`].sort(),
    );
    const batch = events.get(`batch-${water[0]!.id}@holdfast`)!;
    expect(batch.summary).toBe('Expires: Water (Gallons), 10 gallons');
    expect(batch.datetype).toBe('date');
    expect(dayOf(batch)).toBe('2027-03-12');
    expect(String(batch.description)).toContain(`${TEST_PUBLIC_URL}/resource-tracker`);
    expect(dayOf(events.get(`batch-${water[1]!.id}@holdfast`)!)).toBe('2020-01-31');
    const item = events.get(`kit-item-${itemIds[0]}@holdfast`)!;
    expect(item.summary).toBe('Expires: Ibuprofen (kit: Go bag)');
    expect(item.datetype).toBe('date');
    expect(dayOf(item)).toBe('2026-12-31');
    expect(String(item.description)).toContain(`${TEST_PUBLIC_URL}/kits/${kitId}`);
    for (const e of events.values()) {
      expect(e.alarms).toHaveLength(1);
      expect(e.alarms![0]).toMatchObject({ type: 'VALARM', action: 'DISPLAY' });
      // 09:00 a week before the day; a valid RFC 5545 duration (no bare "T").
      expect(e.alarms![0]!.trigger).toBe('-P6DT15H');
    }
  });

  it('names with commas, semicolons, backslashes, line breaks and emoji come back as one line; folded at 75 octets', async () => {
    const { client, data } = await signedInWithProfile(t);
    const userId = await userIdOf(data.email);
    const name = 'Trinkwasser; stilles, 1,5 L \\ Notvorrat 💧 für die ganze Familie und die Nachbarn im Haus';
    const [batch] = await addSupply(userId, `${name}\r\n\t`, 'Flaschen', [{ quantity: 12, expiresOn: '2030-02-28' }]);
    const {
      itemIds: [item],
    } = await addKit(userId, 'Keller,\nRegal 2', [{ itemName: 'Verband;\rsteril', expiresOn: '2029-01-01' }]);
    const text = await (await fetchFeed(await feedUrl(client))).text();
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75);
    const events = parse(text);
    const summary = `Expires: ${name}, 12 Flaschen`;
    expect(events.get(`batch-${batch!.id}@holdfast`)?.summary).toBe(summary);
    expect(events.get(`batch-${batch!.id}@holdfast`)?.alarms?.[0]?.description).toBe(summary);
    expect(events.get(`kit-item-${item}@holdfast`)?.summary).toBe('Expires: Verband; steril (kit: Keller, Regal 2)');
  });

  it('an empty feed is a valid calendar with no events', async () => {
    const { client } = await signedInWithProfile(t);
    const res = await fetchFeed(await feedUrl(client));
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain('BEGIN:VCALENDAR');
    expect(parse(text).size).toBe(0);
  });

  it("a reset token answers 404 at once, the new one works; another user's token shows only their data", async () => {
    const a = await signedInWithProfile(t);
    const b = await signedInWithProfile(t);
    const aId = await userIdOf(a.data.email);
    const bId = await userIdOf(b.data.email);
    const [aBatch] = await addSupply(aId, 'Canned beans', 'cans', [{ quantity: 3, expiresOn: '2028-05-01' }]);
    const {
      itemIds: [bItem],
    } = await addKit(bId, 'Car kit', [{ itemName: 'Food bar', expiresOn: '2027-07-07' }]);

    const first = await feedUrl(a.client);
    expect((await fetchFeed(first)).status).toBe(200);
    const second = await feedUrl(a.client);
    expect(second).not.toBe(first);
    const gone = await fetchFeed(first);
    expect(gone.status).toBe(404);
    expect((await errorJson(gone)).error.code).toBe('not_found');
    expect([...parse(await (await fetchFeed(second)).text()).keys()]).toEqual([`batch-${aBatch!.id}@holdfast`]);
    expect([...parse(await (await fetchFeed(await feedUrl(b.client))).text()).keys()]).toEqual([
      `kit-item-${bItem}@holdfast`,
    ]);
  });

  it('unknown, malformed and suffix-less tokens are 404 alike, with no session needed for a real one', async () => {
    const { client } = await signedInWithProfile(t);
    const url = new URL(await feedUrl(client)).pathname;
    const token = url.slice('/api/calendar/'.length, -'.ics'.length);
    const anonymous = new TestClient(t);
    for (const path of [
      `/api/calendar/${'A'.repeat(43)}.ics`,
      `/api/calendar/${token}`,
      `/api/calendar/${token}.ical`,
      `/api/calendar/${token.slice(1)}.ics`,
      '/api/calendar/%00.ics',
    ]) {
      const res = await anonymous.get(path);
      expect(res.status, path).toBe(404);
    }
    expect((await anonymous.get(url)).status).toBe(200);
  });

  it('answers 429 past 300 requests an hour from one address, whatever the token', async () => {
    const from = { 'x-forwarded-for': '203.0.113.77' };
    const path = `/api/calendar/${'Z'.repeat(43)}.ics`;
    for (let i = 0; i < CALENDAR_FEED_LIMIT.max; i++) {
      const res = await t.app.request(path, { headers: from });
      if (res.status !== 404) throw new Error(`request ${i}: ${res.status}`);
    }
    const limited = await t.app.request(path, { headers: from });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await t.app.request(path, { headers: { 'x-forwarded-for': '203.0.113.78' } })).status).toBe(404);
  });

  it('the request log leaves the token out of the path', async () => {
    const { client } = await signedInWithProfile(t);
    const url = await feedUrl(client);
    const token = url.slice(url.lastIndexOf('/') + 1, -'.ics'.length);
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _enc, cb) {
        lines.push(...String(chunk).trim().split('\n'));
        cb();
      },
    });
    const app = createApp({
      env: t.env,
      database: t.database,
      logger: pino({ level: 'info' }, sink),
      webRoot: null,
      authSecret: TEST_AUTH_SECRET,
    });
    try {
      expect((await app.request(new URL(url).pathname)).status).toBe(200);
      expect((await app.request(`/api/calendar/${token}`)).status).toBe(404);
    } finally {
      // Its job worker and change feed share the file's database: stop them.
      await app.close();
    }
    const requests = lines.filter((l) => l.includes('"msg":"request"')).map((l) => JSON.parse(l) as { path: string });
    expect(requests.map((r) => r.path)).toEqual(['/api/calendar/{token}', '/api/calendar/{token}']);
    expect(lines.join('\n')).not.toContain(token);
  });

  it('the data export says there is a feed but never holds its token', async () => {
    const { client } = await signedInWithProfile(t);
    const url = await feedUrl(client);
    const res = await client.api.me.export.$get();
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toContain(url.slice(url.lastIndexOf('/') + 1, -'.ics'.length));
    expect((JSON.parse(text) as { profile: Record<string, unknown> }).profile).toMatchObject({ calendarFeed: true });
    expect(JSON.parse(text)).not.toHaveProperty('profile.calendarToken');
  });

  it('deleting the account revokes the feed', async () => {
    const { client, data } = await signedInWithProfile(t);
    const url = await feedUrl(client);
    expect((await fetchFeed(url)).status).toBe(200);
    const res = await client.api.account.$delete({ json: { username: data.username, password: data.password } });
    expect(res.status).toBe(204);
    expect((await fetchFeed(url)).status).toBe(404);
  });
});

describe('foldLine', () => {
  it('folds at 75 octets, never inside a character, and unfolds to the same line', () => {
    for (const line of ['x'.repeat(200), `SUMMARY:${'ü'.repeat(80)}`, `SUMMARY:${'💧a'.repeat(40)}`, 'short']) {
      const folded = foldLine(line);
      for (const part of folded.split('\r\n')) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
      expect(folded.replace(/\r\n /g, '')).toBe(line);
    }
    expect(foldLine('short')).toBe('short');
  });
});

describe('GET /api/calendar and POST /api/calendar/reset', () => {
  it('null before the first link; reset creates one (absolute, 43-character secret) and replaces it', async () => {
    const { client } = await signedInWithProfile(t);
    const before = await client.api.calendar.$get();
    expect(before.status).toBe(200);
    expect(await before.json()).toEqual({ url: null });
    const url = await feedUrl(client);
    expect(url).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/api/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
    expect(await (await client.api.calendar.$get()).json()).toEqual({ url });
  });

  it('need a session; without a profile they are 404 and nothing is written', async () => {
    const anonymous = new TestClient(t);
    expect((await anonymous.api.calendar.$get()).status).toBe(401);
    await expectRefusedWithoutWrite(t.database, () => anonymous.api.calendar.reset.$post(), 401);
    const { client } = await signUpAndVerify(t);
    const res = await client.api.calendar.$get();
    expect(res.status).toBe(404);
    expect((await errorJson(res)).error.code).toBe('profile_not_found');
    await expectRefusedWithoutWrite(t.database, () => client.api.calendar.reset.$post(), 404, {
      except: ['sessions'],
    });
  });
});

async function userIdOf(email: string): Promise<string> {
  const row = await db.query.users.findFirst({ where: (u, { eq: is }) => is(u.email, email) });
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}
