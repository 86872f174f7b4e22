/**
 * Expiry reminders end to end on real PostgreSQL: the sweep queues them, the job worker sends
 * them through nodemailer to a real SMTP server, and the test counts what arrived. The clock is
 * the test's (AppDeps.now); the sweep's timer is off and the tests sweep by hand.
 */
import { eq, inArray } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { familyPlanSchema } from '@shared/family-plan/schemas';
import { openDatabase } from '../../db/client';
import { familyPlans, profiles, users } from '../../db/schema';
import { createTestApp, TEST_AUTH_SECRET, type TestApp } from '../../test/app';
import { signedInWithProfile } from '../../test/client';
import type { TestDatabase } from '../../test/db';
import { householdIdOf } from '../../test/households';
import { addBatch, addKitItem, outboxDrained, remindersTo, userIdOf } from '../../test/reminders';
import { runReminderSweep } from './sweep';
import { unsubscribeTokens } from './unsubscribe-token';

let clock = Date.parse('2026-03-01T08:00:00Z');
const now = () => clock;
const setDay = (day: string) => {
  clock = Date.parse(`${day}T08:00:00Z`);
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ mail: true, now });
});
afterAll(async () => {
  await t.close();
});

// Each test's users go after it, so their supplies do not come due in a later test's sweep.
const created: string[] = [];
afterEach(async () => {
  if (created.length) await t.app.services.db.delete(users).where(inArray(users.id, created.splice(0)));
});

async function newUser() {
  const { data } = await signedInWithProfile(t);
  const id = await userIdOf(t.app.services.db, data.email);
  created.push(id);
  return { email: data.email, id };
}

/** Sweep, then wait until the worker sent everything queued. */
async function sweep() {
  const result = await t.app.services.reminders.runNow();
  await outboxDrained(t.app.services.db);
  return result;
}

describe('expiry reminder sweep', () => {
  it('sends each threshold of each batch and kit item once: window, within 7 days, expired', async () => {
    setDay('2026-03-01');
    const user = await newUser();
    const db = t.app.services.db;
    await addBatch(db, user.id, { name: 'Peaches', unit: 'cans', quantity: 4, expiresOn: '2026-03-20' });
    await addBatch(db, user.id, { name: 'Bottled water', unit: 'gallons', quantity: 6, expiresOn: '2026-03-05' });
    const { kitId } = await addKitItem(db, user.id, {
      kitName: 'Go bag',
      itemName: 'Ibuprofen',
      expiresOn: '2026-02-20',
    });
    // Beyond the 30-day window and without a date: never mentioned yet.
    await addBatch(db, user.id, { name: 'Rice', expiresOn: '2026-06-01' });
    await addBatch(db, user.id, { name: 'Salt', expiresOn: null });

    expect(await sweep()).toMatchObject({ soonEmails: 1, digests: 1 });
    let mails = remindersTo(t, user.email);
    expect(mails).toHaveLength(2);
    const soon = mails.find((m) => m.subject === 'Holdfast: Bottled water expires on 5 March')!;
    expect(soon.body).toContain('Bottled water: 6 gallons, expires on 5 March 2026');
    expect(soon.body).not.toContain('Peaches');
    const digest = mails.find((m) => m.subject === 'Holdfast: 1 supply expired, 1 supply expires soon')!;
    expect(digest.body).toContain('Peaches: 4 cans, expires on 20 March 2026');
    expect(digest.body).toContain('Ibuprofen (kit: Go bag), expired on 20 February 2026');
    expect(digest.body).toContain(`${t.env.PUBLIC_URL}/kits/${kitId}`);
    expect(digest.body).toContain(`${t.env.PUBLIC_URL}/readiness`);
    expect(digest.body).toContain(`${t.env.PUBLIC_URL}/resource-tracker`);
    for (const text of ['Rice', 'Salt', 'Bottled water']) expect(digest.body).not.toContain(text);

    // Again the same day, and the next days: nothing new to say.
    expect(await sweep()).toMatchObject({ soonEmails: 0, digests: 0 });
    setDay('2026-03-04');
    expect(await sweep()).toMatchObject({ soonEmails: 0, digests: 0 });
    expect(remindersTo(t, user.email)).toHaveLength(2);

    // Bottled water expired, but the last digest is under a week old: it waits for the next one.
    setDay('2026-03-06');
    expect(await sweep()).toMatchObject({ soonEmails: 0, digests: 0 });
    setDay('2026-03-08');
    expect(await sweep()).toMatchObject({ soonEmails: 0, digests: 1 });

    // Peaches come within 7 days: their own message, once, whatever the weekly limit.
    setDay('2026-03-14');
    expect(await sweep()).toMatchObject({ soonEmails: 1, digests: 0 });
    setDay('2026-03-15');
    expect(await sweep()).toMatchObject({ soonEmails: 0, digests: 0 });

    // Peaches expired: in the next digest, once.
    setDay('2026-03-21');
    expect(await sweep()).toMatchObject({ soonEmails: 0, digests: 1 });
    setDay('2026-03-29');
    expect(await sweep()).toMatchObject({ soonEmails: 0, digests: 0 });
    mails = remindersTo(t, user.email);
    expect(mails.slice(2).map((m) => m.subject)).toEqual([
      'Holdfast: 1 supply expired',
      'Holdfast: Peaches expires on 20 March',
      'Holdfast: 1 supply expired',
    ]);
    expect(mails[2]!.body).toContain('Bottled water: 6 gallons, expired on 5 March 2026');
    expect(mails[2]!.body).not.toContain('Peaches');
    expect(mails[4]!.body).toContain('Peaches: 4 cans, expired on 20 March 2026');
    expect(mails[4]!.body).not.toContain('Bottled water');
  });

  it('a batch added after a digest is in the next digest, a week later, and nothing else is', async () => {
    setDay('2026-04-01');
    const user = await newUser();
    const db = t.app.services.db;
    await addBatch(db, user.id, { name: 'Crackers', expiresOn: '2026-04-25' });
    expect(await sweep()).toMatchObject({ digests: 1 });

    setDay('2026-04-02');
    await addBatch(db, user.id, { name: 'Tuna', expiresOn: '2026-04-28' });
    expect(await sweep()).toMatchObject({ digests: 0 });
    setDay('2026-04-07');
    expect(await sweep()).toMatchObject({ digests: 0 });

    setDay('2026-04-08');
    expect(await sweep()).toMatchObject({ digests: 1 });
    const mails = remindersTo(t, user.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe('Holdfast: 1 supply expires soon');
    expect(mails[1]!.body).toContain('Tuna: 1 cans, expires on 28 April 2026');
    expect(mails[1]!.body).not.toContain('Crackers');
  });

  it("never puts another user's supplies in a user's messages", async () => {
    setDay('2026-05-01');
    const [a, b] = [await newUser(), await newUser()];
    const db = t.app.services.db;
    await addBatch(db, a.id, { name: 'Alpha beans', expiresOn: '2026-05-03' });
    await addBatch(db, a.id, { name: 'Alpha soup', expiresOn: '2026-05-20' });
    await addKitItem(db, b.id, { kitName: 'Bravo kit', itemName: 'Bravo bandages', expiresOn: '2026-05-04' });
    await addBatch(db, b.id, { name: 'Bravo rice', expiresOn: '2026-04-01' });
    await sweep();
    const bodyA = remindersTo(t, a.email)
      .map((m) => m.body)
      .join('\n');
    const bodyB = remindersTo(t, b.email)
      .map((m) => m.body)
      .join('\n');
    expect(bodyA).toContain('Alpha beans');
    expect(bodyA).toContain('Alpha soup');
    expect(bodyA).not.toContain('Bravo');
    expect(bodyB).toContain('Bravo bandages');
    expect(bodyB).toContain('Bravo rice');
    expect(bodyB).not.toContain('Alpha');
  });

  it('sends nothing to an unverified address or to a user who turned reminders off', async () => {
    setDay('2026-06-01');
    const [unverified, off] = [await newUser(), await newUser()];
    const db = t.app.services.db;
    await db.update(users).set({ emailVerified: false }).where(eq(users.id, unverified.id));
    await db.update(profiles).set({ expiryReminders: false }).where(eq(profiles.userId, off.id));
    for (const u of [unverified, off]) {
      await addBatch(db, u.id, { name: 'Oats', expiresOn: '2026-06-03' });
      await addBatch(db, u.id, { name: 'Corn', expiresOn: '2026-05-01' });
    }
    await sweep();
    expect(remindersTo(t, unverified.email)).toEqual([]);
    expect(remindersTo(t, off.email)).toEqual([]);
  });

  it('carries the RFC 8058 List-Unsubscribe headers and a visible unsubscribe link', async () => {
    setDay('2026-07-01');
    const user = await newUser();
    await addBatch(t.app.services.db, user.id, { name: 'Honey', expiresOn: '2026-07-02' });
    await sweep();
    const [mail] = remindersTo(t, user.email);
    const token = unsubscribeTokens(TEST_AUTH_SECRET).sign(user.id);
    const headers = mail!.raw.slice(0, mail!.raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ');
    expect(headers).toMatch(
      new RegExp(`^List-Unsubscribe: <${t.env.PUBLIC_URL}/api/reminders/unsubscribe/${token}>$`, 'm'),
    );
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(mail!.body).toContain(`${t.env.PUBLIC_URL}/unsubscribe/${token}`);
  });

  it('two instances sweeping at the same moment send each message once', async () => {
    setDay('2026-08-01');
    const users = [await newUser(), await newUser(), await newUser()];
    const db = t.app.services.db;
    for (const u of users) {
      await addBatch(db, u.id, { name: 'Milk powder', expiresOn: '2026-08-04' });
      await addBatch(db, u.id, { name: 'Pasta', expiresOn: '2026-08-25' });
      await addKitItem(db, u.id, { kitName: 'Car kit', itemName: 'Flares', expiresOn: '2026-07-01' });
    }
    // A second instance: its own pool and job worker on the same database, the same SMTP server.
    const second = await openDatabase({ databaseUrl: t.database.url!, poolMax: 5 });
    const b = await createTestApp({
      now,
      database: { ...second, destroy: () => second.close() } satisfies TestDatabase,
      env: { SMTP_URL: t.smtp!.url },
    });
    try {
      const options = {
        now,
        publicUrl: t.env.PUBLIC_URL,
        tokens: unsubscribeTokens(TEST_AUTH_SECRET),
        logger: pino({ level: 'silent' }),
      };
      // Without the scheduler's lock (the unique key and the row lock must hold alone), then through it.
      const results = await Promise.all([
        runReminderSweep(t.database, options),
        runReminderSweep(second, options),
        runReminderSweep(t.database, options),
        t.app.services.reminders.runNow(),
        b.app.services.reminders.runNow(),
      ]);
      const total = results.reduce((n, r) => n + (r ? r.soonEmails + r.digests : 0), 0);
      expect(total).toBe(6);
      await outboxDrained(db);
      for (const u of users) {
        expect(
          remindersTo(t, u.email)
            .map((m) => m.subject)
            .sort(),
        ).toEqual(['Holdfast: 1 supply expired, 1 supply expires soon', 'Holdfast: Milk powder expires on 4 August']);
      }
    } finally {
      await b.close();
    }
  });

  it('a restart before or after the outbox delivered sends nothing twice', async () => {
    setDay('2026-09-01');
    const [before, after] = [await newUser(), await newUser()];
    const db = t.app.services.db;
    await addBatch(db, before.id, { name: 'Jerky', expiresOn: '2026-09-03' });
    await addBatch(db, before.id, { name: 'Nuts', expiresOn: '2026-09-20' });

    // An instance that queued the messages and died before its worker sent them: the sweep ran
    // on the database with no worker at all.
    const first = await openDatabase({ databaseUrl: t.database.url!, poolMax: 2 });
    const options = {
      now,
      publicUrl: t.env.PUBLIC_URL,
      tokens: unsubscribeTokens(TEST_AUTH_SECRET),
      logger: pino({ level: 'silent' }),
    };
    expect(await runReminderSweep(first, options)).toMatchObject({ soonEmails: 1, digests: 1 });
    await first.close();

    // The restarted instance: its worker sends what was queued, its sweep adds nothing.
    const restarted = await openDatabase({ databaseUrl: t.database.url!, poolMax: 5 });
    const b = await createTestApp({
      now,
      database: { ...restarted, destroy: () => restarted.close() } satisfies TestDatabase,
      env: { SMTP_URL: t.smtp!.url },
    });
    try {
      expect(await b.app.services.reminders.runNow()).toMatchObject({ soonEmails: 0, digests: 0 });
      await outboxDrained(db);
      expect(remindersTo(t, before.email)).toHaveLength(2);

      // After delivery: the instance stops, a new one starts and sweeps.
      await addBatch(db, after.id, { name: 'Cocoa', expiresOn: '2026-09-05' });
      expect(await b.app.services.reminders.runNow()).toMatchObject({ soonEmails: 1 });
      await outboxDrained(db);
    } finally {
      await b.close();
    }
    const c = await createTestApp({
      now,
      database: { ...restarted, destroy: async () => {} },
      env: { SMTP_URL: t.smtp!.url },
    });
    try {
      expect(await c.app.services.reminders.runNow()).toMatchObject({ soonEmails: 0, digests: 0 });
      await outboxDrained(db);
    } finally {
      await c.close();
    }
    expect(remindersTo(t, before.email)).toHaveLength(2);
    expect(remindersTo(t, after.email)).toHaveLength(1);
  });

  it('skips a round while another instance holds the sweep lock', async () => {
    const holder = t.database.pool!;
    const client = await holder.connect();
    try {
      await client.query('select pg_advisory_lock(7242016)');
      expect(await t.app.services.reminders.runNow()).toBeNull();
    } finally {
      await client.query('select pg_advisory_unlock(7242016)');
      client.release();
    }
    expect(await t.app.services.reminders.runNow()).not.toBeNull();
  });

  it('reminds to practise the family plan twice a year: once per due date, again six months after the noted practice', async () => {
    setDay('2026-03-01');
    const user = await newUser();
    const db = t.app.services.db;
    const householdId = await householdIdOf(db, user.id);
    await db.insert(familyPlans).values({
      householdId,
      plan: familyPlanSchema.parse({ members: [{ id: 'm1', name: 'Ana' }], lastPracticedOn: '2025-10-15' }),
    });
    const practice = () => remindersTo(t, user.email).filter((m) => /practise your family/i.test(m.subject));
    // Due on 15 April (six months after 15 October): nothing before.
    setDay('2026-04-14');
    await sweep();
    expect(practice()).toHaveLength(0);
    setDay('2026-04-15');
    expect(await sweep()).toMatchObject({ practice: 1 });
    expect(practice()).toHaveLength(1);
    expect(practice()[0]!.body).toContain('You last practised it on 15 October 2025.');
    expect(practice()[0]!.body).toContain(`${t.env.PUBLIC_URL}/family-plan`);
    expect(practice()[0]!.body).toContain(`Then record the drill: ${t.env.PUBLIC_URL}/training-protocols`);
    // Once per due date, however often the sweep runs.
    setDay('2026-05-01');
    expect(await sweep()).toMatchObject({ practice: 0 });
    // Practised on 2 May: the next reminder is due on 2 November.
    await db
      .update(familyPlans)
      .set({ plan: familyPlanSchema.parse({ members: [{ id: 'm1', name: 'Ana' }], lastPracticedOn: '2026-05-02' }) })
      .where(eq(familyPlans.householdId, householdId));
    setDay('2026-11-01');
    expect(await sweep()).toMatchObject({ practice: 0 });
    setDay('2026-11-02');
    expect(await sweep()).toMatchObject({ practice: 1 });
    expect(practice()).toHaveLength(2);
    // Reminders turned off: none.
    await db.update(profiles).set({ expiryReminders: false }).where(eq(profiles.userId, user.id));
    setDay('2027-06-01');
    expect(await sweep()).toMatchObject({ practice: 0 });
  });
});
