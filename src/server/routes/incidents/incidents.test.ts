/**
 * Emergency mode's server through the real routes (issue 37, decisions 0270, 0271): owners and
 * editors start and end a household's incident, every member checks in (the device's id makes a
 * resend harmless) and ticks; other members are emailed through the outbox in the write's
 * transaction; a practice ends as a drill; nobody outside the household sees any of it.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INCIDENT_LIMITS,
  INCIDENT_MESSAGES,
  type IncidentCheckinView,
  type IncidentsCurrent,
  type IncidentView,
} from '@shared/incidents/schemas';
import { householdDrills, householdIncidents, incidentCheckins, jobs, users } from '../../db/schema';
import { rowsOf } from '../../db/sql-helpers';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInWithProfile, type TestClient } from '../../test/client';
import { householdIdOf, inviteByEmail } from '../../test/households';
import { userIdOf } from '../../test/reminders';
import { expectNothingWritten, expectRefusedWithoutWrite } from '../../test/snapshot';
import { readSse, type SseReader } from '../../test/sse';

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

/** A household of an owner, an editor and a viewer. */
async function household(names = ['Olga', 'Eddie', 'Vera']) {
  const [owner, editor, viewer] = [await member(names[0]!), await member(names[1]!), await member(names[2]!)];
  await join(owner, editor, 'editor');
  await join(owner, viewer, 'viewer');
  return { owner, editor, viewer, householdId: await householdIdOf(t.database.db, owner.id) };
}

const json = (method: string, body?: unknown) => ({ method, json: body });
const start = (client: TestClient, body: unknown = { eventType: 'hurricane' }) =>
  client.request('/api/incidents', json('POST', body));
async function started(client: TestClient, body: unknown = { eventType: 'hurricane' }): Promise<IncidentView> {
  const res = await start(client, body);
  expect(res.status).toBe(201);
  return (await res.json()) as IncidentView;
}
const end = (client: TestClient, id: string) => client.request(`/api/incidents/${id}/end`, { method: 'POST' });
const current = async (client: TestClient) => {
  const res = await client.request('/api/incidents/current');
  expect(res.status).toBe(200);
  return (await res.json()) as IncidentsCurrent;
};
const checkin = (client: TestClient, incidentId: string, body: Record<string, unknown>) =>
  client.request(`/api/incidents/${incidentId}/checkins`, json('POST', body));
async function checkedIn(client: TestClient, incidentId: string, body: Record<string, unknown>) {
  const res = await checkin(client, incidentId, { id: crypto.randomUUID(), ...body });
  expect(res.status).toBe(201);
  return (await res.json()) as IncidentCheckinView;
}
const tick = (client: TestClient, incidentId: string, body: unknown) =>
  client.request(`/api/incidents/${incidentId}/ticks`, json('PUT', body));
const clearLocation = (client: TestClient, incidentId: string, checkinId: string) =>
  client.request(`/api/incidents/${incidentId}/checkins/${checkinId}/location`, { method: 'DELETE' });

/**
 * A refused request writes nothing. The job worker marks sent emails done in the background, so
 * `jobs` is left out of the digest; emails are counted by emailsTo.
 */
const refusedWithoutWrite = (send: () => Promise<Response>, status: number) =>
  expectRefusedWithoutWrite(t.database, send, status, { except: ['jobs'] });

/** The subjects of the emails queued (or sent) to an address, oldest first. */
async function emailsTo(email: string): Promise<string[]> {
  const rows = await t.database.db
    .select({ subject: sql<string>`${jobs.payload}->>'subject'` })
    .from(jobs)
    .where(and(eq(jobs.kind, 'email'), sql`${jobs.payload}->>'to' = ${email}`))
    .orderBy(jobs.createdAt);
  return rows.map((r) => r.subject);
}
const incidentEmails = async (email: string) =>
  (await emailsTo(email)).filter((s) => /emergency mode|needs help/i.test(s));

describe('/api/incidents: starting and ending', () => {
  it('owners and editors start and end it, everyone sees it, viewers may not; the others are emailed', async () => {
    const { owner, editor, viewer } = await household();
    // One more member without a confirmed address: never emailed.
    const unconfirmed = await member('Una');
    await join(owner, unconfirmed, 'viewer');
    await t.database.db.update(users).set({ emailVerified: false }).where(eq(users.id, unconfirmed.id));

    expect((await current(viewer.client)).canManage).toBe(false);
    expect((await current(editor.client)).canManage).toBe(true);
    const refused = await refusedWithoutWrite(() => start(viewer.client), 403);
    expect(refused.error).toEqual({ code: 'forbidden', message: INCIDENT_MESSAGES.editorsOnly });

    const incident = await started(owner.client, { eventType: 'hurricane' });
    expect(incident).toMatchObject({
      eventType: 'hurricane',
      practice: false,
      startedBy: { id: owner.id, name: `Olga ${owner.data.lastName}` },
      endedAt: null,
      endedBy: null,
      latest: [],
      checkins: [],
      ticks: [],
    });
    expect(incident.notHeardFrom.map((p) => p.id).sort()).toEqual(
      [owner.id, editor.id, viewer.id, unconfirmed.id].sort(),
    );
    for (const m of [owner, editor, viewer]) expect((await current(m.client)).incident?.id).toBe(incident.id);

    // Every other member with a confirmed address, in the transaction of the start; not the starter.
    expect(await incidentEmails(editor.email)).toEqual([
      'Emergency mode started in your Holdfast household (Hurricane)',
    ]);
    expect(await incidentEmails(viewer.email)).toHaveLength(1);
    expect(await incidentEmails(owner.email)).toEqual([]);
    expect(await incidentEmails(unconfirmed.email)).toEqual([]);
    const mail = await t.smtp!.waitFor((m) => m.to.includes(editor.email) && /started/.test(m.subject));
    expect(mail.body).toContain(`started emergency mode for your household: Hurricane.`);
    expect(mail.body).toContain(`${t.env.PUBLIC_URL}/emergency`);
    expect(mail.body).not.toMatch(/practice/i);

    // One open incident per household.
    const again = await refusedWithoutWrite(() => start(editor.client, { eventType: 'flood' }), 409);
    expect(again.error.message).toBe(INCIDENT_MESSAGES.alreadyOpen);

    // A viewer may not end it; an editor does; ending twice is a 409.
    expect((await refusedWithoutWrite(() => end(viewer.client, incident.id), 403)).error.message).toBe(
      INCIDENT_MESSAGES.editorsOnly,
    );
    const endRes = await end(editor.client, incident.id);
    expect(endRes.status).toBe(200);
    const ended = (await endRes.json()) as IncidentView;
    expect(ended.endedBy?.id).toBe(editor.id);
    expect(ended.endedAt).not.toBeNull();
    const twice = await refusedWithoutWrite(() => end(owner.client, incident.id), 409);
    expect(twice.error.message).toBe(INCIDENT_MESSAGES.notOpen);
    expect(await incidentEmails(owner.email)).toEqual(['Emergency mode ended in your Holdfast household (Hurricane)']);
    expect(await incidentEmails(editor.email)).toHaveLength(1);

    // Ending keeps its history: any member reads it; the household lists it as recent.
    const read = await viewer.client.request(`/api/incidents/${incident.id}`);
    expect(read.status).toBe(200);
    expect(((await read.json()) as IncidentView).endedBy?.id).toBe(editor.id);
    const after = await current(viewer.client);
    expect(after.incident).toBeNull();
    expect(after.recent.map((r) => [r.id, r.eventType, r.practice])).toEqual([[incident.id, 'hurricane', false]]);
    expect(after.lastEventType).toBe('hurricane');
    // A real incident is no drill.
    expect(
      await t.database.db.select().from(householdDrills).where(eq(householdDrills.incidentId, incident.id)),
    ).toEqual([]);
    // A new one can start now.
    expect((await start(owner.client, { eventType: 'flood' })).status).toBe(201);
  });

  it('two starts at once: one 201, one 409, never a 500 (the unique index decides)', async () => {
    const { owner, editor } = await household();
    const answers = await Promise.all([
      start(owner.client, { eventType: 'earthquake' }),
      start(editor.client, { eventType: 'blackout' }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    const conflict = (await answers.find((r) => r.status === 409)!.json()) as { error: { message: string } };
    expect(conflict.error.message).toBe(INCIDENT_MESSAGES.alreadyOpen);
    const [{ open }] = rowsOf<{ open: number }>(
      await t.database.db.execute(
        sql`select count(*)::int as open from household_incidents where household_id = ${await householdIdOf(t.database.db, owner.id)} and ended_at is null`,
      ),
    ) as [{ open: number }];
    expect(open).toBe(1);
  });

  it("lastEventType: the household's last incident, else its most recently updated survival plan, else null", async () => {
    const { owner, viewer } = await household();
    expect((await current(viewer.client)).lastEventType).toBeNull();
    const plan = await owner.client.request(
      '/api/plans',
      json('POST', { title: 'Fire', eventType: 'wildfire', visibility: 'household' }),
    );
    expect(plan.status).toBe(201);
    expect((await current(viewer.client)).lastEventType).toBe('wildfire');
    await started(owner.client, { eventType: 'tornado' });
    expect((await current(viewer.client)).lastEventType).toBe('tornado');
  });

  it('a bad event type is a 400 at the field, and nothing is written', async () => {
    const { owner } = await household();
    const bad = await refusedWithoutWrite(() => start(owner.client, { eventType: 'meteor' }), 400);
    expect(bad.error.fields?.eventType).toBeDefined();
  });
});

describe('/api/incidents: check-ins', () => {
  it('any member checks in; the same id again answers the stored one and stores nothing; help goes first', async () => {
    const { owner, editor, viewer } = await household();
    const incident = await started(owner.client);
    const id = crypto.randomUUID();
    const first = await checkin(viewer.client, incident.id, { id, status: 'safe', note: 'At the school gym' });
    expect(first.status).toBe(201);
    const stored = (await first.json()) as IncidentCheckinView;
    expect(stored).toMatchObject({
      id,
      status: 'safe',
      note: 'At the school gym',
      subject: { id: viewer.id },
      subjectName: null,
      reportedBy: { id: viewer.id },
      location: null,
    });
    // The offline queue sends it again (even changed): the stored one, nothing new.
    const resent = await refusedOrNot(() =>
      checkin(viewer.client, incident.id, { id, status: 'help', note: 'changed' }),
    );
    expect(resent.status).toBe(200);
    expect(await resent.json()).toEqual(stored);
    // Someone else sending that id: a 409 at the field, nothing written.
    const taken = await refusedWithoutWrite(() => checkin(editor.client, incident.id, { id, status: 'safe' }), 409);
    expect(taken.error.fields?.id).toEqual([INCIDENT_MESSAGES.checkinIdTaken]);

    // "Leo is with me" (someone without an account) needs help, with a location; the owner for the editor.
    const leo = await checkedIn(editor.client, incident.id, {
      status: 'help',
      subjectName: 'Leo',
      note: 'Twisted ankle',
      location: { latitude: 25.76, longitude: -80.19, accuracyM: 12 },
    });
    expect(leo).toMatchObject({
      subject: null,
      subjectName: 'Leo',
      reportedBy: { id: editor.id },
      location: { latitude: 25.76, longitude: -80.19, accuracyM: 12 },
    });
    const forEddie = await checkedIn(owner.client, incident.id, { status: 'safe', subjectUserId: editor.id });
    expect(forEddie.subject?.id).toBe(editor.id);
    expect(forEddie.reportedBy?.id).toBe(owner.id);

    const view = (await current(owner.client)).incident!;
    expect(view.checkins.map((c) => c.id)).toEqual([forEddie.id, leo.id, id]);
    // Help first, then newest first.
    expect(view.latest.map((c) => c.id)).toEqual([leo.id, forEddie.id, id]);
    expect(view.notHeardFrom.map((p) => p.id)).toEqual([owner.id]);
    // A newer check-in about the same subject replaces the older in `latest`.
    const leoSafe = await checkedIn(editor.client, incident.id, { status: 'safe', subjectName: 'leo' });
    expect((await current(viewer.client)).incident!.latest.map((c) => c.id)).toEqual([leoSafe.id, forEddie.id, id]);

    // "I need help" emails every other member (not the sender), naming who needs help in the body only.
    expect((await incidentEmails(owner.email)).filter((s) => /needs help/.test(s))).toEqual([
      'Someone in your Holdfast household needs help',
    ]);
    expect((await incidentEmails(viewer.email)).filter((s) => /needs help/.test(s))).toHaveLength(1);
    expect((await incidentEmails(editor.email)).filter((s) => /needs help/.test(s))).toEqual([]);
    const mail = await t.smtp!.waitFor((m) => m.to.includes(owner.email) && /needs help/.test(m.subject));
    expect(mail.body).toContain(`Leo needs help (sent by Eddie ${editor.data.lastName}).`);
    expect(mail.body).toContain('Note: Twisted ankle');
    // Safe check-ins email nobody.
    expect(await incidentEmails(owner.email)).toHaveLength(1);
  });

  it('a subjectUserId outside the household is a 422 at the field; an ended incident is a 409; nothing is written', async () => {
    const { owner, viewer } = await household();
    const outsider = await member('Otto');
    const incident = await started(owner.client);
    const wrong = await refusedWithoutWrite(
      () =>
        checkin(viewer.client, incident.id, { id: crypto.randomUUID(), status: 'safe', subjectUserId: outsider.id }),
      422,
    );
    expect(wrong.error.fields).toEqual({ subjectUserId: [INCIDENT_MESSAGES.subject] });
    const both = await refusedWithoutWrite(
      () =>
        checkin(viewer.client, incident.id, {
          id: crypto.randomUUID(),
          status: 'safe',
          subjectUserId: owner.id,
          subjectName: 'Leo',
        }),
      400,
    );
    expect(both.error.fields?.subjectName).toEqual([INCIDENT_MESSAGES.subject]);
    const queued = await checkedIn(viewer.client, incident.id, { status: 'safe' });
    expect((await end(owner.client, incident.id)).status).toBe(200);
    // A check-in the device sent before the end, sent again after it (the answer was lost): the stored one.
    const resent = await refusedOrNot(() => checkin(viewer.client, incident.id, { id: queued.id, status: 'safe' }));
    expect(resent.status).toBe(200);
    expect(((await resent.json()) as IncidentCheckinView).id).toBe(queued.id);
    const late = await refusedWithoutWrite(
      () => checkin(viewer.client, incident.id, { id: crypto.randomUUID(), status: 'safe' }),
      409,
    );
    expect(late.error.message).toBe(INCIDENT_MESSAGES.notOpen);
  });

  it.each([
    ['a note too long', { note: 'x'.repeat(INCIDENT_LIMITS.noteMax + 1) }, 'note'],
    ['a bad status', { status: 'fine' }, 'status'],
    ['a latitude out of range', { location: { latitude: 91, longitude: 0 } }, 'location.latitude'],
    ['a longitude not a number', { location: { latitude: 1, longitude: 'east' } }, 'location.longitude'],
    ['a bad id', { id: 'not-a-uuid' }, 'id'],
    ['a name too long', { subjectName: 'L'.repeat(INCIDENT_LIMITS.subjectNameMax + 1) }, 'subjectName'],
  ])('%s is a 400 at the field, and nothing is written', async (_label, override, field) => {
    const { owner } = await household();
    const incident = await started(owner.client);
    const refused = await refusedWithoutWrite(
      () => checkin(owner.client, incident.id, { id: crypto.randomUUID(), status: 'safe', ...override }),
      400,
    );
    expect(refused.error.fields?.[field]).toBeDefined();
  });

  it('a note and a name are stripped of control characters', async () => {
    const { owner } = await household();
    const incident = await started(owner.client);
    const c = await checkedIn(owner.client, incident.id, {
      status: 'safe',
      subjectName: 'Le\u0007o\u202e',
      note: 'Safe\u0007 at\u200b home',
    });
    expect(c.subjectName).toBe('Leo');
    expect(c.note).toBe('Safe at home');
    const [row] = await t.database.db.select().from(incidentCheckins).where(eq(incidentCheckins.id, c.id));
    expect(row!.subjectName).toBe('Leo');
  });
});

describe('/api/incidents: refusals in the reader’s language (decision 0361)', () => {
  it('a German reader is refused in German, a Spanish one in Spanish; the code stays', async () => {
    const { owner, editor, viewer } = await household();
    const speaks = async (m: Member, locale: string) =>
      expect((await m.client.request('/api/account/locale', json('PUT', { locale }))).status).toBe(200);
    await speaks(viewer, 'de');
    await speaks(owner, 'es');
    const viewerStart = await start(viewer.client);
    expect(viewerStart.status).toBe(403);
    expect((await viewerStart.json()).error).toMatchObject({
      code: 'forbidden',
      message: 'Nur Eigentümer und Bearbeiter können den Notfallmodus auslösen oder beenden.',
    });
    const incident = await started(owner.client);
    const long = await checkin(viewer.client, incident.id, {
      id: crypto.randomUUID(),
      status: 'safe',
      note: 'x'.repeat(INCIDENT_LIMITS.noteMax + 1),
    });
    expect(long.status).toBe(400);
    expect((await long.json()).error.fields).toEqual({ note: ['Die Notiz darf höchstens 280 Zeichen lang sein.'] });

    const again = await start(owner.client, { eventType: 'flood' });
    expect(again.status).toBe(409);
    expect((await again.json()).error).toMatchObject({
      code: 'conflict',
      message: 'Ya hay una emergencia abierta para su hogar. Termínela antes de iniciar otra.',
    });
    const far = await checkin(owner.client, incident.id, {
      id: crypto.randomUUID(),
      status: 'safe',
      location: { latitude: 91, longitude: 0 },
    });
    expect(far.status).toBe(400);
    expect((await far.json()).error.fields).toEqual({
      'location.latitude': ['La latitud es un número entre -90 y 90.'],
    });
    // English word for word.
    const english = await start(editor.client);
    expect((await english.json()).error.message).toBe(INCIDENT_MESSAGES.alreadyOpen);
  });
});

describe("/api/incidents: pushes to the household's devices", () => {
  /** A device of a member, as POST /api/push/subscriptions would store it. */
  async function device(m: Member): Promise<string> {
    const [row] = rowsOf<{ id: string }>(
      await t.database.db.execute(sql`insert into push_subscriptions (user_id, endpoint, p256dh, auth, label)
        values (${m.id}, ${`https://push.example/${crypto.randomUUID()}`}, 'key', 'auth', 'Test device')
        returning id`),
    );
    return row!.id;
  }
  /** The titles of the pushes queued for a device, oldest first, with their tags. */
  async function pushesTo(subscriptionId: string) {
    const rows = rowsOf<{ title: string; body: string; tag: string; url: string }>(
      await t.database.db.execute(sql`select payload->'message'->>'title' as title, payload->'message'->>'body' as body,
          payload->'message'->>'tag' as tag, payload->'message'->>'url' as url
        from jobs where kind = 'push' and payload->>'subscriptionId' = ${subscriptionId} order by created_at, id`),
    );
    return rows;
  }

  it("start, every check-in (I'm safe too) and end reach the other members' devices; a repeated help is pushed, emailed once", async () => {
    const { owner, editor, viewer } = await household(['Pia', 'Ed', 'Val']);
    const [ownerDevice, viewerDevice] = [await device(owner), await device(viewer)];
    const incident = await started(editor.client);
    await checkedIn(viewer.client, incident.id, { status: 'safe', note: 'At the gym' });
    await checkedIn(editor.client, incident.id, { status: 'help', subjectName: 'Leo' });
    await checkedIn(editor.client, incident.id, { status: 'help', subjectName: 'leo', note: 'Still stuck' });
    expect((await end(editor.client, incident.id)).status).toBe(200);

    const toOwner = await pushesTo(ownerDevice);
    expect(toOwner.map((p) => p.title)).toEqual([
      'Emergency: Hurricane',
      `Val ${viewer.data.lastName} is safe`,
      'Leo needs help',
      'leo needs help',
      'Emergency mode ended',
    ]);
    expect(toOwner[1]!.body).toBe(`Val ${viewer.data.lastName} is safe. At the gym`);
    expect(toOwner[3]!.body).toBe(`leo needs help (sent by Ed ${editor.data.lastName}). Still stuck`);
    expect(toOwner.every((p) => p.url === '/emergency')).toBe(true);
    // A newer status about one person replaces the older on the phone: one tag per incident and person.
    expect(toOwner[2]!.tag).toBe(toOwner[3]!.tag);
    expect(toOwner[1]!.tag).not.toBe(toOwner[2]!.tag);
    // The sender's own devices get nothing of their own doing; the viewer hears all but their own check-in.
    expect((await pushesTo(viewerDevice)).map((p) => p.title)).toEqual([
      'Emergency: Hurricane',
      'Leo needs help',
      'leo needs help',
      'Emergency mode ended',
    ]);
    // The second "help" about Leo within 10 minutes is not emailed again.
    expect((await incidentEmails(owner.email)).filter((s) => /needs help/.test(s))).toHaveLength(1);
  });

  it('a practice says so on the phone', async () => {
    const { owner, editor } = await household(['Pam', 'Eli', 'Vic']);
    const ownerDevice = await device(owner);
    const incident = await started(editor.client, { eventType: 'flood', practice: true });
    await checkedIn(editor.client, incident.id, { status: 'safe' });
    expect((await end(editor.client, incident.id)).status).toBe(200);
    expect((await pushesTo(ownerDevice)).map((p) => p.title)).toEqual([
      'Practice: Flood',
      `Practice: Eli ${editor.data.lastName} is safe`,
      'Practice: ended',
    ]);
  });
});

describe('/api/incidents: locations and ticks', () => {
  it("only a check-in's reporter or subject clears its location; ending clears every location", async () => {
    const { owner, editor, viewer } = await household();
    const outsider = await member('Otto');
    const incident = await started(owner.client);
    const here = { latitude: 48.1, longitude: 11.6, accuracyM: null };
    const forViewer = await checkedIn(editor.client, incident.id, {
      status: 'safe',
      subjectUserId: viewer.id,
      location: here,
    });
    const mine = await checkedIn(owner.client, incident.id, { status: 'safe', location: here });
    const leo = await checkedIn(editor.client, incident.id, { status: 'safe', subjectName: 'Leo', location: here });

    // Another member, an outsider: 404, nothing written.
    await refusedWithoutWrite(() => clearLocation(owner.client, incident.id, forViewer.id), 404);
    await refusedWithoutWrite(() => clearLocation(outsider.client, incident.id, forViewer.id), 404);
    await refusedWithoutWrite(() => clearLocation(owner.client, incident.id, 'nope'), 404);
    // Its subject clears it; its reporter clears theirs.
    const cleared = await viewer.client.request(`/api/incidents/${incident.id}/checkins/${forViewer.id}/location`, {
      method: 'DELETE',
    });
    expect(cleared.status).toBe(200);
    expect(((await cleared.json()) as IncidentCheckinView).location).toBeNull();
    expect((await clearLocation(editor.client, incident.id, leo.id)).status).toBe(200);
    const seen = (await current(viewer.client)).incident!.checkins;
    expect(Object.fromEntries(seen.map((c) => [c.id, c.location]))).toEqual({
      [forViewer.id]: null,
      [leo.id]: null,
      [mine.id]: here,
    });
    // Ending clears what is left: the history keeps who, when and how, not where.
    const ended = (await (await end(owner.client, incident.id)).json()) as IncidentView;
    expect(ended.checkins.map((c) => c.location)).toEqual([null, null, null]);
    const [{ located }] = rowsOf<{ located: number }>(
      await t.database.db.execute(
        sql`select count(*)::int as located from incident_checkins where incident_id = ${incident.id} and latitude is not null`,
      ),
    ) as [{ located: number }];
    expect(located).toBe(0);
  });

  it('any member ticks and unticks while it is open; the ticks are shared', async () => {
    const { owner, viewer } = await household();
    const incident = await started(owner.client);
    const res = await tick(viewer.client, incident.id, { kind: 'step', itemKey: 'step-1', ticked: true });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { ticks: unknown[] }).ticks).toMatchObject([
      { kind: 'step', itemKey: 'step-1', tickedBy: { id: viewer.id } },
    ]);
    // Ticking again keeps the first ticker; another kind is another tick.
    await tick(owner.client, incident.id, { kind: 'step', itemKey: 'step-1', ticked: true });
    await tick(owner.client, incident.id, { kind: 'grab', itemKey: 'kit-item-9', ticked: true });
    let view = (await current(owner.client)).incident!;
    expect(view.ticks.map((x) => [x.kind, x.itemKey, x.tickedBy?.id])).toEqual([
      ['step', 'step-1', viewer.id],
      ['grab', 'kit-item-9', owner.id],
    ]);
    const untick = await tick(owner.client, incident.id, { kind: 'step', itemKey: 'step-1', ticked: false });
    expect(((await untick.json()) as { ticks: { itemKey: string }[] }).ticks.map((x) => x.itemKey)).toEqual([
      'kit-item-9',
    ]);
    view = (await current(viewer.client)).incident!;
    expect(view.ticks).toHaveLength(1);
    const bad = await refusedWithoutWrite(() => tick(owner.client, incident.id, { kind: 'pack', itemKey: 'x' }), 400);
    expect(Object.keys(bad.error.fields ?? {}).sort()).toEqual(['kind', 'ticked']);
    await refusedWithoutWrite(
      () => tick(owner.client, incident.id, { kind: 'step', itemKey: 'k'.repeat(101), ticked: true }),
      400,
    );
    expect((await end(owner.client, incident.id)).status).toBe(200);
    const late = await refusedWithoutWrite(
      () => tick(viewer.client, incident.id, { kind: 'step', itemKey: 'step-2', ticked: true }),
      409,
    );
    expect(late.error.message).toBe(INCIDENT_MESSAGES.notOpen);
  });
});

describe('/api/incidents: who sees it', () => {
  it("another household's incident is 404 everywhere; a removed member stops seeing it at once", async () => {
    const { owner, editor, viewer } = await household();
    const outsider = await member('Otto');
    const incident = await started(owner.client);
    const mine = await checkedIn(viewer.client, incident.id, {
      status: 'help',
      location: { latitude: 1, longitude: 2, accuracyM: null },
    });
    for (const send of [
      () => outsider.client.request(`/api/incidents/${incident.id}`),
      () => end(outsider.client, incident.id),
      () => checkin(outsider.client, incident.id, { id: crypto.randomUUID(), status: 'safe' }),
      () => tick(outsider.client, incident.id, { kind: 'step', itemKey: 's', ticked: true }),
      () => clearLocation(outsider.client, incident.id, mine.id),
    ])
      await refusedWithoutWrite(send, 404);
    const theirs = await current(outsider.client);
    expect(theirs.incident).toBeNull();
    expect(JSON.stringify(theirs)).not.toContain(incident.id);

    // The owner removes the viewer: their very next requests find nothing.
    expect((await owner.client.request(`/api/household/members/${viewer.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await current(viewer.client)).incident).toBeNull();
    await refusedWithoutWrite(() => viewer.client.request(`/api/incidents/${incident.id}`), 404);
    await refusedWithoutWrite(
      () => checkin(viewer.client, incident.id, { id: crypto.randomUUID(), status: 'safe' }),
      404,
    );
    // Resending their own stored check-in no longer finds it either.
    await refusedWithoutWrite(() => checkin(viewer.client, incident.id, { id: mine.id, status: 'help' }), 404);
    await refusedWithoutWrite(() => clearLocation(viewer.client, incident.id, mine.id), 404);
    // The household keeps their check-in; they are no longer among those not heard from.
    const view = (await current(editor.client)).incident!;
    expect(view.checkins.map((c) => c.id)).toEqual([mine.id]);
    expect(view.notHeardFrom.map((p) => p.id).sort()).toEqual([owner.id, editor.id].sort());
    expect((await t.app.request('/api/incidents/current')).status).toBe(401);
  });
});

describe('/api/incidents: practice', () => {
  it('a practice says so in its emails and ends as a drill: who checked in and how long it took', async () => {
    const { owner, editor, viewer, householdId } = await household(['Pia', 'Ed', 'Val']);
    const incident = await started(editor.client, { eventType: 'earthquake', practice: true });
    expect(incident.practice).toBe(true);
    expect(await incidentEmails(owner.email)).toEqual([
      'Practice: emergency mode started in your Holdfast household (Earthquake)',
    ]);
    const mail = await t.smtp!.waitFor((m) => m.to.includes(viewer.email) && /^Practice: emergency/.test(m.subject));
    expect(mail.body).toContain('Practice: this is a drill, nothing is happening.');
    expect(mail.body).toContain('started a practice of emergency mode for your household: Earthquake.');

    // Started two days ago: the drill is of the day it started, not the day it ended.
    const startedAt = new Date(Date.now() - 2 * 86_400_000);
    await t.database.db.update(householdIncidents).set({ startedAt }).where(eq(householdIncidents.id, incident.id));
    const at = (minutes: number) => new Date(startedAt.getTime() + minutes * 60_000);
    const setTime = (id: string, minutes: number) =>
      t.database.db
        .update(incidentCheckins)
        .set({ createdAt: at(minutes) })
        .where(eq(incidentCheckins.id, id));
    await setTime((await checkedIn(owner.client, incident.id, { status: 'safe' })).id, 2);
    await setTime((await checkedIn(viewer.client, incident.id, { status: 'help' })).id, 3);
    await setTime((await checkedIn(viewer.client, incident.id, { status: 'safe' })).id, 5.5);
    const help = await incidentEmails(owner.email);
    expect(help).toContain('Practice: someone in your Holdfast household needs help');

    // Not everyone yet: the note says how many, and the drill counts as "last practised".
    const res = await end(owner.client, incident.id);
    expect(res.status).toBe(200);
    const [drill] = await t.database.db
      .select()
      .from(householdDrills)
      .where(eq(householdDrills.incidentId, incident.id));
    expect(drill).toMatchObject({
      householdId,
      eventType: 'earthquake',
      practisedOn: startedAt.toISOString().slice(0, 10),
      recordedBy: owner.id,
      notes: 'Practice: 2 of 3 checked in within 3 min',
    });
    const drills = (await (await viewer.client.request('/api/drills')).json()) as {
      drills: { id: string; notes: string | null }[];
      lastPractisedOn: string;
    };
    expect(drills.drills.find((d) => d.id === drill!.id)?.notes).toBe('Practice: 2 of 3 checked in within 3 min');
    expect(drills.lastPractisedOn).toBe(drill!.practisedOn);
    const plan = (await (await viewer.client.request('/api/family-plan')).json()) as {
      plan: { lastPracticedOn: string | null };
    };
    expect(plan.plan.lastPracticedOn).toBe(drill!.practisedOn);
    // The ended email says it was a practice, and what the drill says.
    const endMail = await t.smtp!.waitFor(
      (m) => m.to.includes(viewer.email) && /^Practice: emergency mode ended/.test(m.subject),
    );
    expect(endMail.body).toContain('It is recorded as a drill. Practice: 2 of 3 checked in within 3 min.');

    // Everyone safe: "all safe within".
    const second = await started(owner.client, { eventType: 'flood', practice: true });
    await t.database.db.update(householdIncidents).set({ startedAt }).where(eq(householdIncidents.id, second.id));
    await setTime((await checkedIn(owner.client, second.id, { status: 'safe' })).id, 1);
    await setTime((await checkedIn(owner.client, second.id, { status: 'safe', subjectUserId: editor.id })).id, 4);
    await setTime((await checkedIn(viewer.client, second.id, { status: 'safe' })).id, 5.2);
    expect((await end(owner.client, second.id)).status).toBe(200);
    const [allSafe] = await t.database.db
      .select({ notes: householdDrills.notes })
      .from(householdDrills)
      .where(eq(householdDrills.incidentId, second.id));
    expect(allSafe!.notes).toBe('Practice: 3 of 3 checked in; all safe within 6 min');
  });

  it('a practice nobody checked in to, and one still needing help', async () => {
    const { owner, viewer } = await household();
    const quiet = await started(owner.client, { eventType: 'blackout', practice: true });
    expect((await end(owner.client, quiet.id)).status).toBe(200);
    const loud = await started(owner.client, { eventType: 'blackout', practice: true });
    await checkedIn(viewer.client, loud.id, { status: 'help' });
    expect((await end(owner.client, loud.id)).status).toBe(200);
    const notes = await t.database.db
      .select({ incidentId: householdDrills.incidentId, notes: householdDrills.notes })
      .from(householdDrills)
      .where(eq(householdDrills.householdId, await householdIdOf(t.database.db, owner.id)));
    expect(Object.fromEntries(notes.map((n) => [n.incidentId, n.notes]))).toEqual({
      [quiet.id]: 'Practice: 0 of 3 checked in',
      [loud.id]: 'Practice: 1 of 3 checked in within 1 min; 1 needed help',
    });
  });
});

describe('/api/incidents: realtime', () => {
  const streams: SseReader[] = [];
  afterAll(() => streams.forEach((s) => s.close()));

  it("a second member's stream hears a check-in within 2 s, a location cleared, ticks and the end; another household's hears nothing", async () => {
    const { owner, viewer, householdId } = await household();
    const outsider = await member('Otto');
    const incident = await started(owner.client);
    const connect = async (client: TestClient) => {
      const abort = new AbortController();
      const res = await client.request('/api/realtime', { signal: abort.signal });
      expect(res.status).toBe(200);
      const stream = readSse(res, abort);
      streams.push(stream);
      await stream.next((e) => e.event === 'ready');
      return stream;
    };
    const [ownerStream, outsiderStream] = [await connect(owner.client), await connect(outsider.client)];
    const sent = Date.now();
    const mine = await checkedIn(viewer.client, incident.id, {
      status: 'safe',
      location: { latitude: 1, longitude: 2, accuracyM: null },
    });
    const event = await ownerStream.next(
      (e) => e.event === 'change' && JSON.parse(e.data).table === 'incident_checkins',
      2000,
    );
    expect(Date.now() - sent).toBeLessThan(2000);
    expect(JSON.parse(event.data)).toEqual({ table: 'incident_checkins', op: 'INSERT', id: householdId });
    // A location cleared is heard at once (migration 0018), like ticks and the end.
    expect((await clearLocation(viewer.client, incident.id, mine.id)).status).toBe(200);
    await ownerStream.next((e) => e.event === 'change' && /"incident_checkins","op":"UPDATE"/.test(e.data), 2000);
    await tick(viewer.client, incident.id, { kind: 'grab', itemKey: 'water', ticked: true });
    await ownerStream.next((e) => e.event === 'change' && JSON.parse(e.data).table === 'incident_ticks', 2000);
    await end(owner.client, incident.id);
    await ownerStream.next((e) => e.event === 'change' && /"household_incidents","op":"UPDATE"/.test(e.data), 2000);
    expect(outsiderStream.events.some((e) => /incident/.test(e.data))).toBe(false);
  });
});

/** A request that may succeed but must write nothing (a resent check-in): its response. */
const refusedOrNot = (send: () => Promise<Response>) => expectNothingWritten(t.database, send, { except: ['jobs'] });
