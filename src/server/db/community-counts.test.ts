/**
 * The counts migration 0027 keeps by triggers (decision 0300) equal what counting the tables
 * gives, after every way a row becomes public, private or gone: insert, visibility change, event
 * type change, delete, a user deleted (cascade), an acquisition made or deleted, an acquired row
 * deleted (its acquisitions set null), several rows in one statement, and truncate.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/db';
import { rowsOf } from './sql-helpers';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.destroy());

const run = (query: ReturnType<typeof sql>) => database.db.execute(query);
const rows = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await run(query));

/** Kept and counted, side by side, as sorted text lines (a difference names its key). */
async function keptAndCounted() {
  const kept = await rows<{ line: string }>(sql`
    select listing || ' ' || event_type || ' ' || public_rows as line from community_counts where public_rows <> 0
    union all
    select 'rank ' || listing || ' ' || period || ' ' || row_id || ' ' || acquisitions from community_ranks
    order by 1`);
  const counted = await rows<{ line: string }>(sql`
    select line from (
      select 'kits  ' || count(*) as line from kits where is_public having count(*) > 0
      union all
      select 'survival_plans ' || event_type || ' ' || count(*) from survival_plans where is_public group by event_type
      union all
      select 'rank kits ' || p || ' ' || kit_id || ' ' || count(*) from kit_acquisitions a
        cross join lateral (values (''), (to_char(a.created_at at time zone 'UTC', 'YYYY-MM'))) v (p)
        where kit_id is not null group by p, kit_id
      union all
      select 'rank survival_plans ' || p || ' ' || plan_id || ' ' || count(*) from plan_acquisitions a
        cross join lateral (values (''), (to_char(a.created_at at time zone 'UTC', 'YYYY-MM'))) v (p)
        where plan_id is not null group by p, plan_id) c
    order by 1`);
  return { kept: kept.map((r) => r.line), counted: counted.map((r) => r.line) };
}

async function expectCountsKept() {
  const { kept, counted } = await keptAndCounted();
  expect(kept).toEqual(counted);
  return kept;
}

const user = (id: string) =>
  run(sql`insert into users (id, name, email) values (${id}, ${id}, ${`${id}@example.com`})`);

describe('the kept community counts and ranks', () => {
  it('follow every change of public rows and acquisitions', async () => {
    for (const id of ['cc-a', 'cc-b', 'cc-c']) await user(id);
    expect(await expectCountsKept()).toEqual([]);

    // Several rows in one statement, public and not.
    await run(sql`
      insert into kits (owner_id, name, is_public)
      select case when g % 2 = 0 then 'cc-a' else 'cc-b' end, 'kit ' || g, g % 3 <> 0 from generate_series(1, 30) g`);
    await run(sql`
      insert into survival_plans (user_id, title, event_type, is_public)
      select 'cc-a', 'plan ' || g, case when g % 2 = 0 then 'flood' else 'wildfire' end, g % 4 <> 0
      from generate_series(1, 20) g`);
    expect((await expectCountsKept()).slice(0, 3)).toEqual([
      'kits  20',
      'survival_plans flood 5',
      'survival_plans wildfire 10',
    ]);

    // Visibility both ways, an event type changed, an update that changes neither.
    await run(sql`update kits set is_public = not is_public where name in ('kit 1', 'kit 3', 'kit 6')`);
    await run(sql`update survival_plans set event_type = 'tornado' where title in ('plan 2', 'plan 3')`);
    await run(sql`update survival_plans set is_public = false where title = 'plan 5'`);
    await run(sql`update kits set name = name || ' (renamed)' where owner_id = 'cc-a'`);
    await expectCountsKept();

    // Acquisitions (each with its copy, as the app makes them), this month and an older one.
    const acquire = (kit: string, acquirer: string, at: string) =>
      run(sql`
        with copy as (insert into kits (owner_id, name) values (${acquirer}, 'copy') returning id)
        insert into kit_acquisitions (kit_id, acquirer_id, copy_kit_id, created_at)
        select k.id, ${acquirer}, copy.id, ${at}::timestamptz from copy, kits k
        where k.name in (${kit}, ${`${kit} (renamed)`})`);
    await acquire('kit 2', 'cc-c', '2026-01-15T10:00:00Z');
    await acquire('kit 2', 'cc-b', 'now');
    await acquire('kit 4', 'cc-c', 'now');
    await run(sql`
      with copy as (insert into survival_plans (user_id, title, event_type) values ('cc-c', 'copy', 'flood') returning id)
      insert into plan_acquisitions (plan_id, acquirer_id, copy_plan_id)
      select p.id, 'cc-c', copy.id from copy, survival_plans p where p.title = 'plan 2'`);
    const ranked = await expectCountsKept();
    expect(ranked.filter((l) => l.startsWith('rank kits  '))).toHaveLength(2);

    // An acquisition deleted; an acquired kit deleted (its acquisitions keep the copy, set null).
    await run(sql`delete from kit_acquisitions where acquirer_id = 'cc-b'`);
    await expectCountsKept();
    await run(sql`delete from kits where name = 'kit 4 (renamed)'`);
    await expectCountsKept();

    // A user deleted: their rows go by cascade, and with them the acquisitions of their copies.
    await run(sql`delete from users where id = 'cc-c'`);
    await expectCountsKept();
    await run(sql`delete from users where id = 'cc-a'`);
    await expectCountsKept();

    // Truncate (tools and tests): nothing is left counted.
    await run(sql`truncate kit_acquisitions, plan_acquisitions, kits, survival_plans cascade`);
    expect(await expectCountsKept()).toEqual([]);
  });
});
