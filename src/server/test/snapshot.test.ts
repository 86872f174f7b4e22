/**
 * The "wrote nothing" digest (./snapshot.ts) sees every committed write, and only those: an
 * insert, an update (to the same values too), a delete; not a rolled-back transaction, a read or
 * a row lock.
 */
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './app';
import { signedInWithProfile } from './client';
import { changedTables, tableDigest } from './snapshot';

const t: TestApp = await createTestApp({ mail: true });
afterAll(() => t.close());

const { db } = t.database;
// The mail outbox may still be working through the sign-up's email (jobs) beside a test.
const OPTIONS = { except: ['jobs'] };
const changedBy = async (write: () => Promise<unknown>) => {
  const before = await tableDigest(t.database, OPTIONS);
  await write();
  return changedTables(before, await tableDigest(t.database, OPTIONS));
};

describe('tableDigest', () => {
  it('changes with each committed insert, update (same values too) and delete, in that table only', async () => {
    const { data } = await signedInWithProfile(t);
    const profile = sql`(select user_id from profiles where username = ${data.username})`;
    expect(
      await changedBy(() => db.execute(sql`update profiles set first_name = first_name where user_id = ${profile}`)),
    ).toEqual(['public.profiles']);
    expect(
      await changedBy(() =>
        db.execute(sql`insert into newsletter_subscribers (email) values (${`digest-${Date.now()}@example.com`})`),
      ),
    ).toEqual(['public.newsletter_subscribers']);
    expect(
      await changedBy(() => db.execute(sql`delete from newsletter_subscribers where email like 'digest-%'`)),
    ).toEqual(['public.newsletter_subscribers']);
  });

  it('stays the same after a rolled-back write, a read and a row lock', async () => {
    await signedInWithProfile(t);
    const rolledBack = () =>
      db
        .transaction(async (tx) => {
          await tx.execute(sql`update profiles set first_name = 'Changed'`);
          throw new Error('roll back');
        })
        .catch(() => undefined);
    expect(await changedBy(rolledBack)).toEqual([]);
    expect(await changedBy(() => db.execute(sql`select * from profiles`))).toEqual([]);
    expect(
      await changedBy(() => db.transaction((tx) => tx.execute(sql`select user_id from profiles for update`))),
    ).toEqual([]);
  });
});
