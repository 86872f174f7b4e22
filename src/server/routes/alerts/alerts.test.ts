/**
 * GET /api/alerts through the real app (issue 38, decision 280): the poller (pointed at a local
 * fixture server serving the recorded NWS answer) matches a member's watched place; every member
 * of that household reads the warning with the place's name, newest first; another household
 * reads none; warnings ended more than 7 days ago drop out.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HouseholdAlertList } from '@shared/alerts/schemas';
import { rowsOf } from '../../db/sql-helpers';
import { fillDatePlaceholders } from '../../services/alerts/fixtures/fill-dates';
import { fixtureText } from '../../services/alerts/test-fixtures';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInWithProfile, TestClient } from '../../test/client';
import { householdIdOf, inviteByEmail } from '../../test/households';
import { userIdOf } from '../../test/reminders';
import { readSse } from '../../test/sse';

let t: TestApp;
let server: Server;
let requests = 0;
beforeAll(async () => {
  server = createServer((_req, res) => {
    requests += 1;
    res.writeHead(200, { 'content-type': 'application/geo+json' });
    res.end(fillDatePlaceholders(fixtureText('nws/testing-active.json'), new Date()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await createTestApp({ mail: true, alerts: { nwsUrl: `${base}/nws` } });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => server.close(resolve));
});

const POLYGON_ALERT = 'urn:oid:2.49.0.1.840.0.75fb8046440f816bf90ca0e70a8b3b6e493b7985.001.1';
const list = async (client: TestClient): Promise<HouseholdAlertList> => {
  const res = await client.request('/api/alerts');
  expect(res.status).toBe(200);
  return (await res.json()) as HouseholdAlertList;
};

describe('GET /api/alerts', () => {
  it("shows the household's matched warnings to every member with the place's name, and nothing to another household", async () => {
    const owner = await signedInWithProfile(t);
    const viewer = await signedInWithProfile(t);
    const { token } = await inviteByEmail(t, owner.client, viewer.data.email, 'viewer');
    expect(
      (await viewer.client.request('/api/household/invitations/accept', { method: 'POST', json: { token } })).status,
    ).toBe(200);
    const other = await signedInWithProfile(t);
    const inside = { name: 'Bayou cabin', country: 'US', latitude: 30.25, longitude: -91.25 };
    expect((await owner.client.request('/api/household/places', { method: 'POST', json: inside })).status).toBe(201);
    expect(
      (
        await other.client.request('/api/household/places', {
          method: 'POST',
          json: { ...inside, latitude: 40.7, longitude: -74, name: 'NYC' },
        })
      ).status,
    ).toBe(201);

    expect(await list(owner.client)).toEqual({ alerts: [] });
    // The viewer's open stream hears the match (realtime table household_alerts).
    const abort = new AbortController();
    const res = await viewer.client.request('/api/realtime', { signal: abort.signal });
    const stream = readSse(res, abort);
    await stream.next((e) => e.event === 'ready');
    await t.app.services.alerts.runNow();
    expect(requests).toBe(1);
    const heard = await stream.next(
      (e) => e.event === 'change' && JSON.parse(e.data).table === 'household_alerts',
      2000,
    );
    const householdId = await householdIdOf(t.app.services.db, await userIdOf(t.app.services.db, owner.data.email));
    expect(JSON.parse(heard.data)).toEqual({ table: 'household_alerts', op: 'INSERT', id: householdId });
    stream.close();

    const seen = await list(viewer.client);
    expect(seen.alerts).toHaveLength(1);
    expect(seen.alerts[0]).toMatchObject({
      id: expect.any(String),
      source: 'nws',
      msgType: 'Alert',
      endedAt: null,
      endedReason: null,
      places: [{ id: expect.any(String), name: 'Bayou cabin' }],
    });
    expect(await list(owner.client)).toEqual(seen);
    expect(await list(other.client)).toEqual({ alerts: [] });
    expect((await new TestClient(t).request('/api/alerts')).status).toBe(401);

    // Ended 2 days ago: still listed (recent); ended 8 days ago: gone.
    const db = t.app.services.db;
    await db.execute(
      sql`update alerts set ended_at = now() - interval '2 days', ended_reason = 'expired' where identifier = ${POLYGON_ALERT}`,
    );
    expect((await list(owner.client)).alerts[0]).toMatchObject({ endedReason: 'expired', endedAt: expect.any(String) });
    await db.execute(sql`update alerts set ended_at = now() - interval '8 days' where identifier = ${POLYGON_ALERT}`);
    expect(await list(owner.client)).toEqual({ alerts: [] });

    // Removing the place removes its matches (cascade); the stored warning stays for others.
    await db.execute(sql`update alerts set ended_at = null, ended_reason = null where identifier = ${POLYGON_ALERT}`);
    expect((await list(owner.client)).alerts).toHaveLength(1);
    const placeId = seen.alerts[0]!.places[0]!.id;
    expect((await owner.client.request(`/api/household/places/${placeId}`, { method: 'DELETE' })).status).toBe(204);
    expect(await list(owner.client)).toEqual({ alerts: [] });
    const remaining = await db.execute(sql`select count(*)::int as n from alerts where identifier = ${POLYGON_ALERT}`);
    expect(rowsOf<{ n: number }>(remaining)).toEqual([{ n: 1 }]);
  });
});
