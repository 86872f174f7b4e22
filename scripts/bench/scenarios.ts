/**
 * The HTTP scenarios `npm run bench` measures against the REAL server, once per database.
 *
 * To benchmark a new endpoint, add ONE entry to `SCENARIOS` below, e.g.
 *
 *   {
 *     name: 'GET /api/community/stats',
 *     method: 'GET',
 *     path: '/api/community/stats',
 *     // Optional: runs once per database after the server is up and before the warm-up
 *     // (seed rows through the API, sign in and pass the cookie on, ...).
 *     setup: async ({ baseUrl }) => {
 *       const res = await fetch(`${baseUrl}/api/...`, { method: 'POST', ... });
 *       return { headers: { cookie: res.headers.get('set-cookie') ?? '' } };
 *     },
 *     // Optional: the targets. Pass/fail is computed from the measurement only for
 *     // scenarios that declare a target, only on the database(s) named here.
 *     targets: { postgres: { minRps: 3000, maxP99Ms: 30 } },
 *   },
 *
 * Every scenario must answer 2xx under load: any connection error, timeout or non-2xx
 * response makes the whole bench exit non-zero.
 *
 * Setups talk to the server over HTTP, except the seed of a community at scale (bulk SQL into
 * the PostgreSQL bench database: 200,000 rows through the API would take longer than the bench).
 */

import { seedCommunity } from '../../src/server/test/community-seed';
import { MAX_KITS_PER_USER } from '../../src/shared/constants/limits';
import { newBenchUser } from './users';

/** 'embedded': the default (no DATABASE_URL), PostgreSQL started by the server in DATA_DIR. */
export type DatabaseKind = 'embedded' | 'postgres';

export interface Target {
  /** Mean requests per second must be at least this. */
  minRps?: number;
  /** Median latency must be at most this (milliseconds). */
  maxP50Ms?: number;
  /** 99th percentile latency must be below this (milliseconds). */
  maxP99Ms?: number;
}

export interface ScenarioContext {
  /** e.g. http://127.0.0.1:41234 (no trailing slash). */
  baseUrl: string;
  database: DatabaseKind;
  /** The bench database's postgres:// URL (PostgreSQL only): for a seed by bulk SQL. */
  databaseUrl?: string;
}

/** What a setup may add to (or override in) the scenario's request. */
export interface ScenarioRequestOverrides {
  headers?: Record<string, string>;
  body?: string;
  path?: string;
}

export interface Scenario {
  /** Shown in the table; keep it short and unique. */
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path and query, starting with '/'. */
  path: string;
  /** Request body (a JSON string for JSON APIs; set the content-type header too). */
  body?: string;
  headers?: Record<string, string>;
  setup?: (ctx: ScenarioContext) => Promise<ScenarioRequestOverrides | void>;
  /** Only run on these databases (default: all). */
  databases?: DatabaseKind[];
  /** Targets per database; omitted = informational only. */
  targets?: Partial<Record<DatabaseKind, Target>>;
}

export const SCENARIOS: Scenario[] = [
  {
    // Liveness + a real database round trip (counts the applied migrations).
    name: 'GET /api/health',
    method: 'GET',
    path: '/api/health',
  },
  {
    // Public landing stats: served from memory between changes (invalidated by the change feed).
    name: 'GET /api/community/stats',
    method: 'GET',
    path: '/api/community/stats',
    targets: { postgres: { minRps: 3000, maxP99Ms: 30 }, embedded: { minRps: 1000 } },
  },
  {
    // The kit view of a public 72-hour kit (23 items), as a signed-out visitor: one query.
    name: 'GET /api/kits/{id} (public, 23 items)',
    method: 'GET',
    path: '/api/kits/{id}',
    setup: async ({ baseUrl }) => {
      const cookie = await newBenchUser(baseUrl, 'kit');
      const headers = { cookie, 'content-type': 'application/json' };
      const created = await fetch(`${baseUrl}/api/kits`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ name: '72-Hour Bug-Out Kit', template: '72hour' }),
      });
      if (created.status !== 201) throw new Error(`kit bench: create answered ${created.status}`);
      const { kit } = (await created.json()) as { kit: { id: string; items: unknown[] } };
      if (kit.items.length !== 23) throw new Error(`kit bench: ${kit.items.length} items`);
      const shared = await fetch(`${baseUrl}/api/kits/${kit.id}`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify({ isPublic: true }),
      });
      if (shared.status !== 200) throw new Error(`kit bench: make public answered ${shared.status}`);
      return { path: `/api/kits/${kit.id}` };
    },
    targets: { postgres: { minRps: 2000, maxP99Ms: 25 } },
  },
  {
    // Issue 15: the readiness page's one request, for a user with the 21 supplies, 20 of their
    // own and the worked example's household (one statement; the figure computed in Node).
    name: 'GET /api/readiness (41 supplies, household)',
    method: 'GET',
    path: '/api/readiness',
    setup: async ({ baseUrl }) => {
      const cookie = await newBenchUser(baseUrl, 'readiness');
      const headers = { cookie, 'content-type': 'application/json' };
      const seeded = await fetch(`${baseUrl}/api/resources`, { headers });
      if (seeded.status !== 200) throw new Error(`readiness bench: supplies answered ${seeded.status}`);
      for (let i = 1; i <= 20; i++) {
        const res = await fetch(`${baseUrl}/api/resources`, {
          method: 'POST',
          headers,
          body: JSON.stringify({
            name: `Custom supply ${i}`,
            category: i % 2 ? 'Food & Nutrition' : 'Water & Hydration',
            unit: 'units',
            targetQuantity: 10,
            litresPerUnit: i % 2 ? null : 1.5,
            kcalPerUnit: i % 2 ? 250 : null,
          }),
        });
        if (res.status !== 201) throw new Error(`readiness bench: custom supply answered ${res.status}`);
      }
      const household = await fetch(`${baseUrl}/api/readiness/household`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({
          adults: 2,
          children9to13: 1,
          children4to8: 1,
          childrenUnder4: 0,
          pregnantOrBreastfeeding: 0,
          pets: [{ name: 'Rex', kind: 'dog', weightKg: 22.7 }],
          standard: 'us',
          goalDays: 14,
          customLitresPerPerson: null,
        }),
      });
      if (household.status !== 200) throw new Error(`readiness bench: household answered ${household.status}`);
      const { resources } = (await household.json()) as { resources: unknown[] };
      if (resources.length !== 41) throw new Error(`readiness bench: ${resources.length} supplies`);
      return { headers: { cookie } };
    },
    targets: { postgres: { minRps: 2000, maxP99Ms: 25 } },
  },
  {
    // The probe of issue 20: 1,500 public kits made the unpaged list 3.6 MB / 97 ms for every
    // user. Paged, the community tab's first page is 24 kits and the three tab counts.
    name: 'GET /api/kits with 1,500 public kits in the database (community tab)',
    method: 'GET',
    path: '/api/kits?tab=community',
    setup: async ({ baseUrl }) => {
      const PUBLIC_KITS = 1500;
      // Three authors: one user may own at most 500 kits (decision 121).
      for (let author = 0; author < PUBLIC_KITS / MAX_KITS_PER_USER; author += 1) {
        const headers = { cookie: await newBenchUser(baseUrl, `author${author}`), 'content-type': 'application/json' };
        const makeOne = async (n: number) => {
          const created = await fetch(`${baseUrl}/api/kits`, {
            method: 'POST',
            headers,
            body: JSON.stringify({
              name: `Shared kit ${author}-${n}`,
              description: 'A public kit for the list bench.',
            }),
          });
          if (created.status !== 201) throw new Error(`list bench: create answered ${created.status}`);
          const { kit } = (await created.json()) as { kit: { id: string } };
          const shared = await fetch(`${baseUrl}/api/kits/${kit.id}`, {
            method: 'PATCH',
            headers,
            body: JSON.stringify({ isPublic: true }),
          });
          if (shared.status !== 200) throw new Error(`list bench: make public answered ${shared.status}`);
        };
        for (let n = 0; n < MAX_KITS_PER_USER; n += 20) {
          await Promise.all(Array.from({ length: 20 }, (_, i) => makeOne(n + i)));
        }
      }
      const cookie = await newBenchUser(baseUrl, 'list-viewer');
      const first = await fetch(`${baseUrl}/api/kits?tab=community`, { headers: { cookie } });
      const body = await first.text();
      const { items, counts } = JSON.parse(body) as { items: unknown[]; counts: { community: number } };
      // (The public kit of the scenario before is in the count too.)
      if (items.length !== 24 || counts.community < PUBLIC_KITS)
        throw new Error(`list bench: ${items.length} kits of ${counts.community} on the first page`);
      console.log(`  community tab, first page: ${Buffer.byteLength(body)} bytes (24 of ${counts.community} kits)`);
      return { headers: { cookie } };
    },
  },
  ...communityAtScale(),
];

/**
 * Issue 41, "Lists at scale": 100,000 public kits and 100,000 public plans (bulk SQL, once per
 * database, by the first of these scenarios), then the community tab's first page, a later page
 * by the cursor the first page returned, and the community overview, each at most 20 ms p50 and
 * at least 1,000 req/s (decision 0300). PostgreSQL only: the seed writes into the bench database
 * through its URL (the embedded server's database is the server's own). Nothing is written while
 * they run, so the pages come from the public rows the server keeps for every viewer and each
 * request reads only the viewer's part (one prepared statement), and the overview from its kept
 * body (decision 0302): what a community between changes costs. A read after a change costs what
 * decision 0300's page did (its numbers are in 0302).
 */
function communityAtScale(): Scenario[] {
  const PUBLIC_ROWS = 100_000;
  const target = { postgres: { minRps: 1000, maxP50Ms: 20 } };
  const seeded = new Map<string, Promise<void>>();
  const seed = (databaseUrl: string | undefined) => {
    if (!databaseUrl) throw new Error('community at scale: no bench database URL');
    let done = seeded.get(databaseUrl);
    if (!done) {
      done = seedCommunity(databaseUrl, { kits: PUBLIC_ROWS, plans: PUBLIC_ROWS }).then(({ ms }) =>
        console.log(
          `  seeded ${PUBLIC_ROWS} public kits and ${PUBLIC_ROWS} public plans in ${(ms / 1000).toFixed(1)} s`,
        ),
      );
      seeded.set(databaseUrl, done);
    }
    return done;
  };
  const firstPage = async (baseUrl: string, cookie: string) => {
    const res = await fetch(`${baseUrl}/api/kits?tab=community`, { headers: { cookie } });
    const body = await res.text();
    if (res.status !== 200) throw new Error(`lists at scale: the community tab answered ${res.status}`);
    const page = JSON.parse(body) as { items: unknown[]; nextCursor: string | null; counts: { community: number } };
    if (page.items.length !== 24 || page.counts.community < PUBLIC_ROWS || !page.nextCursor)
      throw new Error(`lists at scale: ${page.items.length} kits of ${page.counts.community} on the first page`);
    return { page, bytes: Buffer.byteLength(body) };
  };
  const name = (what: string) => `${what} with 100,000 public kits and plans`;
  return [
    {
      name: name('GET /api/kits?tab=community, first page,'),
      method: 'GET',
      path: '/api/kits?tab=community',
      databases: ['postgres'],
      setup: async ({ baseUrl, databaseUrl }) => {
        await seed(databaseUrl);
        const cookie = await newBenchUser(baseUrl, 'scale-viewer');
        const { page, bytes } = await firstPage(baseUrl, cookie);
        console.log(`  community tab, first page: ${bytes} bytes (24 of ${page.counts.community} kits)`);
        return { headers: { cookie } };
      },
      targets: target,
    },
    {
      name: name('GET /api/kits?tab=community, a later page by cursor,'),
      method: 'GET',
      path: '/api/kits?tab=community&cursor={cursor}',
      databases: ['postgres'],
      setup: async ({ baseUrl, databaseUrl }) => {
        await seed(databaseUrl);
        const cookie = await newBenchUser(baseUrl, 'scale-pager');
        // Five pages in: the cursor of the fifth page.
        let cursor = (await firstPage(baseUrl, cookie)).page.nextCursor!;
        for (let n = 2; n <= 5; n++) {
          const res = await fetch(`${baseUrl}/api/kits?tab=community&cursor=${encodeURIComponent(cursor)}`, {
            headers: { cookie },
          });
          const page = (await res.json()) as { items: unknown[]; nextCursor: string | null };
          if (res.status !== 200 || page.items.length !== 24 || !page.nextCursor)
            throw new Error(`lists at scale: page ${n} answered ${res.status} with ${page.items.length} kits`);
          cursor = page.nextCursor;
        }
        return { headers: { cookie }, path: `/api/kits?tab=community&cursor=${encodeURIComponent(cursor)}` };
      },
      targets: target,
    },
    {
      name: name('GET /api/community/overview'),
      method: 'GET',
      path: '/api/community/overview',
      databases: ['postgres'],
      setup: async ({ baseUrl, databaseUrl }) => {
        await seed(databaseUrl);
        const cookie = await newBenchUser(baseUrl, 'scale-overview');
        const res = await fetch(`${baseUrl}/api/community/overview`, { headers: { cookie } });
        const overview = (await res.json()) as { topKits: unknown[]; plansByEventType: { count: number }[] };
        const plans = overview.plansByEventType.reduce((n, e) => n + e.count, 0);
        if (res.status !== 200 || overview.topKits.length === 0 || plans < PUBLIC_ROWS)
          throw new Error(`lists at scale: the overview answered ${res.status}, ${plans} public plans`);
        return { headers: { cookie } };
      },
      targets: target,
    },
  ];
}
