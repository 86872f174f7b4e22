/**
 * Official warnings told through the real app (decision 281): the poller, pointed at a local
 * fixture server serving the recorded NWS answer, tells the household's verified members once,
 * and the job worker delivers the email to the SMTP receiver.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInWithProfile } from '../../test/client';
import { inviteByEmail } from '../../test/households';
import { outboxDrained } from '../../test/reminders';
import { fillDatePlaceholders } from './fixtures/fill-dates';
import { fixtureText } from './test-fixtures';

let t: TestApp;
let server: Server;
beforeAll(async () => {
  server = createServer((_req, res) => {
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

describe('warning emails', () => {
  it("reach each member's inbox once, with what to do first and a link to /alerts, and are in the member's export", async () => {
    const owner = await signedInWithProfile(t);
    const viewer = await signedInWithProfile(t);
    const { token } = await inviteByEmail(t, owner.client, viewer.data.email, 'viewer');
    expect(
      (await viewer.client.request('/api/household/invitations/accept', { method: 'POST', json: { token } })).status,
    ).toBe(200);
    const place = { name: 'Bayou cabin', country: 'US', latitude: 30.25, longitude: -91.25 };
    expect((await owner.client.request('/api/household/places', { method: 'POST', json: place })).status).toBe(201);

    await t.app.services.alerts.runNow();
    await t.app.services.alerts.runNow();
    await outboxDrained(t.app.services.db);
    const warnings = t.smtp!.messages.filter((m) => m.subject.startsWith('Warning: Severe Thunderstorm Warning'));
    expect(warnings.flatMap((m) => m.to).sort()).toEqual([owner.data.email, viewer.data.email].sort());
    const body = warnings[0]!.body;
    expect(body).toContain('Area: ');
    expect(body).toContain(`${t.env.PUBLIC_URL}/alerts`);
    expect(body.indexOf('What to do:')).toBeLessThan(body.indexOf('What is happening:'));
    // The sender's hard wrapping is undone: "…develop quickly from severe…" on one line.
    expect(body).toMatch(/develop quickly from severe thunderstorms/);

    // What a member was told is theirs, in their data export; another user's export has none of it.
    type Notice = { kind: string; severity: string; warning: { event: string; identifier: string } };
    const exported = (await (await viewer.client.request('/api/me/export')).json()) as { warningNotices: Notice[] };
    expect(exported.warningNotices).toContainEqual(
      expect.objectContaining({
        kind: 'alert',
        severity: 'Severe',
        warning: expect.objectContaining({ event: 'Severe Thunderstorm Warning' }) as unknown,
      }),
    );
    const stranger = await signedInWithProfile(t);
    const theirs = (await (await stranger.client.request('/api/me/export')).json()) as { warningNotices: Notice[] };
    expect(theirs.warningNotices).toEqual([]);
  });
});
