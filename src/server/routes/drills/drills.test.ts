/**
 * Household drills through the real routes (/training-protocols): recorded and deleted by the
 * household's owners and editors, read by its viewers, 404 for anyone else's; the family plan's
 * "last practised" is the latest drill, and the practice reminders follow it.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DRILL_MESSAGES } from '@shared/drills/schemas';
import { familyPlanSchema } from '@shared/family-plan/schemas';
import { familyPlans, householdDrills, householdActivity, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { okJson, signedInWithProfile, type TestClient } from '../../test/client';
import { householdIdOf, inviteByEmail } from '../../test/households';
import { outboxDrained, remindersTo, userIdOf } from '../../test/reminders';
import { expectRefusedWithoutWrite } from '../../test/snapshot';

let clock = Date.parse('2026-03-01T08:00:00Z');
const setDay = (day: string) => {
  clock = Date.parse(`${day}T08:00:00Z`);
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ mail: true, now: () => clock });
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof signedInWithProfile>> & { id: string };
const created: string[] = [];
// Each test's users go after it, so their plans do not come due in a later test's sweep.
afterEach(async () => {
  if (created.length) await t.app.services.db.delete(users).where(inArray(users.id, created.splice(0)));
});

async function member(firstName?: string): Promise<Member> {
  const m = await signedInWithProfile(t, firstName ? { firstName } : {});
  const id = await userIdOf(t.app.services.db, m.data.email);
  created.push(id);
  return { ...m, id };
}

async function join(owner: Member, m: Member, role: 'editor' | 'viewer') {
  const { token } = await inviteByEmail(t, owner.client, m.data.email, role);
  const res = await m.client.request('/api/household/invitations/accept', { method: 'POST', json: { token } });
  expect(res.status).toBe(200);
}

const list = async (client: TestClient, query: { cursor?: string; limit?: string } = {}) =>
  okJson(await client.api.drills.$get({ query }));
const record = (client: TestClient, eventType: string, practisedOn: string) =>
  client.request('/api/drills', { method: 'POST', json: { eventType, practisedOn } });
async function recorded(client: TestClient, eventType: string, practisedOn: string): Promise<string> {
  const res = await record(client, eventType, practisedOn);
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}
const remove = (client: TestClient, id: string) => client.request(`/api/drills/${id}`, { method: 'DELETE' });
const lastPractised = async (client: TestClient) =>
  (await okJson(await client.api['family-plan'].$get())).plan.lastPracticedOn;
const storedLastPractised = async (householdId: string) => {
  const [row] = await t.database.db
    .select({ plan: familyPlans.plan })
    .from(familyPlans)
    .where(eq(familyPlans.householdId, householdId));
  return row?.plan.lastPracticedOn;
};

describe('/api/drills', () => {
  it('owners and editors record, viewers read only, newest first with the first name of who recorded it', async () => {
    setDay('2026-03-01');
    const [owner, editor, viewer] = [await member('Olga'), await member('Eddie'), await member('Vera')];
    await join(owner, editor, 'editor');
    await join(owner, viewer, 'viewer');
    await recorded(owner.client, 'earthquake', '2026-01-10');
    await recorded(editor.client, 'blackout', '2026-02-20');
    await recorded(owner.client, 'flood', '2025-11-05');

    const seen = await list(viewer.client);
    expect(seen.canRecord).toBe(false);
    expect(seen.total).toBe(3);
    expect(seen.lastPractisedOn).toBe('2026-02-20');
    expect(seen.drills.map((d) => [d.eventType, d.practisedOn, d.recordedBy])).toEqual([
      ['blackout', '2026-02-20', editor.data.firstName],
      ['earthquake', '2026-01-10', owner.data.firstName],
      ['flood', '2025-11-05', owner.data.firstName],
    ]);
    expect((await list(editor.client)).canRecord).toBe(true);

    // A viewer may neither record nor delete: 403, and nothing is written.
    const refused = await expectRefusedWithoutWrite(
      t.database,
      () => record(viewer.client, 'tornado', '2026-02-01'),
      403,
    );
    expect(refused.error.code).toBe('forbidden');
    await expectRefusedWithoutWrite(t.database, () => remove(viewer.client, seen.drills[0]!.id), 403);

    // Recording writes an activity line of the household.
    const activity = await t.database.db
      .select({ summary: householdActivity.summary })
      .from(householdActivity)
      .where(eq(householdActivity.householdId, await householdIdOf(t.database.db, owner.id)));
    expect(activity.map((a) => a.summary)).toContain('recorded a Blackout drill on 2026-02-20');

    // An editor deletes; the list follows.
    expect((await remove(editor.client, seen.drills[1]!.id)).status).toBe(204);
    expect((await list(owner.client)).drills.map((d) => d.eventType)).toEqual(['blackout', 'flood']);
  });

  it('is paged: the next page starts where the last ended, and a made-up cursor is a 400 at the field', async () => {
    const owner = await member();
    for (const day of ['2025-01-01', '2025-01-02', '2025-01-02', '2025-01-03', '2025-01-04'])
      await recorded(owner.client, 'wildfire', day);
    const first = await list(owner.client, { limit: '2' });
    expect(first.drills.map((d) => d.practisedOn)).toEqual(['2025-01-04', '2025-01-03']);
    const second = await list(owner.client, { limit: '2', cursor: first.nextCursor! });
    const third = await list(owner.client, { limit: '2', cursor: second.nextCursor! });
    expect(second.drills.map((d) => d.practisedOn)).toEqual(['2025-01-02', '2025-01-02']);
    expect(third.drills.map((d) => d.practisedOn)).toEqual(['2025-01-01']);
    expect(third.nextCursor).toBeNull();
    expect(new Set([...first.drills, ...second.drills, ...third.drills].map((d) => d.id)).size).toBe(5);
    const bad = await owner.client.request('/api/drills?cursor=nonsense');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { fields: Record<string, string[]> } }).error.fields.cursor).toBeDefined();
  });

  it("another household's drills are 404 to delete and never listed; anonymous gets 401", async () => {
    const owner = await member();
    const other = await member();
    const id = await recorded(owner.client, 'hurricane', '2026-02-01');
    await expectRefusedWithoutWrite(t.database, () => remove(other.client, id), 404);
    await expectRefusedWithoutWrite(t.database, () => remove(other.client, 'not-a-uuid'), 404);
    const theirs = await list(other.client);
    expect(theirs.drills).toEqual([]);
    expect(theirs.canRecord).toBe(true);
    expect((await t.app.request('/api/drills')).status).toBe(401);
    // The drill is still there.
    expect((await list(owner.client)).drills.map((d) => d.id)).toEqual([id]);
  });

  it.each([
    [
      'a day in the future',
      { eventType: 'earthquake', practisedOn: '2026-03-03' },
      'practisedOn',
      DRILL_MESSAGES.future,
    ],
    ['not a day', { eventType: 'earthquake', practisedOn: '2026-02-30' }, 'practisedOn', DRILL_MESSAGES.date],
    ['the Custom type', { eventType: 'custom', practisedOn: '2026-02-01' }, 'eventType', DRILL_MESSAGES.eventType],
    ['no type', { practisedOn: '2026-02-01' }, 'eventType', DRILL_MESSAGES.eventType],
  ])('%s is a 400 at the field, and nothing is written', async (_label, body, field, message) => {
    setDay('2026-03-01');
    const { client } = await member();
    const refused = await expectRefusedWithoutWrite(
      t.database,
      () => client.request('/api/drills', { method: 'POST', json: body }),
      400,
    );
    expect(refused.error.fields?.[field]).toEqual([message]);
  });

  it('a German reader is refused in German, a Spanish one in Spanish (decision 0358)', async () => {
    setDay('2026-03-01');
    const german = await member();
    const spanish = await member();
    for (const [m, locale] of [
      [german, 'de'],
      [spanish, 'es'],
    ] as const) {
      const res = await m.client.request('/api/account/locale', { method: 'PUT', json: { locale } });
      expect(res.status).toBe(200);
    }
    const future = await expectRefusedWithoutWrite(
      t.database,
      () => record(german.client, 'earthquake', '2026-03-03'),
      400,
    );
    expect(future.error.fields?.practisedOn).toEqual(['Das Datum der Übung darf nicht in der Zukunft liegen.']);
    const custom = await expectRefusedWithoutWrite(
      t.database,
      () => record(spanish.client, 'custom', '2026-02-01'),
      400,
    );
    expect(custom.error.fields?.eventType).toEqual(['Elija un simulacro.']);
    const notDay = await expectRefusedWithoutWrite(
      t.database,
      () => record(spanish.client, 'flood', '2026-02-30'),
      400,
    );
    expect(notDay.error.fields?.practisedOn).toEqual(['Escriba el día del simulacro.']);
    const id = await recorded(german.client, 'flood', '2026-02-01');
    const gone = await expectRefusedWithoutWrite(t.database, () => remove(spanish.client, id), 404);
    expect(gone.error).toEqual({ code: 'not_found', message: 'No se encontró el simulacro' });
    expect(
      (await expectRefusedWithoutWrite(t.database, () => remove(german.client, randomUUID()), 404)).error.message,
    ).toBe('Übung nicht gefunden');
  });

  it("the family plan's last practised is the latest drill: recording, deleting, and a plan saved later", async () => {
    setDay('2026-03-01');
    const owner = await member();
    const householdId = await householdIdOf(t.database.db, owner.id);
    // A drill before the plan exists: the plan shows it, and takes it when first saved.
    const early = await recorded(owner.client, 'blackout', '2025-12-01');
    expect(await lastPractised(owner.client)).toBe('2025-12-01');
    // The plan's own lastPracticedOn is ignored (decision 250).
    const saved = await okJson(
      await owner.client.api['family-plan'].$put({
        json: { members: [{ id: 'm1', name: 'Ana' }], lastPracticedOn: '2020-01-01' },
      }),
    );
    expect(saved.plan.lastPracticedOn).toBe('2025-12-01');
    expect(await storedLastPractised(householdId)).toBe('2025-12-01');

    const latest = await recorded(owner.client, 'tornado', '2026-02-15');
    // An older drill recorded later does not move it back.
    await recorded(owner.client, 'flood', '2026-01-01');
    expect(await lastPractised(owner.client)).toBe('2026-02-15');
    expect(await storedLastPractised(householdId)).toBe('2026-02-15');
    // Deleting the latest falls back to the next latest; deleting all leaves none.
    expect((await remove(owner.client, latest)).status).toBe(204);
    expect(await storedLastPractised(householdId)).toBe('2026-01-01');
    expect(await lastPractised(owner.client)).toBe('2026-01-01');
    expect((await remove(owner.client, early)).status).toBe(204);
    const [rest] = await t.database.db
      .select({ id: householdDrills.id })
      .from(householdDrills)
      .where(eq(householdDrills.householdId, householdId));
    expect((await remove(owner.client, rest!.id)).status).toBe(204);
    expect(await storedLastPractised(householdId)).toBeNull();
    expect(await lastPractised(owner.client)).toBeNull();
    // The rest of the plan is untouched.
    expect((await okJson(await owner.client.api['family-plan'].$get())).plan.members.map((m) => m.name)).toEqual([
      'Ana',
    ]);
  });

  it('the practice reminder is due six months after the latest drill, and a new drill makes it undue', async () => {
    setDay('2026-03-01');
    const owner = await member();
    await owner.client.api['family-plan'].$put({ json: { members: [{ id: 'm1', name: 'Ana' }] } });
    await recorded(owner.client, 'earthquake', '2026-02-10');
    const sweep = async () => {
      const result = await t.app.services.reminders.runNow();
      await outboxDrained(t.app.services.db);
      return result;
    };
    const practice = () => remindersTo(t, owner.data.email).filter((m) => /practise your family/i.test(m.subject));
    setDay('2026-08-09');
    expect(await sweep()).toMatchObject({ practice: 0 });
    setDay('2026-08-10');
    expect(await sweep()).toMatchObject({ practice: 1 });
    expect(practice()[0]!.body).toContain('You last practised it on 10 February 2026.');
    // A drill today: the next one is due six months on, not now.
    setDay('2026-08-20');
    await recorded(owner.client, 'blackout', '2026-08-20');
    setDay('2027-02-19');
    expect(await sweep()).toMatchObject({ practice: 0 });
    setDay('2027-02-20');
    expect(await sweep()).toMatchObject({ practice: 1 });
    expect(practice()).toHaveLength(2);
  });

  it('migration 0014 keeps a practice noted on the plan before drills as a "custom" drill of the household', async () => {
    const owner = await member();
    const householdId = await householdIdOf(t.database.db, owner.id);
    await t.database.db.insert(familyPlans).values({
      householdId,
      plan: familyPlanSchema.parse({ members: [{ id: 'm1', name: 'Ana' }], lastPracticedOn: '2025-09-09' }),
    });
    const migration = readFileSync(
      fileURLToPath(new URL('../../db/migrations/0014_practice-to-drills.sql', import.meta.url)),
      'utf8',
    );
    // Run in a transaction rolled back at the end: the other households of this database stay as they are.
    const rolledBack = new Error('rollback');
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.execute(sql.raw(migration));
        const rows = await tx
          .select({
            eventType: householdDrills.eventType,
            day: householdDrills.practisedOn,
            by: householdDrills.recordedBy,
          })
          .from(householdDrills)
          .where(eq(householdDrills.householdId, householdId));
        expect(rows).toEqual([{ eventType: 'custom', day: '2025-09-09', by: null }]);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
  });
});
