/**
 * A community at scale, written by bulk SQL (generate_series INSERT ... SELECT) straight into a
 * migrated database: authors with profiles (every other one public), public kits with three items
 * each, public plans of every event type, and acquisitions (each with its private copy, as the app
 * makes them), one in ten this month. Used by the bench (issue 41, "Lists at
 * scale") and by hand for EXPLAIN ANALYZE. Everything goes through the app's own tables and
 * triggers, so the counters they keep are what the app would keep.
 */
import pg from 'pg';
import { KIT_ITEM_CATEGORY_VALUES } from '@shared/constants/kits';
import { PLAN_EVENT_TYPE_VALUES } from '@shared/constants/plans';

export interface CommunitySeed {
  /** Public kits and public plans. */
  kits: number;
  plans: number;
  /** Authors sharing them (one user may own at most 500 of each: decision 121). */
  authors?: number;
  /** Acquisitions of public kits and of public plans (each with its private copy). */
  acquisitions?: number;
  /** A tag in the seeded users' ids and emails, so two seeds never clash. */
  tag?: string;
}

const literalList = (values: readonly string[]) =>
  `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}]`;

export async function seedCommunity(databaseUrl: string, seed: CommunitySeed): Promise<{ ms: number }> {
  const started = performance.now();
  const authors = seed.authors ?? Math.max(1, Math.ceil(Math.max(seed.kits, seed.plans) / 500));
  const acquisitions = seed.acquisitions ?? Math.min(20_000, Math.floor(Math.min(seed.kits, seed.plans) / 5));
  const acquirers = Math.max(1, Math.ceil(acquisitions / 100));
  const tag = seed.tag ?? `s${Date.now().toString(36)}`;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin');
    // Bulk load: the commit need not wait for the disk, and the realtime feed is not told of
    // 200,000 rows one by one (no listener cares about a seed). DDL is transactional: nobody else
    // ever sees the triggers off, and the triggers that keep counts stay on.
    await client.query('set local synchronous_commit = off');
    await client.query('alter table kits disable trigger kits_notify_change');
    await client.query('alter table survival_plans disable trigger survival_plans_notify_change');
    await client.query(
      `insert into users (id, name, email)
       select '${tag}-u' || g, 'Seed ' || g, '${tag}-u' || g || '@example.com' from generate_series(1, $1::int) g`,
      [authors + acquirers],
    );
    await client.query(
      `insert into profiles (user_id, first_name, username, date_of_birth, is_profile_public)
       select '${tag}-u' || g, 'Seed', '${tag}_u' || g, '1990-01-01', g % 2 = 0 from generate_series(1, $1::int) g`,
      [authors + acquirers],
    );
    // Creation times one minute apart over the last ~70 days (kits) and ~70 days (plans).
    await client.query(
      `insert into kits (owner_id, name, description, is_public, created_at, updated_at)
       select '${tag}-u' || (1 + g % $2::int), 'Community kit ' || g, 'A shared loadout number ' || g, true,
         now() - g * interval '1 minute', now() - g * interval '1 minute'
       from generate_series(1, $1::int) g`,
      [seed.kits, authors],
    );
    await client.query(
      `insert into kit_items (kit_id, category, item_name, quantity, position)
       select k.id, (${literalList(KIT_ITEM_CATEGORY_VALUES)})[1 + (abs(hashtext(k.id::text)) + i) % ${KIT_ITEM_CATEGORY_VALUES.length}],
         'Item ' || i, 1 + i, i
       from kits k cross join generate_series(0, 2) i
       where k.owner_id like '${tag}-u%'`,
    );
    await client.query(
      `insert into survival_plans (user_id, title, description, event_type, is_public, created_at, updated_at)
       select '${tag}-u' || (1 + g % $2::int), 'Community plan ' || g, 'Steps for the household ' || g,
         (${literalList(PLAN_EVENT_TYPE_VALUES)})[1 + g % ${PLAN_EVENT_TYPE_VALUES.length}], true,
         now() - g * interval '1 minute', now() - g * interval '1 minute'
       from generate_series(1, $1::int) g`,
      [seed.plans, authors],
    );
    // Acquisitions: acquirer a takes 100 rows, a skewed pick (low numbers more often), each with
    // its private copy; one in ten this month, the rest over the year before.
    for (const t of [
      {
        table: 'kits',
        acquisitions: 'kit_acquisitions',
        owner: 'owner_id',
        name: 'name',
        copy: 'copy_kit_id',
        ref: 'kit_id',
        n: seed.kits,
        extra: '',
      },
      {
        table: 'survival_plans',
        acquisitions: 'plan_acquisitions',
        owner: 'user_id',
        name: 'title',
        copy: 'copy_plan_id',
        ref: 'plan_id',
        n: seed.plans,
        extra: ", 'flood'",
      },
    ]) {
      if (!acquisitions || !t.n) continue;
      await client.query(
        `with picks as (
           select distinct on (acquirer, src) acquirer, src, at from (
             select '${tag}-u' || (${authors} + 1 + (g - 1) / 100) as acquirer,
               1 + (floor(power(random(), 3) * $2::int))::int as src,
               case when g % 10 = 0 then greatest(date_trunc('month', now()), now() - (g % 1000) * interval '1 minute')
                 else date_trunc('month', now()) - (g % 525600) * interval '1 minute' - interval '1 minute' end as at
             from generate_series(1, $1::int) g) p
           order by acquirer, src),
         sources as (
           select p.acquirer, p.at, s.id as source_id, s.${t.name} as source_name
           from picks p join ${t.table} s on s.${t.name} = '${t.table === 'kits' ? 'Community kit' : 'Community plan'} ' || p.src
             and s.${t.owner} like '${tag}-u%'),
         copies as (
           insert into ${t.table} (${t.owner}, ${t.name}${t.extra ? ', event_type' : ''})
           select acquirer, 'Copy of ' || source_name${t.extra} from sources
           returning id, ${t.owner} as acquirer, ${t.name} as copy_name)
         insert into ${t.acquisitions} (${t.ref}, acquirer_id, ${t.copy}, created_at)
         select s.source_id, c.acquirer, c.id, s.at
         from copies c join sources s on s.acquirer = c.acquirer and c.copy_name = 'Copy of ' || s.source_name`,
        [acquisitions, t.n],
      );
    }
    await client.query('alter table kits enable trigger kits_notify_change');
    await client.query('alter table survival_plans enable trigger survival_plans_notify_change');
    await client.query('commit');
    // Vacuumed and analysed now, as autovacuum would soon: the statistics the planner needs, and no
    // autovacuum of 200,000 fresh rows running beside what is measured next.
    await client.query(
      'vacuum (analyze) users, profiles, kits, kit_items, survival_plans, kit_acquisitions, plan_acquisitions, community_counts, community_ranks',
    );
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
  return { ms: performance.now() - started };
}
