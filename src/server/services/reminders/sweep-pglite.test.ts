/**
 * The same sweep on the embedded PGlite driver (one process, no advisory lock): it queues the
 * messages in the outbox once. The rows are inserted directly; the outbox is read, not sent.
 */
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrateDatabase, openDatabase, type Database } from '../../db/client';
import { jobs, profiles, users } from '../../db/schema';
import { DatabaseOutage } from '../../platform/database-outage';
import { TEST_AUTH_SECRET } from '../../test/app';
import { addBatch, addKitItem } from '../../test/reminders';
import { ReminderScheduler } from './scheduler';
import { unsubscribeTokens } from './unsubscribe-token';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ pgliteDataDir: 'memory://' });
  await migrateDatabase(database);
});
afterAll(async () => {
  await database.close();
});

it('queues each reminder once on PGlite', async () => {
  const { db } = database;
  await db.insert(users).values({ id: 'lite-user', name: 'Lite', email: 'lite@example.com', emailVerified: true });
  await db
    .insert(profiles)
    .values({ userId: 'lite-user', firstName: 'Lite', username: 'lite_user', dateOfBirth: '1990-01-01' });
  await addBatch(db, 'lite-user', { name: 'Sardines', unit: 'tins', quantity: 3, expiresOn: '2026-03-02' });
  await addKitItem(db, 'lite-user', { kitName: 'Home kit', itemName: 'Batteries', expiresOn: '2026-03-25' });
  const logger = pino({ level: 'silent' });
  const scheduler = new ReminderScheduler(
    database,
    {
      now: () => Date.parse('2026-03-01T06:00:00Z'),
      publicUrl: 'http://lite.test',
      tokens: unsubscribeTokens(TEST_AUTH_SECRET),
      logger,
    },
    logger,
    { enabled: false, intervalMs: 0, firstRunDelayMs: 0 },
    new DatabaseOutage(() => database.ping(), logger),
  );
  const [first, second] = await Promise.all([scheduler.runNow(), scheduler.runNow()]);
  expect(first).toEqual({ users: 1, soonEmails: 1, digests: 1, practice: 0 });
  expect(second).toBe(first); // the same run, not a second one
  expect(await scheduler.runNow()).toEqual({ users: 0, soonEmails: 0, digests: 0, practice: 0 });
  const queued = await db.select({ payload: jobs.payload }).from(jobs).where(eq(jobs.kind, 'email'));
  expect(queued.map((j) => j.payload.subject).sort()).toEqual([
    'Holdfast: 1 supply expires soon',
    'Holdfast: Sardines expires on 2 March',
  ]);
  expect(queued[0]!.payload.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
});
