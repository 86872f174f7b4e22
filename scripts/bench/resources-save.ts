/**
 * Tracker save: 20 users, each saving all 21 of their rows (one PUT) as fast as they can, for a
 * fixed time. Each user is its own worker (concurrency 20, no shared rows), like 20 people
 * pressing SAVE CHANGES at once. Also times the first load (which seeds) per user.
 */
import http from 'node:http';
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
  };
}
