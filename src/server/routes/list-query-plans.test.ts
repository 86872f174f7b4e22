/**
 * Lists at scale (issue 41, decision 0300): every paged list statement, as the real query
 * builders send it, is planned by PostgreSQL on a community of 6,000 public kits and 6,000 public
 * plans (bulk SQL, the bench's seed) without a sequential scan of kits, plans or acquisitions and
 * without sorting the whole set. A control statement on the same data proves the planner would
 * scan and sort there without an index in the statement's order (no `enable_seqscan = off`).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommunitySort } from '@shared/community/schemas';
import type { Db } from '../db/client';
import { rowsOf } from '../db/sql-helpers';
import { cursorOf, type ListCursor } from '../http/list-cursor';
import type { ChangeFeed } from '../services/realtime/change-feed';
import { seedCommunity } from '../test/community-seed';
import { createTestDatabase, type TestDatabase } from '../test/db';
import { explain, planNodes, recording, type PlanNode } from '../test/explain';
import { communityCursorOf, type CommunityCursor } from './community/community-cursor';
import { communityOverview, listCommunityKits, listCommunityPlans } from './community/community.queries';
import { FeedKept, type PublicWindow } from './community/public-windows';
import { listKits } from './kits/kits.queries';
import type { ListHot, ListTab } from './list-tabs';
import { listPlans } from './plans/plans.queries';

const PUBLIC_ROWS = 6000;
/** More rows than any page reads (25) or a household owns: a sort over more is over the set. */
const SORT_LIMIT = 600;
const LISTED = new Set(['kits', 'survival_plans', 'kit_acquisitions', 'plan_acquisitions']);

let database: TestDatabase;
let db: Db;
/** An author (owns public rows) and an acquirer (owns copies). */
let author: string;
let acquirer: string;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  await seedCommunity(database.url!, { kits: PUBLIC_ROWS, plans: PUBLIC_ROWS, authors: 12, acquisitions: 3000 });
  const first = async (query: ReturnType<typeof sql>) => rowsOf<{ id: string }>(await db.execute(query))[0]!.id;
  author = await first(
    sql`select owner_id as id from kits where is_public group by owner_id order by count(*) desc limit 1`,
  );
  acquirer = await first(
    sql`select acquirer_id as id from kit_acquisitions group by acquirer_id order by count(*) desc limit 1`,
  );
}, 120_000);
afterAll(() => database?.destroy());

/** What in a plan reads or sorts the whole set: a Seq Scan of a listed table, a Sort over many rows. */
function wholeSetNodes(root: PlanNode): string[] {
  return planNodes(root).flatMap((node) => {
    if (node['Node Type'] === 'Seq Scan' && LISTED.has(node['Relation Name']!))
      return [`Seq Scan on ${node['Relation Name']}`];
    if (node['Node Type'] === 'Sort') {
      const input = (node.Plans ?? []).reduce((n, c) => n + (c['Actual Rows'] ?? 0) * (c['Actual Loops'] ?? 1), 0);
      if (input > SORT_LIMIT) return [`Sort of ${input} rows by ${node['Sort Key']?.join(', ')}`];
    }
    return [];
  });
}

/** Runs `read` through the real builders, then EXPLAIN ANALYZE of each statement it sent. */
async function plansOf<T>(read: (db: Db) => Promise<T>): Promise<{ result: T; problems: string[]; count: number }> {
  const { db: recorded, statements } = recording(db);
  const result = await read(recorded);
  const problems: string[] = [];
  for (const statement of statements) {
    const { plan, text } = await explain(database.pool!, statement);
    const found = wholeSetNodes(plan);
    if (found.length) problems.push(`${found.join('; ')}\n${text}`);
  }
  return { result, problems, count: statements.length };
}

/** A prepared statement as the hot path sent it. */
interface Prepared {
  name: string;
  text: string;
  values: unknown[];
}

/**
 * The hot path's statements (decision 0302): the window of public rows through the recording
 * `db`, the prepared ones recorded here (and run). The feed is a stand-in that never connects,
 * so nothing is kept: every call reads, and every statement is seen.
 */
function hotRecording(): { hot: ListHot; prepared: Prepared[] } {
  const prepared: Prepared[] = [];
  const feed = {
    connected: false,
    epoch: 0,
    subscribe: () => () => {},
    onResync: () => () => {},
    onDown: () => () => {},
  };
  return {
    prepared,
    hot: {
      windows: new FeedKept<PublicWindow>(feed as unknown as ChangeFeed, () => true),
      prepared: async <T>(name: string, text: string, values: unknown[]) => {
        prepared.push({ name, text, values });
        return (await database.pool!.query({ name, text, values })).rows as T[];
      },
    },
  };
}

/**
 * EXPLAIN ANALYZE of a prepared statement's generic plan (the one a connection keeps using once
 * PostgreSQL prefers it; see the test below): what it reads or sorts of the whole set.
 */
async function genericPlanProblems({ text, values }: Prepared): Promise<string[]> {
  const client = await database.pool!.connect();
  try {
    await client.query('set plan_cache_mode = force_generic_plan');
    await client.query(`prepare explained as ${text}`);
    const args = values.map((v) => (Array.isArray(v) ? `'{${v.join(',')}}'` : client.escapeLiteral(String(v))));
    const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      `explain (analyze, format json) execute explained(${args.join(', ')})`,
    );
    const { rows: lines } = await client.query<{ 'QUERY PLAN': string }>(
      `explain (costs off) execute explained(${args.join(', ')})`,
    );
    const found = wholeSetNodes(rows[0]!['QUERY PLAN'][0].Plan);
    return found.length ? [`${found.join('; ')}\n${lines.map((r) => r['QUERY PLAN']).join('\n')}`] : [];
  } finally {
    await client.query('deallocate explained').catch(() => {});
    await client.query('reset plan_cache_mode').catch(() => {});
    client.release();
  }
}

describe('the planner on a community of 6,000 public kits and plans', () => {
  it('would scan and sort the whole set for a statement no index serves (the control)', async () => {
    const { problems, count } = await plansOf((d) =>
      d.execute(sql`select id from kits where is_public order by description limit 25`),
    );
    expect(count).toBe(1);
    expect(problems.join('\n')).toMatch(/Seq Scan on kits/);
  });

  type TabList = (
    db: Db,
    viewer: string,
    query: { tab: ListTab; limit: number },
    after: ListCursor | null,
  ) => Promise<{ items: unknown[]; nextCursor: string | null }>;
  const tabLists: [string, TabList][] = [
    ['kits', listKits],
    ['plans', listPlans],
  ];
  for (const [name, list] of tabLists) {
    for (const tab of ['community', 'mine', 'acquired'] as const) {
      it(`${name}, ${tab} tab: the first page, a later page and the counts read no whole set`, async () => {
        const viewer = tab === 'acquired' ? acquirer : author;
        const first = await plansOf((d) => list(d, viewer, { tab, limit: 24 }, null));
        expect(first.count).toBe(2);
        expect(first.problems).toEqual([]);
        expect(first.result.nextCursor).not.toBeNull();
        const later = await plansOf((d) => list(d, viewer, { tab, limit: 24 }, cursorOf(first.result.nextCursor!)));
        expect(later.problems).toEqual([]);
        expect(later.result.items.length).toBeGreaterThan(0);
      });
    }
  }

  type HotTabList = (
    db: Db,
    viewer: string,
    query: { tab: ListTab; limit: number },
    after: ListCursor | null,
    hot: ListHot,
  ) => Promise<{ items: unknown[]; nextCursor: string | null }>;
  const hotLists: [string, HotTabList][] = [
    ['kits', listKits],
    ['plans', listPlans],
  ];
  for (const [name, list] of hotLists) {
    const table = name === 'kits' ? 'kits' : 'survival_plans';
    it(`${name}, community tab kept for every viewer: the window and the viewer's prepared statement read no whole set`, async () => {
      const { hot, prepared } = hotRecording();
      for (const viewer of [author, acquirer]) {
        const first = await plansOf((d) => list(d, viewer, { tab: 'community', limit: 24 }, null, hot));
        expect(first.count).toBe(1); // the window; the viewer's part is prepared
        expect(first.problems).toEqual([]);
        const later = await plansOf((d) =>
          list(d, viewer, { tab: 'community', limit: 24 }, cursorOf(first.result.nextCursor!), hot),
        );
        expect(later.problems).toEqual([]);
        expect(later.result.items.length).toBe(24);
        // The mine tab's counts are the prepared counts.
        await list(db, viewer, { tab: 'mine', limit: 24 }, null, hot);
      }
      expect(new Set(prepared.map((p) => p.name))).toEqual(
        new Set([`${table}_community_viewer`, `${table}_tab_counts`]),
      );
      for (const statement of prepared) {
        expect(await genericPlanProblems(statement)).toEqual([]);
      }
    });

    it(`${name}: PostgreSQL keeps the generic plan of the viewer's prepared statements (planned once per connection)`, async () => {
      const { hot, prepared } = hotRecording();
      await list(db, author, { tab: 'community', limit: 24 }, null, hot);
      await list(db, author, { tab: 'mine', limit: 24 }, null, hot);
      const client = await database.pool!.connect();
      try {
        for (const viewer of [author, acquirer, 'nobody-at-all']) {
          for (const statement of prepared) {
            for (let n = 0; n < 8; n++) {
              await client.query({
                name: statement.name,
                text: statement.text,
                values: [viewer, ...statement.values.slice(1)],
              });
            }
          }
        }
        const { rows } = await client.query<{ name: string; generic_plans: string; custom_plans: string }>(
          'select name, generic_plans, custom_plans from pg_prepared_statements where name = any($1)',
          [prepared.map((p) => p.name)],
        );
        expect(rows.length).toBe(2);
        for (const row of rows) {
          expect({ name: row.name, custom: Number(row.custom_plans) }).toEqual({ name: row.name, custom: 5 });
          expect(Number(row.generic_plans)).toBeGreaterThan(0);
        }
      } finally {
        client.release();
      }
    });
  }

  type CommunityList = (
    db: Db,
    viewer: string,
    query: { sort: CommunitySort },
    after: CommunityCursor | null,
  ) => Promise<{ items: unknown[]; nextCursor: string | null; total: number }>;
  const communityLists: [string, CommunityList][] = [
    ['kits', listCommunityKits],
    ['plans', listCommunityPlans],
  ];
  for (const sort of ['newest', 'most-acquired'] as const) {
    for (const [name, list] of communityLists) {
      it(`community ${name}, ${sort}: the first page and the page after its cursor read no whole set`, async () => {
        const first = await plansOf((d) => list(d, author, { sort }, null));
        expect(first.count).toBe(1);
        expect(first.problems).toEqual([]);
        expect(first.result.total).toBe(PUBLIC_ROWS);
        const later = await plansOf((d) => list(d, author, { sort }, communityCursorOf(first.result.nextCursor!)));
        expect(later.problems).toEqual([]);
        expect(later.result.items.length).toBe(24);
      });
    }
  }

  it('community plans of one event type: a page and its total read no whole set', async () => {
    const { result, problems } = await plansOf((d) =>
      listCommunityPlans(d, author, { sort: 'newest', eventType: 'flood' }, null),
    );
    expect(problems).toEqual([]);
    expect(result.items.every((p) => p.eventType === 'flood')).toBe(true);
  });

  it('the community overview reads the month and the kept counts, no whole set', async () => {
    const { result, problems, count } = await plansOf((d) => communityOverview(d));
    expect(count).toBe(1);
    expect(problems).toEqual([]);
    expect(result.topKits.length).toBe(5);
    expect(result.plansByEventType.reduce((n, e) => n + e.count, 0)).toBe(PUBLIC_ROWS);
  });
});
