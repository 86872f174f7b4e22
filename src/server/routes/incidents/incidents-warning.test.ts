/**
 * Emergency mode for an official warning (issue 38, decision 0282): an owner or editor starts an
 * incident naming one of the household's warnings (alertId); the start's insert checks that the
 * warning is matched to the household's places (another household's, or none, is 404 "Warning
 * not found" and nothing is written); the incident view and the emergency answer carry the
 * warning, sender and instruction first, to every member.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmergencyAnswer } from '@shared/emergency/schemas';
import { INCIDENT_MESSAGES, type IncidentsCurrent, type IncidentView } from '@shared/incidents/schemas';
import { rowsOf } from '../../db/sql-helpers';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInWithProfile, type TestClient } from '../../test/client';
import { householdIdOf, inviteByEmail } from '../../test/households';
import { userIdOf } from '../../test/reminders';
import { expectRefusedWithoutWrite } from '../../test/snapshot';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ mail: true, env: { RATE_LIMIT_SCALE: '1000' } });
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof signedInWithProfile>> & { id: string; email: string };

async function member(firstName: string): Promise<Member> {
  const m = await signedInWithProfile(t, { firstName });
  return { ...m, id: await userIdOf(t.database.db, m.data.email), email: m.data.email };
}

async function join(owner: Member, m: Member, role: 'editor' | 'viewer') {
  const { token } = await inviteByEmail(t, owner.client, m.email, role);
  const res = await m.client.request('/api/household/invitations/accept', { method: 'POST', json: { token } });
  expect(res.status).toBe(200);
}

/** A household of an owner, an editor and a viewer, with one watched place. */
async function household() {
  const [owner, editor, viewer] = [await member('Olga'), await member('Eddie'), await member('Vera')];
  await join(owner, editor, 'editor');
  await join(owner, viewer, 'viewer');
  const res = await owner.client.request('/api/household/places', {
    method: 'POST',
    json: { name: 'Home', country: 'US', latitude: 30.25, longitude: -91.25 },
  });
  expect(res.status).toBe(201);
  const placeId = ((await res.json()) as { place: { id: string } }).place.id;
  return { owner, editor, viewer, placeId, householdId: await householdIdOf(t.database.db, owner.id) };
}

const INSTRUCTION = 'Move to an interior room on the lowest floor.\nStay away from windows.';

/** A warning as the poller stores it, matched to `placeId` of `householdId` when given. */
async function warning(
  match?: { householdId: string; placeId: string },
  senderName: string | null = 'NWS Jacksonville FL',
) {
  const identifier = `urn:test:${crypto.randomUUID()}`;
  const info = {
    senderName,
    headline: 'Tornado Warning until 2:15PM',
    description: 'A tornado was seen near Bayou.\n<b>Not HTML</b>',
    instruction: INSTRUCTION,
  };
  const [row] = rowsOf<{ id: string }>(
    await t.database.db.execute(sql`
      insert into alerts (source, sender, identifier, sent, status, msg_type, event_type, event, severity, urgency,
        certainty, headline, expires, infos)
      values ('nws', 'w-nws.webmaster@noaa.gov', ${identifier}, now(), 'Actual', 'Alert', 'tornado', 'Tornado Warning',
        'Extreme', 'Immediate', 'Observed', ${info.headline}, now() + interval '1 hour', ${JSON.stringify([info])}::jsonb)
      returning id`),
  );
  if (match) {
    await t.database.db.execute(sql`insert into household_alerts (household_id, alert_id, place_id)
      values (${match.householdId}::uuid, ${row!.id}::uuid, ${match.placeId}::uuid)`);
  }
  return row!.id;
}

const start = (client: TestClient, body: unknown) => client.request('/api/incidents', { method: 'POST', json: body });
const refusedWithoutWrite = (send: () => Promise<Response>, status: number) =>
  expectRefusedWithoutWrite(t.database, send, status, { except: ['jobs'] });
async function read<T>(client: TestClient, path: string): Promise<T> {
  const res = await client.request(path);
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

describe('/api/incidents: started for an official warning', () => {
  it('carries the warning to every member: the incident, its history and the emergency answer', async () => {
    const h = await household();
    const alertId = await warning(h);
    expect((await read<EmergencyAnswer>(h.viewer.client, '/api/emergency')).warning).toBeNull();

    const res = await start(h.editor.client, { eventType: 'tornado', alertId: alertId.toUpperCase() });
    expect(res.status).toBe(201);
    const incident = (await res.json()) as IncidentView;
    const expected = {
      id: alertId,
      senderName: 'NWS Jacksonville FL',
      headline: 'Tornado Warning until 2:15PM',
      event: 'Tornado Warning',
      severity: 'Extreme',
      urgency: 'Immediate',
      instruction: INSTRUCTION,
      description: 'A tornado was seen near Bayou.\n<b>Not HTML</b>',
      expires: expect.stringMatching(/Z$/),
      endedAt: null,
    };
    expect(incident).toMatchObject({ eventType: 'tornado', warning: expected });
    for (const m of [h.owner, h.editor, h.viewer]) {
      expect((await read<IncidentsCurrent>(m.client, '/api/incidents/current')).incident?.warning).toEqual(expected);
      expect((await read<EmergencyAnswer>(m.client, '/api/emergency')).warning).toEqual(expected);
    }
    const [stored] = rowsOf<{ alertId: string }>(
      await t.database.db.execute(
        sql`select alert_id as "alertId" from household_incidents where id = ${incident.id}::uuid`,
      ),
    );
    expect(stored?.alertId).toBe(alertId);

    // The warning ends: the incident says so. The incident ends: the emergency answer has no warning,
    // its history keeps it.
    await t.database.db.execute(
      sql`update alerts set ended_at = now(), ended_reason = 'cancel' where id = ${alertId}::uuid`,
    );
    expect((await read<IncidentView>(h.viewer.client, `/api/incidents/${incident.id}`)).warning?.endedAt).toEqual(
      expect.stringMatching(/Z$/),
    );
    expect((await h.owner.client.request(`/api/incidents/${incident.id}/end`, { method: 'POST' })).status).toBe(200);
    expect((await read<EmergencyAnswer>(h.owner.client, '/api/emergency')).warning).toBeNull();
    expect((await read<IncidentView>(h.viewer.client, `/api/incidents/${incident.id}`)).warning?.id).toBe(alertId);

    // Without a sender name the CAP sender is named; a warning deleted leaves the incident without one.
    const nameless = await warning(h, null);
    const second = (await (
      await start(h.owner.client, { eventType: 'custom', alertId: nameless })
    ).json()) as IncidentView;
    expect(second.warning?.senderName).toBe('w-nws.webmaster@noaa.gov');
    await t.database.db.execute(sql`delete from alerts where id = ${nameless}::uuid`);
    expect((await read<IncidentsCurrent>(h.viewer.client, '/api/incidents/current')).incident?.warning).toBeNull();
    expect((await read<EmergencyAnswer>(h.viewer.client, '/api/emergency')).warning).toBeNull();
  });

  it("another household's warning, an unmatched or unknown one is 404 and writes nothing; a viewer is 403; a bad id 400", async () => {
    const h = await household();
    const other = await household();
    const theirs = await warning(other);
    const unmatched = await warning();

    for (const alertId of [theirs, unmatched, crypto.randomUUID()]) {
      const refused = await refusedWithoutWrite(() => start(h.owner.client, { eventType: 'tornado', alertId }), 404);
      expect(refused.error).toMatchObject({ code: 'not_found', message: INCIDENT_MESSAGES.warningNotFound });
    }
    const mine = await warning(h);
    expect(
      (await refusedWithoutWrite(() => start(h.viewer.client, { eventType: 'tornado', alertId: mine }), 403)).error
        .message,
    ).toBe(INCIDENT_MESSAGES.editorsOnly);
    const bad = await refusedWithoutWrite(
      () => start(h.owner.client, { eventType: 'tornado', alertId: 'not-a-uuid' }),
      400,
    );
    expect(bad.error.fields?.alertId).toBeDefined();
    expect((await read<IncidentsCurrent>(h.owner.client, '/api/incidents/current')).incident).toBeNull();

    // The household's own warning starts; the other household's is still theirs to use.
    expect((await start(h.owner.client, { eventType: 'tornado', alertId: mine })).status).toBe(201);
    expect((await start(other.editor.client, { eventType: 'tornado', alertId: theirs })).status).toBe(201);
    // One open incident per household, with a warning too.
    const again = await refusedWithoutWrite(() => start(h.editor.client, { eventType: 'flood', alertId: mine }), 409);
    expect(again.error.message).toBe(INCIDENT_MESSAGES.alreadyOpen);
  });
});
