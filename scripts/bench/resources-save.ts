/**
 * Tracker save: 20 users, each saving all 21 of their rows (one PUT) as fast as they can, for a
 * fixed time. Each user is its own worker (concurrency 20, no shared rows), like 20 people
 * pressing SAVE CHANGES at once. Also times the first load (which seeds) per user.
 */
import http from 'node:http';
import pg from 'pg';
import { percentile, putJson } from './measure';
import { newBenchUser } from './users';

export interface SaveResult {
  users: number;
  saves: number;
  rps: number;
  p50: number;
  p99: number;
  failures: number;
  firstLoadP50: number;
  /** Each user's rows, in the order saved (for the floor). */
  rows: string[][];
}

export async function measureResourceSaves(
  baseUrl: string,
  users: number,
  durationS: number,
  warmupS: number,
): Promise<SaveResult> {
  const cookies: string[] = [];
  for (let i = 0; i < users; i++) cookies.push(await newBenchUser(baseUrl, `saver${i}`));
  const firstLoads: number[] = [];
  const ids: string[][] = [];
  for (const cookie of cookies) {
    const t0 = performance.now();
    const res = await fetch(`${baseUrl}/api/resources`, { headers: { cookie } });
    firstLoads.push(performance.now() - t0);
    const body = (await res.json()) as { resources: { id: string }[] };
    if (body.resources.length !== 21) throw new Error(`save bench: first load returned ${body.resources.length} rows`);
    ids.push(body.resources.map((r) => r.id));
  }

  const latencies: number[] = [];
  let failures = 0;
  // Warm-up (like every other scenario): the same loop, not recorded, so JIT and the database's
  // prepared statements are in place before the measured window.
  const warmEnd = performance.now() + warmupS * 1000;
  const deadline = warmEnd + durationS * 1000;
  await Promise.all(
    cookies.map(async (cookie, u) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const url = new URL('/api/resources', baseUrl);
      let n = 0;
      while (performance.now() < deadline) {
        n += 1;
        const body = JSON.stringify({ changes: ids[u]!.map((id, i) => ({ id, currentQuantity: (n + i) % 40 })) });
        const t0 = performance.now();
        const status = await putJson(agent, url, cookie, body);
        if (t0 < warmEnd) continue;
        if (status !== 200) failures += 1;
        else latencies.push(performance.now() - t0);
      }
      agent.destroy();
    }),
  );
  const seconds = (performance.now() - warmEnd) / 1000;
  latencies.sort((a, b) => a - b);
  firstLoads.sort((a, b) => a - b);
  return {
    users,
    saves: latencies.length,
    rps: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    failures,
    firstLoadP50: percentile(firstLoads, 50),
    rows: ids,
  };
}

export interface FloorResult {
  users: number;
  saves: number;
  rps: number;
  p50: number;
  p99: number;
}

/**
 * The floor beside the tracker save (issue 41): the same rows of the same users written by the
 * bare minimum SQL from the bench process, one UPDATE of the 21 rows' quantities from arrays per
 * save (no HTTP, no session, no transaction, no batches, no activity), each user on a connection of
 * its own, as a named prepared statement. The app's save is compared with it in the same run.
 */
export async function measureFloorSaves(
  databaseUrl: string,
  rows: readonly (readonly string[])[],
  durationS: number,
  warmupS: number,
): Promise<FloorResult> {
  const latencies: number[] = [];
  const warmEnd = performance.now() + warmupS * 1000;
  const deadline = warmEnd + durationS * 1000;
  await Promise.all(
    rows.map(async (ids) => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        let n = 0;
        while (performance.now() < deadline) {
          n += 1;
          const quantities = ids.map((_, i) => (n + i) % 40);
          const t0 = performance.now();
          await client.query({
            name: 'bench-floor-save',
            text: `update user_resources as ur set current_quantity = v.q
                   from unnest($1::uuid[], $2::int[]) as v(id, q) where ur.id = v.id`,
            values: [ids, quantities],
          });
          if (t0 >= warmEnd) latencies.push(performance.now() - t0);
        }
      } finally {
        await client.end();
      }
    }),
  );
  const seconds = (performance.now() - warmEnd) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    users: rows.length,
    saves: latencies.length,
    rps: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}
