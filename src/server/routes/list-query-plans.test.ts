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
import { seedCommunity } from '../test/community-seed';
import { createTestDatabase, type TestDatabase } from '../test/db';
import { explain, planNodes, recording, type PlanNode } from '../test/explain';
import { communityCursorOf, type CommunityCursor } from './community/community-cursor';
import { communityOverview, listCommunityKits, listCommunityPlans } from './community/community.queries';
import { listKits } from './kits/kits.queries';
import type { ListTab } from './list-tabs';
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
