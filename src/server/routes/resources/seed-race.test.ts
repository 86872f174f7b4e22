/**
 * A first load that seeds the default catalogue while its user joins another household: the
 * read saw the old (empty) household, the seed's foreign key finds it deleted once the join
 * commits. The load answers the new household's rows instead of 409 "does not exist any more"
 * (a browser's dashboard or offline sync loads while the join page's "Join household" runs).
 */
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { rowsOf } from '../../db/sql-helpers';
import { createTestApp, type TestApp } from '../../test/app';
import { okJson, signedInWithProfile } from '../../test/client';
import { householdIdOf } from '../../test/households';
import { loadOrSeed } from './resources.queries';

const t: TestApp = await createTestApp({ mail: true });
afterAll(() => t.close());

const TODAY = '2026-01-15';
const idOf = async (email: string) =>
  (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

/** Until a statement of another session waits for a lock. */
async function untilWaiting(client: pg.Client): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from pg_locks where not granted and pid <> pg_backend_pid()',
    );
    if (rows[0]!.n > 0) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('no statement waited for the join');
}

describe('the first load of supplies during a join', () => {
  it("answers the new household's supplies when the old one goes while it seeds", async () => {
    const owner = await signedInWithProfile(t);
    const joiner = await signedInWithProfile(t);
    const ownerRows = (await okJson(await owner.client.api.resources.$get())).resources;
    await owner.client.api.resources.$put({
      json: { changes: [{ id: ownerRows.find((r) => r.name === 'Canned Food')!.id, currentQuantity: 7 }] },
    });
    const joinerId = await idOf(joiner.data.email);
    const ownerHousehold = await householdIdOf(t.database.db, await idOf(owner.data.email));
    const oldHousehold = await householdIdOf(t.database.db, joinerId);

    // The join, held open: the membership moved and the joiner's empty household deleted, as
    // acceptInvitation and the database's trigger do, not committed yet.
    const join = new pg.Client({ connectionString: t.database.url });
    await join.connect();
    try {
      await join.query('begin');
      await join.query('update household_members set household_id = $1 where user_id = $2', [ownerHousehold, joinerId]);
      await join.query('delete from households where id = $1', [oldHousehold]);
      // The load reads the old household (still empty for it) and seeds: its insert waits on the
      // deleted row, and fails its foreign key when the join commits.
      const load = loadOrSeed(t.database.db, joinerId, TODAY);
      await untilWaiting(join);
      await join.query('commit');
      const rows = await load;
      expect(rows.find((r) => r.name === 'Canned Food')?.currentQuantity).toBe(7);
      expect(rows.length).toBe(ownerRows.length);
    } finally {
      await join.end();
    }
    const [left] = rowsOf<{ n: number }>(
      await t.database.db.execute(
        sql`select count(*)::int as n from user_resources where household_id = ${oldHousehold}`,
      ),
    );
    expect(left!.n).toBe(0);
  });
});
